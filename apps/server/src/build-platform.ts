/**
 * Where the platform's services are built, once per app: the one place that chooses each
 * contract's implementation (platform/: tenant, limits, mail, media, jobs) from the config and
 * the features' manifests. `app.ts` calls it and hands the result to Fastify; services reach
 * it as `context.platform`. It opens nothing itself: the database handle is given, and
 * `listen` starts the change notifications (its answer stops them).
 */
import { randomUUID } from "node:crypto";
import { getTableColumns, getTableName, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "./config.ts";
import type { WatchedTable } from "./db/change-notifications.ts";
import type { DatabaseHandle } from "./db/client.ts";
import { TenantScope } from "./db/tenant-scope.ts";
import { CartItems } from "./features/cart/index.ts";
import { CONFIG_CHANNEL, createTenantResolver, type TenantResolver } from "./features/config/index.ts";
import { companiesOfUser, issueNetworkSwitch, redeemNetworkSwitch } from "./features/customers/index.ts";
import { createJobRunner, type JobRunner } from "./features/jobs/index.ts";
import { createLimits, createSignInGuard } from "./features/limits/index.ts";
import { createMailSender, type MailTransport } from "./features/mail/index.ts";
import { localMediaStore, postgresMediaStore, s3MediaStore } from "./features/media/index.ts";
import type { Clock } from "./lib/clock.ts";
import { ClubReads } from "./platform/club-reads.ts";
import { embeddedMaintenanceJob } from "./platform/embedded-maintenance.ts";
import type { FeatureManifest } from "./platform/feature.ts";
import { housekeepingJob } from "./platform/housekeeping.ts";
import type { JobInfo } from "./platform/jobs.ts";
import { factsOfLinesAlone } from "./platform/line-facts.ts";
import type { PlatformServices } from "./platform/platform-services.ts";
import { MAX_PUBSUB_PAYLOAD_BYTES, type PubSub } from "./platform/pub-sub.ts";
import type { ServiceContext } from "./platform/service-context.ts";
import { createStandingLoader } from "./platform/standing.ts";

/** The database announces changes to what a signed-in customer is on this channel. */
export const ACCOUNT_CHANNEL = "crest_account_changed";
/** ...and changes to a club's cached reads (`area:company_id`) on this one. */
export const CLUB_READS_CHANNEL = "crest_club_reads_changed";

const JOB_POLL_MS = 1_000;

export interface PlatformBuild {
  services: PlatformServices;
  /** The tenant cache the tenant plugin resolves Hosts with. */
  tenants: TenantResolver;
  /** Starts hearing config and account changes from every instance; answers how to stop. */
  listen(): Promise<() => Promise<void>>;
  /** The job runner of the manifests' jobs and housekeeping, once the contexts can be made. */
  jobRunner(
    contextFor: (companyId: string, job: JobInfo) => Promise<ServiceContext>,
    log: FastifyBaseLogger,
  ): JobRunner;
  /** Closes what the services opened (the SMTP pool). */
  close(): void;
}

/** Builds every platform service of an app from its config, database and features. */
export function buildPlatformServices(options: {
  config: AppConfig;
  handle: DatabaseHandle;
  features: readonly FeatureManifest[];
  clock: Clock;
  mailTransport?: MailTransport | undefined;
  /** Wakes the app's job workers (built after the services: jobs run with them). */
  wakeJobs(): void;
}): PlatformBuild {
  const { config, handle, features, clock } = options;
  // Rows that shape a signed-in customer: the database announces their changes.
  const accountSources = features.flatMap((feature) => feature.accountChanges ?? []);
  const accountListeners: ((customerId: string | null) => void)[] = [];
  const clubReads = new ClubReads(features.flatMap((feature) => feature.cachedReads ?? []));
  const tellAccountListeners = (customerId: string | null) => {
    for (const listener of accountListeners) listener(customerId);
  };

  const pubsub: PubSub = {
    async publish(scope, channel, payload) {
      if (Buffer.byteLength(payload) > MAX_PUBSUB_PAYLOAD_BYTES)
        throw new Error(`${channel}: payload too large`);
      // In the caller's transaction, if any: sent when it commits (TenantScope.executorOf).
      await TenantScope.executorOf(scope).execute(sql`select pg_notify(${channel}, ${payload})`);
    },
    subscribe: (channel, onMessage, onReconnect) => handle.listen(channel, onMessage, onReconnect),
  };
  const tenants = createTenantResolver(handle, config.defaultDomain);
  const limits = createLimits(handle.db, clock);
  const media =
    config.mediaStore === "postgres"
      ? postgresMediaStore(handle.db)
      : config.mediaStore === "s3" && config.s3
        ? s3MediaStore(config.s3)
        : localMediaStore(config.mediaDir);
  const mail = createMailSender({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    connections: config.jobConcurrency,
    ...(options.mailTransport ? { transport: options.mailTransport } : {}),
  });
  const services: PlatformServices = {
    config,
    tenants,
    network: {
      // In the caller's transaction, if any: see TenantScope.executorOf.
      companiesOfUser: (scope, userId, companyIds) =>
        companiesOfUser(TenantScope.executorOf(scope), userId, companyIds),
      issueSwitch: (scope, pass) => issueNetworkSwitch(TenantScope.executorOf(scope), pass),
      redeemSwitch: (scope, redemption) => redeemNetworkSwitch(TenantScope.executorOf(scope), redemption),
    },
    mail,
    limits,
    media,
    signInGuard: createSignInGuard(limits, { delayUnitMs: config.signInDelayUnitMs }),
    standing: createStandingLoader(features.flatMap((feature) => feature.accountFacet ?? [])),
    clubReads,
    accountChanges: { subscribe: (handler) => accountListeners.push(handler) },
    onWrite: (table, operation, companyId, columns) => {
      clubReads.written(table, companyId, operation === "UPDATE" ? columns : undefined);
      if (!accountSources.some((source) => source.table === table && source.on.includes(operation))) return;
      tellAccountListeners(null);
    },
    cartItems: new CartItems(features.flatMap((feature) => feature.cartItems ?? [])),
    discountSources: features.flatMap((feature) => feature.discountSources ?? []),
    lineFacts: features.find((feature) => feature.lineFacts)?.lineFacts ?? factsOfLinesAlone,
    jobs: { wake: options.wakeJobs },
    pubsub,
  };

  return {
    services,
    tenants,
    async listen() {
      // A listener that lost its connection hears nothing until it is back: then everything its
      // notifications would have invalidated goes.
      const stopConfig = await pubsub.subscribe(
        CONFIG_CHANNEL,
        () => tenants.invalidate(),
        () => tenants.invalidate(),
      );
      const stopAccounts = await pubsub.subscribe(
        ACCOUNT_CHANNEL,
        (customerId) => tellAccountListeners(customerId || null),
        () => tellAccountListeners(null),
      );
      const stopClubReads = await pubsub.subscribe(
        CLUB_READS_CHANNEL,
        (payload) => clubReads.announced(payload),
        () => clubReads.announced(null),
      );
      return async () => {
        await stopConfig();
        await stopAccounts();
        await stopClubReads();
      };
    },
    jobRunner(contextFor, log) {
      const definitions = [
        ...features.flatMap((feature) => feature.jobs ?? []),
        housekeepingJob(features.flatMap((feature) => feature.sweeps ?? [])),
        ...(handle.kind === "pglite" ? [embeddedMaintenanceJob()] : []),
      ].filter((definition) => definition.enabled?.(services) ?? true);
      return createJobRunner({
        platformDb: handle.db,
        definitions,
        contextFor,
        log,
        instanceId: randomUUID(),
        concurrency: config.jobConcurrency,
        pollMs: JOB_POLL_MS,
      });
    },
    close: () => mail?.close(),
  };
}

/**
 * The change-notification triggers of the manifests (installed with the migrations): their
 * account sources on ACCOUNT_CHANNEL, their cached reads on CLUB_READS_CHANNEL, and the rows
 * their own caches are computed from on their own channels.
 */
export const changeTriggers = (features: readonly FeatureManifest[]): WatchedTable[] => [
  ...features
    .flatMap((feature) => feature.accountChanges ?? [])
    .map((source) => ({
      channel: ACCOUNT_CHANNEL,
      table: getTableName(source.table),
      announce: { column: source.customerColumn.name },
      operations: source.on,
    })),
  ...features
    .flatMap((feature) => feature.cachedReads ?? [])
    .flatMap(({ area, tables, ignoredColumns = [] }) =>
      tables.map((table) => {
        const columns = Object.values(getTableColumns(table));
        const compared = columns
          .filter((column) => !ignoredColumns.includes(column))
          .map((column) => column.name);
        return {
          channel: CLUB_READS_CHANNEL,
          table: getTableName(table),
          announce: compared.length < columns.length ? { area, compared } : { area },
          operations: ["INSERT", "UPDATE", "DELETE"] as const,
        };
      }),
    ),
  ...features
    .flatMap((feature) => feature.rowChanges ?? [])
    .map((source) => ({
      channel: source.channel,
      table: getTableName(source.table),
      announce: { column: source.column.name },
      operations: source.on,
    })),
];
