/**
 * `npm run backup [-- <folder>]`: a consistent copy of the embedded database (PGlite) and the
 * local media store, into a new folder (./backups/crest-<time> by default): `pglite.tar.gz`,
 * `media/` and `backup.json`. While a server runs on DATA_DIR, the copy is asked of it (it is
 * taken between two statements: every write it acknowledged by then is in it); with none
 * running, the data folder is opened here. PostgreSQL is backed up with pg_dump
 * (docs/operations.md, "Backups").
 */
import { cpSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { backupFromServer } from "./lib/backup-socket.ts";

process.umask(0o077);
const config = loadConfig();
if (config.databaseUrl) {
  console.error("DATABASE_URL is set: back PostgreSQL up with pg_dump (docs/operations.md, Backups).");
  process.exit(2);
}

/** The copy from the running server, or from the data folder when no server runs on it. */
async function takeCopy(): Promise<{ tarball: Buffer; takenAt: string; from: string }> {
  const fromServer = await backupFromServer(config.dataDir);
  if (fromServer) return { ...fromServer, from: "the running server" };
  if (!existsSync(path.join(config.dataDir, "pglite"))) {
    console.error(`No database in ${path.resolve(config.dataDir)} (DATA_DIR).`);
    process.exit(1);
  }
  const database = await openDatabase({ dataDir: config.dataDir });
  try {
    const takenAt = new Date().toISOString();
    const dump = await database.dumpDataDir?.();
    if (!dump) throw new Error("the embedded database cannot be copied");
    const tarball = Buffer.from(await dump.arrayBuffer());
    return { tarball, takenAt, from: "the data folder (no server running)" };
  } finally {
    await database.close();
  }
}

const copy = await takeCopy();
const folder = path.resolve(
  process.argv[2] ?? path.join("backups", `crest-${copy.takenAt.replace(/[:.]/g, "-")}`),
);
mkdirSync(folder, { recursive: true });
writeFileSync(path.join(folder, "pglite.tar.gz"), copy.tarball);
// Media after the database: every file a row of the copy names was there before it was taken.
const media = config.mediaStore === "local" && existsSync(config.mediaDir);
if (media) cpSync(config.mediaDir, path.join(folder, "media"), { recursive: true });
writeFileSync(
  path.join(folder, "backup.json"),
  `${JSON.stringify({ takenAt: copy.takenAt, database: "pglite", mediaStore: config.mediaStore, media }, null, 2)}\n`,
);
console.log(
  `Backup of ${path.resolve(config.dataDir)} from ${copy.from}, taken ${copy.takenAt}: ${folder} ` +
    `(database ${(copy.tarball.length / 1024 / 1024).toFixed(1)} MB${media ? ", media" : ""})`,
);
