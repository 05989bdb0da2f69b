/**
 * Builds the Fastify app: plugins, features and the web build. `server.ts` only listens, so
 * tests build a fresh app on a fresh database and use `app.inject`.
 */
import { randomUUID } from "node:crypto";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppConfig } from "./config.ts";
import { type Database, type DatabaseHandle, openDatabase } from "./db/client.ts";
import { runMigrations } from "./db/migrate.ts";
import { CONFIG_CHANNEL, configRoutes, createTenantResolver } from "./features/config/index.ts";
import { mailDeliveryPlugin } from "./features/mail/index.ts";
import { accessPlugin } from "./plugins/access.ts";
import { csrfPlugin } from "./plugins/csrf.ts";
import { errorsPlugin } from "./plugins/errors.ts";
import { healthRoutes } from "./plugins/health.ts";
import { housekeepingPlugin } from "./plugins/housekeeping.ts";
import { openApiPlugin } from "./plugins/openapi.ts";
import { requestContextPlugin, requestIdFrom } from "./plugins/request-context.ts";
import { securityHeadersPlugin } from "./plugins/security-headers.ts";
import { snakeSerializerCompiler } from "./plugins/serializer.ts";
import { tenantPlugin } from "./plugins/tenant.ts";
import { webAppPlugin } from "./plugins/web-app.ts";
import { featureRoutes } from "./routes.ts";

declare module "fastify" {
  interface FastifyInstance {
    appConfig: AppConfig;
    database: DatabaseHandle;
    db: Database;
  }
}

export interface BuildOptions {
  config: AppConfig;
  /** An already-open database (tests share nothing between files, but may reuse one per file). */
  database?: DatabaseHandle;
}

export async function buildApp({ config, database }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === "silent" ? false : { level: config.logLevel },
    genReqId: (request) => requestIdFrom(request.headers["x-request-id"], randomUUID),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(snakeSerializerCompiler);

  const handle =
    database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onConnectionError: (error) => app.log.error({ err: error }, "database connection lost"),
    }));
  await runMigrations(handle);
  app.decorate("appConfig", config);
  app.decorate("database", handle);
  app.decorate("db", handle.db);
  app.decorate("tenants", createTenantResolver(handle, config.defaultDomain));
  const stopListening = await handle.listen(CONFIG_CHANNEL, () => app.tenants.invalidate());
  app.addHook("onClose", async () => {
    await stopListening();
    if (!database) await handle.close();
  });

  await app.register(errorsPlugin);
  await app.register(requestContextPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie, config.sessionSecret ? { secret: config.sessionSecret } : {});
  await app.register(multipart, { limits: { fileSize: config.uploadLimitBytes, files: 1, fields: 10 } });
  await app.register(rateLimit, { global: false });
  await app.register(csrfPlugin);
  await app.register(tenantPlugin);
  await app.register(accessPlugin);
  await app.register(openApiPlugin);

  await app.register(healthRoutes, { database: handle });
  await app.register(configRoutes);
  await app.register(featureRoutes);
  // Tests run delivery themselves (deliverDueMail), so the timer stays off there.
  await app.register(mailDeliveryPlugin, { enabled: !config.isTest });
  await app.register(housekeepingPlugin, { enabled: !config.isTest });
  await app.register(webAppPlugin, { config });

  return app;
}
