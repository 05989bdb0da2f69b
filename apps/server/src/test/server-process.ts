/**
 * A real server in a child process, for the tests about the process itself (a kill, a SIGTERM,
 * the compiled build): started on any free port, ready once it prints the address it listens on.
 */
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { testConfig } from "../config.ts";

export const ROOT = path.resolve(import.meta.dirname, "../../../..");

export interface ServerProcess {
  base: string;
  process: ChildProcess;
  /** What it wrote on stdout and stderr. */
  log: string[];
  /** Its exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

/** `node <args>` from the repository's root with `env` over the test's; answers once it listens. */
export async function startServerProcess(args: string[], env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const started = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log: string[] = [];
  started.stdout?.on("data", (chunk: Buffer) => log.push(chunk.toString()));
  started.stderr?.on("data", (chunk: Buffer) => log.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => started.once("exit", resolve));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (started.exitCode !== null) throw new Error(`the server exited: ${log.join("").slice(-2000)}`);
    const base = /running at (http:\/\/[\w.:]+)/.exec(log.join(""))?.[1];
    if (base) return { base, process: started, log, exited };
    if (Date.now() > deadline) throw new Error(`the server did not start: ${log.join("").slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The source server as `npm run dev:server` runs it (tsx). */
export const SOURCE_SERVER = ["--import", "tsx", "apps/server/src/server.ts"];

/**
 * A server's place for a test: PGlite files and media in `folder` (or the database at
 * `databaseUrl`). Answers the config an app built in the test uses on it, and the environment
 * a server process started on it gets (production, without the demo seed).
 */
export function serverPlace(folder: string, databaseUrl: string | undefined) {
  const config = testConfig({
    dataDir: path.join(folder, "data"),
    mediaDir: path.join(folder, "media"),
    webDist: path.join(folder, "no-web-build"),
    databaseUrl,
  });
  const env = {
    DATA_DIR: config.dataDir,
    MEDIA_DIR: config.mediaDir,
    WEB_DIST: config.webDist,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    NODE_ENV: "production",
    ALLOW_INSECURE_COOKIES: "true",
    LOG_LEVEL: "warn",
    SEED_DEMO: "false",
  };
  return { config, env };
}
