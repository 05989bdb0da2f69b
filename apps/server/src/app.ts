/**
 * Builds the Fastify app: platform plugins, then every feature of the registry, then the web
 * build. `server.ts` only listens, so tests build a fresh app on a fresh database and use
 * `app.inject`. Adding a feature never touches this file (see features/registry.ts).
 */
import { randomUUID } from "node:crypto";
import { codeForStatus } from "@crest/domain";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { DestinationStream } from "pino";
import { buildPlatformServices, changeTriggers } from "./build-platform.ts";
import type { AppConfig, TrustProxy } from "./config.ts";
import { installChangeNotifications } from "./db/change-notifications.ts";
import { type DatabaseHandle, openDatabase } from "./db/client.ts";
import { runMigrations } from "./db/migrate.ts";
import type { JobRunner } from "./features/jobs/index.ts";
import { sharedRateLimitStore } from "./features/limits/index.ts";
import type { MailTransport } from "./features/mail/index.ts";
import { features as registry } from "./features/registry.ts";
import { type Clock, systemClock } from "./lib/clock.ts";
import { logDestination } from "./lib/log-destination.ts";
import { redactedError, redactedValue } from "./lib/log-redaction.ts";
import { requestLogLine } from "./lib/request-log-line.ts";
import { jobContextFactory, platformActorPlugin } from "./platform/contexts.ts";
import type { FeatureManifest } from "./platform/feature.ts";
import { replayPlugin } from "./platform/replayed-answers.ts";
import { accessPlugin } from "./plugins/access.ts";
import { csrfPlugin } from "./plugins/csrf.ts";
import { errorsPlugin, sendFailure } from "./plugins/errors.ts";
import { healthRoutes } from "./plugins/health.ts";
import { metricsPlugin } from "./plugins/metrics.ts";
import { openApiPlugin } from "./plugins/openapi.ts";
import { requestContextPlugin, requestIdFrom } from "./plugins/request-context.ts";
import { securityHeadersFor, securityHeadersPlugin } from "./plugins/security-headers.ts";
import { tenantPlugin } from "./plugins/tenant.ts";
import { webAppPlugin } from "./plugins/web-app.ts";
import { wirePlugin } from "./plugins/wire.ts";

declare module "fastify" {
  interface FastifyInstance {
    appConfig: AppConfig;
    database: DatabaseHandle;
    jobs: JobRunner;
    /** The features this app was built with: the registry's, unless a test adds one. */
    features: readonly FeatureManifest[];
  }
}

/** A hop count trusts that many proxies in from the socket; a list, exactly those proxies. */
function trustProxyOption(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === "number") return (_address, hop) => hop < trust;
  return trust;
}

export interface BuildOptions {
  config: AppConfig;
  /** An already-open database. */
  database?: DatabaseHandle;
  /** Sends mail instead of SMTP_URL's transport (tests record what was sent). */
  mailTransport?: MailTransport;
  /** The features to build; the registry's by default (the template's test adds its own). */
  features?: readonly FeatureManifest[];
  /** Where log lines go instead of stdout (tests read what was logged). */
  logStream?: DestinationStream;
  /** The time the rate limits and sign-in turns are read on (tests move their own). */
  clock?: Clock;
}

const MAX_PARAM_LENGTH = 2048;

export async function buildApp({
  config,
  database,
  mailTransport,
  features = registry,
  logStream,
  clock = systemClock,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === "silent"
        ? false
        : {
            level: config.logLevel,
            // Secrets, e-mail addresses and query values never reach the log (lib/log-redaction.ts).
            serializers: { req: requestLogLine, err: redactedError, error: redactedValue },
            stream: logStream ?? logDestination(),
          },
    genReqId: (request) => requestIdFrom(request.headers["x-request-id"], randomUUID),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: trustProxyOption(config.trustProxy),
    // Long enough for any parameter a schema allows (a 254-character e-mail, percent-encoded);
    // the schema, not the router, says what is too long.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    // Errors the router raises before any route or hook runs: still the error object, with
    // the request id and the security headers.
    // A request that reaches a closing server (on a connection it kept open) is served, with
    // `Connection: close`, not refused with 503: the database closes only after it is answered.
    return503OnClosing: false,
    frameworkErrors: (error, request, reply) => {
      reply.header("x-request-id", request.id).headers(securityHeadersFor(request));
      const status = error.code === "FST_ERR_MAX_PARAM_LENGTH" ? 414 : 400;
      sendFailure(request, reply, { code: codeForStatus(status), status, message: error.message });
    },
  }).withTypeProvider<ZodTypeProvider>();

  const handle =
    database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      timeouts: config.databaseTimeouts,
      onConnectionError: (error) => app.log.error({ err: error }, "database connection lost"),
    }));
  await runMigrations(handle, (db) => installChangeNotifications(db, changeTriggers(features)));
  const platform = buildPlatformServices({
    config,
    handle,
    features,
    clock,
    mailTransport,
    wakeJobs: () => app.jobs?.wake(),
  });
  app.decorate("appConfig", config);
  app.decorate("features", features);
  app.decorate("database", handle);
  app.decorate("platformDb", handle.db);
  app.decorate("platformServices", platform.services);
  app.decorate("tenants", platform.tenants);
  app.decorate("jobs", platform.jobRunner(jobContextFactory(app), app.log));

  const stopListening = await platform.listen();
  app.addHook("onClose", async () => {
    await stopListening();
    platform.close();
    if (!database) await handle.close();
  });

  await app.register(errorsPlugin);
  // Imported only when traces are wanted: the SDK is not loaded otherwise (plugins/tracing.ts).
  // Its span begins before any other hook's work, so a replayed answer is traced too.
  if (config.otlpEndpoint)
    await app.register((await import("./plugins/tracing.ts")).tracingPlugin, {
      endpoint: config.otlpEndpoint,
    });
  // First: a kept answer replayed here skips every hook after it (platform/replayed-answers.ts).
  await app.register(replayPlugin);
  await app.register(requestContextPlugin);
  platformActorPlugin(app);
  await app.register(wirePlugin);
  await app.register(securityHeadersPlugin);
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie, config.sessionSecret ? { secret: config.sessionSecret } : {});
  await app.register(multipart, { limits: { fileSize: config.uploadLimitBytes, files: 1, fields: 10 } });
  // Per-address limits counted in the database, so they hold across instances.
  await app.register(rateLimit, { global: false, store: sharedRateLimitStore(platform.services.limits) });
  await app.register(csrfPlugin);
  await app.register(tenantPlugin);
  await app.register(accessPlugin);
  await app.register(openApiPlugin);

  await app.register(healthRoutes, { database: handle });
  await app.register(metricsPlugin, { token: config.metricsToken, database: handle });
  for (const feature of features) await feature.setup?.(app);
  for (const feature of features) if (feature.routes) await app.register(feature.routes);
  await app.register(webAppPlugin, { config });

  // Tests drain jobs themselves (app.jobs.drain()), so the timers stay off there.
  if (!config.isTest) {
    app.addHook("onReady", async () => app.jobs.start());
    // As the close begins, the runner claims nothing more; the jobs in hand finish beside the
    // requests in flight (at most the shutdown grace, then their leases are given back), and the
    // database closes after both: onClose hooks run last-registered first, and this one is
    // registered after the database's.
    let jobsStopped: Promise<void> = Promise.resolve();
    app.addHook("preClose", async () => {
      jobsStopped = app.jobs.stop(config.shutdownGraceMs);
    });
    app.addHook("onClose", async () => jobsStopped);
  }

  return app;
}
