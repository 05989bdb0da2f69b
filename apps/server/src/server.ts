/** Starts the portal: config, database, migrations, demo club, then listen. */
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { printDemoLogins, seedDemoIfEmpty } from "./demo/index.ts";

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
  if (config.seedDemo) await seedDemoIfEmpty(app);
  const address = await app.listen({ port: config.port, host: config.host });

  console.log(`\nCrest is running at ${address.replace("0.0.0.0", "localhost")}`);
  if (config.seedDemo) printDemoLogins(app, config.port);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down");
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

void main();
