/**
 * Configuration from the environment, validated once at start. Every bad value is reported
 * with its own message, so an operator can fix them all in one go.
 */
import { availableParallelism } from "node:os";
import { z } from "zod";
import { DEVELOPMENT_KEY, parseSecretKey } from "./lib/secret-box.ts";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const urlWithProtocols = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(" or ")}` },
  );

const envSchema = z.object({
  PORT: z.coerce
    .number()
    .int("must be a whole number")
    .min(0)
    .max(65535, "must be at most 65535")
    .default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: urlWithProtocols(["postgres:", "postgresql:"]).optional(),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3_000),
  /** Unset: see defaultPoolSize. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).optional(),
  DATABASE_POOL_WAIT_MS: z.coerce.number().int().min(100).max(120_000).default(30_000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  DATABASE_IDLE_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  DATA_DIR: z.string().min(1).default("./data"),
  MEDIA_DIR: z.string().min(1).optional(),
  PUBLIC_URL: urlWithProtocols(["http:", "https:"]).optional(),
  /** Unset: `local` on the embedded database, `postgres` with DATABASE_URL (see defaultMediaStore). */
  MEDIA_STORE: z.enum(["local", "postgres", "s3"]).optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ENDPOINT: urlWithProtocols(["http:", "https:"]).optional(),
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  DEFAULT_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+(:\d+)?$/i, "must be a host name such as harbor.localhost")
    .default("harbor.localhost"),
  SMTP_URL: urlWithProtocols(["smtp:", "smtps:"]).optional(),
  MAIL_FROM: z.string().min(3).default("Crest <no-reply@crest.example>"),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  WEB_DIST: z.string().optional(),
  SEED_DEMO: z.enum(["true", "false"]).default("true"),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  UPLOAD_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(5 * 1024 * 1024),
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(10),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** /metrics is served only to `Authorization: Bearer <METRICS_TOKEN>`; unset, not at all. */
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  /** OpenTelemetry traces go to this OTLP/HTTP collector; unset, no tracing is loaded at all. */
  OTEL_EXPORTER_OTLP_ENDPOINT: urlWithProtocols(["http:", "https:"]).optional(),
  ALLOW_INSECURE_COOKIES: z.enum(["true", "false"]).default("false"),
  SIGN_IN_DELAY_MS: z.coerce.number().int().min(0).max(10_000).default(250),
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  TRUST_PROXY: z
    .string()
    .refine((value) => parseTrustProxy(value) !== undefined, {
      message:
        "must be false, a number of proxy hops (true means 1), or a comma-separated list of proxy addresses/CIDRs",
    })
    .default("false"),
  /** Seals processor credentials at rest (lib/secret-box.ts): 32 bytes, base64 or hex. */
  CREDENTIALS_KEY: z
    .string()
    .refine((value) => parseSecretKey(value) !== undefined, {
      message: "must be 32 bytes in base64 (44 characters) or hex (64): `openssl rand -base64 32`",
    })
    .optional(),
  /** Older keys, comma-separated: they still open what they sealed until the rotation. */
  CREDENTIALS_KEY_PREVIOUS: z
    .string()
    .refine((value) => value.split(",").every((key) => parseSecretKey(key) !== undefined), {
      message: "must be keys like CREDENTIALS_KEY's, comma-separated",
    })
    .optional(),
  /** Apple Wallet passes (passkit-generator): all five, or none. Paths to PEM files. */
  APPLE_PASS_TYPE_ID: z.string().min(1).optional(),
  APPLE_TEAM_ID: z.string().min(1).optional(),
  APPLE_PASS_CERT_FILE: z.string().min(1).optional(),
  APPLE_PASS_KEY_FILE: z.string().min(1).optional(),
  APPLE_WWDR_CERT_FILE: z.string().min(1).optional(),
  APPLE_PASS_KEY_PASSPHRASE: z.string().min(1).optional(),
  /** Google Wallet save links: the issuer id, and the service account that signs them. */
  GOOGLE_WALLET_ISSUER_ID: z.string().min(1).optional(),
  GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: z.string().min(3).optional(),
  GOOGLE_WALLET_PRIVATE_KEY_FILE: z.string().min(1).optional(),
  /** Headless Chromium for the admin's app screenshot (Debian's chromium; ../shared/STACK.md). */
  CHROMIUM_PATH: z.string().min(1).default("/usr/lib/chromium/chromium"),
});

/**
 * Which proxies may tell us the client's address (X-Forwarded-For). Never "all of them": the
 * client writes the leftmost entries itself. A hop count takes the address that many proxies
 * in from the right; a list trusts exactly those proxies.
 */
export type TrustProxy = false | number | string[];

const CIDR = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]+)(\/\d{1,3})?$/i;

export function parseTrustProxy(value: string): TrustProxy | undefined {
  const trimmed = value.trim().toLowerCase();
  if (trimmed === "false" || trimmed === "0" || trimmed === "") return false;
  if (trimmed === "true") return 1;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const proxies = trimmed.split(",").map((entry) => entry.trim());
  return proxies.every((entry) => CIDR.test(entry)) ? proxies : undefined;
}

/**
 * Where uploads live when MEDIA_STORE is unset. With DATABASE_URL there may be several instances,
 * and a folder on one machine would answer 404 on the others for its uploads: the database,
 * which every instance shares, is the safe default (docs/decisions/platform.md, "Media store
 * defaults"). The embedded database is one process on one machine: its folder.
 */
const defaultMediaStore = (databaseUrl: string | undefined) => (databaseUrl ? "postgres" : "local");

/** Connections per instance for a database elsewhere, whose cores are not known here. */
const REMOTE_POOL_SIZE = 10;

/**
 * Connections per instance when DATABASE_POOL_SIZE is unset. More connections than the database
 * has cores make a burst no faster, and on a machine the database shares they can make it slower:
 * its server processes and the portal take turns on the same cores (docs/operations.md, measured
 * with the drop bench). So a database reached through its Unix socket or a loopback address gets
 * twice this machine's cores, the usual rule for a database's own cores; one elsewhere gets 10,
 * which suits four to five cores.
 */
export function defaultPoolSize(databaseUrl: string | undefined, cores = availableParallelism()): number {
  return databaseUrl && onThisMachine(databaseUrl) ? Math.max(2, 2 * cores) : REMOTE_POOL_SIZE;
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/** Whether the URL reaches the database on this machine (libpq's `host` may name a socket's folder). */
function onThisMachine(databaseUrl: string): boolean {
  const url = new URL(databaseUrl);
  const host = url.searchParams.get("host") ?? url.hostname;
  return host === "" || host.startsWith("/") || LOOPBACK.test(host);
}

export type AppConfig = ReturnType<typeof toConfig>;

function toConfig(env: z.infer<typeof envSchema>) {
  return {
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    /** PostgreSQL waits: getting a connection, one statement, a transaction left idle. */
    databaseTimeouts: {
      connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      poolSize: env.DATABASE_POOL_SIZE ?? defaultPoolSize(env.DATABASE_URL),
      poolWaitMs: env.DATABASE_POOL_WAIT_MS,
      statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionMs: env.DATABASE_IDLE_TRANSACTION_TIMEOUT_MS,
    },
    dataDir: env.DATA_DIR,
    /** Uploaded files, with the local media store; served under /media. */
    mediaDir: env.MEDIA_DIR ?? `${env.DATA_DIR}/media`,
    mediaStore: env.MEDIA_STORE ?? defaultMediaStore(env.DATABASE_URL),
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          forcePathStyle: env.S3_FORCE_PATH_STYLE
            ? env.S3_FORCE_PATH_STYLE === "true"
            : Boolean(env.S3_ENDPOINT),
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    publicUrl: env.PUBLIC_URL,
    defaultDomain: env.DEFAULT_DOMAIN.toLowerCase(),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    sessionSecret: env.SESSION_SECRET,
    sessionDays: env.SESSION_DAYS,
    logLevel: env.LOG_LEVEL,
    isProduction: env.NODE_ENV === "production",
    /** Session cookies without Secure even in production: only for a plain-HTTP trial. */
    allowInsecureCookies: env.ALLOW_INSECURE_COOKIES === "true",
    isTest: env.NODE_ENV === "test",
    webDist: env.WEB_DIST,
    seedDemo: env.SEED_DEMO === "true",
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    uploadLimitBytes: env.UPLOAD_LIMIT_BYTES,
    trustProxy: parseTrustProxy(env.TRUST_PROXY) ?? false,
    /** Background jobs run at once per instance; mail goes over as many SMTP connections. */
    jobConcurrency: env.JOB_CONCURRENCY,
    /**
     * On SIGTERM: how long requests and jobs in flight may take to finish. Past it, requests
     * are cut and jobs' leases given back (server.ts, features/jobs/runner.ts).
     */
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    metricsToken: env.METRICS_TOKEN,
    otlpEndpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT,
    /** The first delay an account under attack adds to each sign-in attempt (it doubles). */
    signInDelayUnitMs: env.SIGN_IN_DELAY_MS,
    /** Customer sign-in attempts per client address per minute (the browser journeys raise it). */
    signInRateLimit: env.SIGN_IN_RATE_LIMIT,
    /**
     * The keys processor credentials are sealed with. Unset, the development key (public: it is
     * in the source), which server.ts warns about in production.
     */
    credentialsKeys: {
      current: (env.CREDENTIALS_KEY && parseSecretKey(env.CREDENTIALS_KEY)) || DEVELOPMENT_KEY,
      previous: (env.CREDENTIALS_KEY_PREVIOUS?.split(",") ?? []).flatMap((key) => parseSecretKey(key) ?? []),
    },
    /** Member card passes; a wallet whose settings are incomplete is not configured (null). */
    walletPasses: {
      apple:
        env.APPLE_PASS_TYPE_ID &&
        env.APPLE_TEAM_ID &&
        env.APPLE_PASS_CERT_FILE &&
        env.APPLE_PASS_KEY_FILE &&
        env.APPLE_WWDR_CERT_FILE
          ? {
              passTypeIdentifier: env.APPLE_PASS_TYPE_ID,
              teamIdentifier: env.APPLE_TEAM_ID,
              certFile: env.APPLE_PASS_CERT_FILE,
              keyFile: env.APPLE_PASS_KEY_FILE,
              wwdrFile: env.APPLE_WWDR_CERT_FILE,
              keyPassphrase: env.APPLE_PASS_KEY_PASSPHRASE,
            }
          : null,
      google:
        env.GOOGLE_WALLET_ISSUER_ID &&
        env.GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL &&
        env.GOOGLE_WALLET_PRIVATE_KEY_FILE
          ? {
              issuerId: env.GOOGLE_WALLET_ISSUER_ID,
              serviceAccountEmail: env.GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL,
              privateKeyFile: env.GOOGLE_WALLET_PRIVATE_KEY_FILE,
            }
          : null,
    },
    /** The Chromium executable the app screenshot launches (503 not_setup when it is missing). */
    chromiumPath: env.CHROMIUM_PATH,
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }
}

/** Reads the environment; throws a ConfigError listing every bad value. Empty strings count as unset. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = envSchema
    .refine((env) => env.MEDIA_STORE !== "s3" || Boolean(env.S3_BUCKET), {
      path: ["S3_BUCKET"],
      message: "is needed when MEDIA_STORE is s3",
    })
    .safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  }
  return toConfig(parsed.data);
}

/** For tests: a config with overrides and no environment. */
export const testConfig = (overrides: Partial<AppConfig> = {}): AppConfig => ({
  ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", SEED_DEMO: "false" }),
  ...overrides,
});
