/**
 * `npm run restore -- <backup folder>`: a backup made by `npm run backup` into DATA_DIR, which
 * must hold no database yet (a new machine, or the old folder moved aside) and no running
 * server. The server migrates it at its next start, as after an upgrade. PostgreSQL is
 * restored with pg_restore (docs/operations.md, "Backups").
 */
import { cpSync, existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { backupSocketOf } from "./lib/backup-socket.ts";

process.umask(0o077);
const config = loadConfig();
const from = process.argv[2];
const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};
if (!from) fail("Usage: npm run restore -- <backup folder> (DATA_DIR says where to)");
if (config.databaseUrl)
  fail("DATABASE_URL is set: restore PostgreSQL with pg_restore (docs/operations.md, Backups).");
const backup = path.resolve(String(from));
const tarball = path.join(backup, "pglite.tar.gz");
if (!existsSync(tarball)) fail(`${tarball} not found: not a folder made by npm run backup`);
const target = path.join(config.dataDir, "pglite");
if (existsSync(backupSocketOf(config.dataDir))) fail(`A server runs on ${config.dataDir}: stop it first.`);
if (existsSync(target) && readdirSync(target).length > 0)
  fail(`${path.resolve(target)} already holds a database: restore into a new DATA_DIR, or move it aside.`);

const database = await openDatabase({
  dataDir: config.dataDir,
  initialData: new Blob([readFileSync(tarball)]),
});
try {
  await database.ping();
} finally {
  await database.close();
}
const media = path.join(backup, "media");
if (existsSync(media)) cpSync(media, config.mediaDir, { recursive: true });
console.log(
  `Restored ${backup} into ${path.resolve(config.dataDir)}${existsSync(media) ? " (with its media)" : ""}.`,
);
