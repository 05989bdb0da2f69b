/**
 * A throwaway PostgreSQL server under the script's control (STACK.md recipe, as
 * scripts/with-postgres.sh does for a whole command): start, restart, stop, freeze and thaw,
 * for journeys that need the database to go away and come back.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const isRoot = process.getuid?.() === 0;

function pgBin(): string {
  const base = "/usr/lib/postgresql";
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(a) - Number(b)) : [];
  const latest = versions.at(-1);
  if (!latest) throw new Error("PostgreSQL is not installed (scripts/with-postgres.sh installs it)");
  return path.join(base, latest, "bin");
}

/** Runs a PostgreSQL tool as the postgres user when we are root (initdb refuses root). */
function asPostgres(tool: string, args: string[]): void {
  const command = isRoot ? "runuser" : path.join(pgBin(), tool);
  const fullArgs = isRoot ? ["-u", "postgres", "--", path.join(pgBin(), tool), ...args] : args;
  const result = spawnSync(command, fullArgs, { stdio: ["ignore", "pipe", "pipe"] });
  if (result.status !== 0) throw new Error(`${tool} ${args.join(" ")}: ${result.stderr.toString()}`);
}

export interface Postgres {
  url: string;
  restart(): void;
  stop(): void;
  start(): void;
  /** SIGSTOP the postmaster and every backend: the server holds connections and answers nothing. */
  freeze(): void;
  thaw(): void;
  destroy(): void;
}

export function startPostgres(port: number): Postgres {
  if (isRoot && spawnSync("id", ["postgres"]).status !== 0) {
    execFileSync("useradd", ["--system", "--no-create-home", "postgres"]);
  }
  const folder = mkdtempSync(path.join(tmpdir(), "crest-pg-"));
  if (isRoot) {
    const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"]).toString());
    chownSync(folder, id("-u"), id("-g"));
  }
  const data = path.join(folder, "data");
  asPostgres("initdb", [
    "-D",
    data,
    "-U",
    "postgres",
    "-A",
    "trust",
    "-E",
    "UTF8",
    "--locale=C",
    "--no-sync",
  ]);
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${folder} -c fsync=off -c max_connections=200`;
  const start = () =>
    asPostgres("pg_ctl", [
      "-D",
      data,
      "-l",
      path.join(folder, "server.log"),
      "-w",
      "-t",
      "30",
      "-o",
      options,
      "start",
    ]);
  start();
  const processes = (): number[] => {
    const postmaster = Number(readFileSync(path.join(data, "postmaster.pid"), "utf8").split("\n")[0]);
    const children = spawnSync("pgrep", ["-P", String(postmaster)])
      .stdout.toString()
      .split("\n")
      .filter(Boolean)
      .map(Number);
    return [postmaster, ...children];
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop: () => asPostgres("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]),
    // Stop then start rather than `pg_ctl restart`: restart forgets `-l`, and a server writing
    // to pg_ctl's stdout holds spawnSync's pipe open for as long as it runs.
    restart: () => {
      asPostgres("pg_ctl", ["-D", data, "-m", "fast", "-w", "-t", "30", "stop"]);
      start();
    },
    freeze: () => {
      for (const pid of processes()) process.kill(pid, "SIGSTOP");
    },
    thaw: () => {
      for (const pid of processes()) process.kill(pid, "SIGCONT");
    },
    destroy: () => {
      try {
        asPostgres("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } catch {
        // Already stopped.
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
