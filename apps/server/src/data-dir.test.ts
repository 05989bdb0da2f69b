/**
 * The portal as `npm start` runs it keeps members' data from other users of the machine:
 * DATA_DIR and every folder in it 0700, every file 0600 (the embedded database, media).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "crest-modes-")), "data");
afterAll(() => rmSync(path.dirname(dataDir), { recursive: true, force: true }));

function walk(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const full = path.join(folder, entry);
    return statSync(full).isDirectory() ? [full, ...walk(full)] : [full];
  });
}

// The embedded database's folder: the same whichever engine the suite runs on, so once.
describe.skipIf(Boolean(process.env.DATABASE_URL))("DATA_DIR", () => {
  it("is 0700 with files 0600, after a start that created the database and the demo's media", async () => {
    const server = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "server.ts")], {
      env: {
        ...process.env,
        PORT: "0",
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        DATABASE_URL: "",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    await new Promise<void>((resolve, reject) => {
      server.stdout.on("data", (chunk: Buffer) => {
        if (chunk.toString().includes("Crest is running")) resolve();
      });
      server.once("exit", (code) => reject(new Error(`the server exited with ${code}`)));
    });
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));

    const entries = [dataDir, ...walk(dataDir)];
    expect(entries.some((entry) => entry.includes(`${path.sep}pglite${path.sep}`))).toBe(true);
    expect(entries.some((entry) => entry.endsWith("harbor-logo.svg"))).toBe(true);
    const wrong = entries
      .map((entry) => ({ entry, mode: statSync(entry).mode & 0o777, folder: statSync(entry).isDirectory() }))
      .filter(({ mode, folder }) => mode !== (folder ? 0o700 : 0o600))
      .map(({ entry, mode }) => `${path.relative(dataDir, entry) || "."}: ${mode.toString(8)}`);
    expect(wrong).toEqual([]);
  }, 120_000);
});
