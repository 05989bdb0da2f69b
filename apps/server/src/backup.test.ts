/**
 * `npm run backup` and `npm run restore` on the embedded database (issue 33): a backup taken
 * from a running server under a steady stream of writes, restored into a fresh data folder, on
 * which a new server starts and serves every write acknowledged before the backup began (and
 * nothing that was never written). The embedded database only: PostgreSQL is pg_dump's.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "./demo/demo-seed.ts";
import { ROOT, type ServerProcess, SOURCE_SERVER, startServerProcess } from "./test/server-process.ts";

const run = promisify(execFile);
const folder = mkdtempSync(path.join(tmpdir(), "crest-backup-"));
const servers: ServerProcess[] = [];
afterAll(() => {
  for (const server of servers) server.process.kill("SIGKILL");
  rmSync(folder, { recursive: true, force: true });
});

const envFor = (dataDir: string) => ({
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  MEDIA_STORE: "local",
  LOG_LEVEL: "warn",
  SIGN_IN_DELAY_MS: "0",
  WEB_DIST: path.join(folder, "no-web-build"),
});

const start = async (dataDir: string) => {
  const server = await startServerProcess(SOURCE_SERVER, envFor(dataDir));
  servers.push(server);
  return server;
};

const tsx = (script: string, args: string[], dataDir: string) =>
  run(process.execPath, ["--import", "tsx", `apps/server/src/${script}.ts`, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...envFor(dataDir) },
  });

const addressesOf = async (base: string, cookie: string) =>
  (
    (await (await fetch(`${base}/api/account/addresses`, { headers: { cookie } })).json()) as {
      id: string;
      address: string;
    }[]
  ).map((entry) => entry.address);

describe.skipIf(Boolean(process.env.DATABASE_URL))("backup and restore of the embedded database", () => {
  it("restores into a fresh data folder every write acknowledged before the backup, under load", async () => {
    const live = path.join(folder, "live");
    const server = await start(live);
    const login = await fetch(`${server.base}/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "guest@harbor.example", password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";

    // Four writers add addresses without pause; each 201 is an acknowledged write, timed.
    const acknowledged: { address: string; at: number }[] = [];
    let writing = true;
    let next = 0;
    const writer = async () => {
      while (writing) {
        const address = `${++next} Backup Lane`;
        const answer = await fetch(`${server.base}/api/account/addresses`, {
          method: "POST",
          headers: { "content-type": "application/json", cookie },
          body: JSON.stringify({
            first_name: "Ada",
            last_name: "Byron",
            address,
            city: "Newport",
            state: "RI",
            zip_code: "02840",
          }),
        });
        if (answer.status === 201) acknowledged.push({ address, at: Date.now() });
        else throw new Error(`a write failed: ${answer.status} ${await answer.text()}`);
      }
    };
    const writers = Promise.all([writer(), writer(), writer(), writer()]);
    await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(20);

    const backupStartedAt = Date.now();
    const backupFolder = path.join(folder, "backup");
    const backup = await tsx("backup", [backupFolder], live);
    const backupEndedAt = Date.now();
    expect(backup.stdout).toContain("from the running server");
    // The load went on through the backup.
    await expect
      .poll(() => acknowledged.filter((entry) => entry.at > backupEndedAt).length)
      .toBeGreaterThan(0);
    writing = false;
    await writers;
    expect(
      acknowledged.filter((entry) => entry.at > backupStartedAt && entry.at < backupEndedAt).length,
    ).toBeGreaterThan(0);
    expect(readdirSync(backupFolder).sort()).toEqual(["backup.json", "media", "pglite.tar.gz"]);
    expect(JSON.parse(readFileSync(path.join(backupFolder, "backup.json"), "utf8"))).toMatchObject({
      database: "pglite",
      media: true,
    });

    // Restored into a fresh folder (refused into the live one), and served by a new server.
    await expect(tsx("restore", [backupFolder], live)).rejects.toThrow(/A server runs on/);
    const restored = path.join(folder, "restored");
    const restore = await tsx("restore", [backupFolder], restored);
    expect(restore.stdout).toContain("with its media");
    await expect(tsx("restore", [backupFolder], restored)).rejects.toThrow(/already holds a database/);
    const after = await start(restored);
    const addresses = await addressesOf(after.base, cookie);
    const written = new Set(acknowledged.map((entry) => entry.address));
    const beforeBackup = acknowledged
      .filter((entry) => entry.at < backupStartedAt)
      .map((entry) => entry.address);
    expect(beforeBackup.filter((address) => !addresses.includes(address))).toEqual([]);
    // Nothing that was never acknowledged, and not everything: the load went on after the copy.
    const backupLane = addresses.filter((address) => address.endsWith("Backup Lane"));
    expect(backupLane.filter((address) => !written.has(address))).toEqual([]);
    expect(backupLane.length).toBeLessThan(written.size);
    // The demo's media came back with it.
    const logo = await fetch(`${after.base}/media/demo/harbor-logo.svg`);
    expect(logo.status).toBe(200);
  }, 180_000);
});
