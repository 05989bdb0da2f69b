/** Starts the portal: config, database, migrations, demo club, then listen. */
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { printDemoLogins, seedDemoIfEmpty } from "./demo/index.ts";
import { serveBackups } from "./lib/backup-socket.ts";
import { DEVELOPMENT_KEY } from "./lib/secret-box.ts";

async function main(): Promise<void> {
  // Everything this process creates (the embedded database, uploaded media) is the portal's
  // alone: folders 0700, files 0600. Members' data is not for other users of the machine.
  process.umask(0o077);
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp({ config });
  if (config.databaseUrl && config.mediaStore === "local")
    app.log.warn(
      "MEDIA_STORE=local on PostgreSQL: uploads stay on this machine, and any other instance answers 404 for them",
    );
  if (config.isProduction && config.credentialsKeys.current.equals(DEVELOPMENT_KEY))
    app.log.warn(
      "CREDENTIALS_KEY is unset: processor credentials are sealed with the development key, which is public (docs/operations.md, Secrets)",
    );
  if (config.seedDemo) await seedDemoIfEmpty(app);
  const address = await app.listen({ port: config.port, host: config.host });

  // `npm run backup` asks this process for a copy of the embedded database (PGlite only).
  const stopBackups = await serveBackups(app.database, config.dataDir, app.log);
  stopOnSignals(app, config.shutdownGraceMs, stopBackups);

  // Said once a signal would shut down cleanly: a SIGTERM right after this line (a script, a
  // test, an orchestrator) must not find the default handler and leave the backup socket behind.
  console.log(`\nCrest is running at ${address.replace("0.0.0.0", "localhost")}`);
  if (config.seedDemo) printDemoLogins(app, config.port);
}

/**
 * SIGTERM (or SIGINT): stop accepting connections, let the requests in flight finish (cut past
 * the grace), stop the job runner (leases given back past the grace), close the database, exit
 * 0. Exit 1 when the requests had to be cut or the close did not end within the grace and 10 s.
 */
function stopOnSignals(app: FastifyInstance, graceMs: number, stopBackups: () => Promise<void>): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down");
    let cut = false;
    setTimeout(() => {
      cut = true;
      app.log.warn(
        { graceMs },
        "requests still in flight after the shutdown grace: closing their connections",
      );
      app.server.closeAllConnections();
    }, graceMs).unref();
    setTimeout(() => process.exit(1), graceMs + 10_000).unref();
    await stopBackups();
    await app.close();
    process.exit(cut ? 1 : 0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

void main();
