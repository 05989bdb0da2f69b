/**
 * Backups of the embedded database while the server runs (`npm run backup`). PGlite belongs to
 * one process, so the backup command asks the running server for a copy over a Unix socket in
 * DATA_DIR: the server takes it between two statements (DatabaseHandle.dumpDataDir), which is
 * a consistent cut. The socket is created under the server's umask (0077) in a 0700 folder: only
 * the server's own OS user can connect, and that is the authentication (docs/decisions/
 * platform.md, "Backups of the embedded database").
 */
import { rmSync } from "node:fs";
import { createServer, request } from "node:http";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { DatabaseHandle } from "../db/client.ts";

/** Where the server on `dataDir` answers backup requests. */
export const backupSocketOf = (dataDir: string): string => path.resolve(dataDir, "backup.sock");

/** Serves `GET /backup` on the data folder's socket (PGlite only); answers how to stop. */
export async function serveBackups(
  database: DatabaseHandle,
  dataDir: string,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  if (!database.dumpDataDir || dataDir === "memory://") return async () => {};
  const socket = backupSocketOf(dataDir);
  // A socket file left by a server that died: nothing listens on it any more.
  rmSync(socket, { force: true });
  const server = createServer((incoming, answer) => {
    if (incoming.method !== "GET" || incoming.url !== "/backup") {
      answer.writeHead(404).end();
      return;
    }
    const takenAt = new Date().toISOString();
    database
      .dumpDataDir?.()
      .then(async (tarball) => {
        const bytes = Buffer.from(await tarball.arrayBuffer());
        answer
          .writeHead(200, {
            "content-type": "application/gzip",
            "content-length": bytes.length,
            "x-taken-at": takenAt,
          })
          .end(bytes);
        log.info({ bytes: bytes.length }, "backup taken");
      })
      .catch((error: unknown) => {
        log.error({ err: error }, "backup failed");
        answer.writeHead(500).end(String(error));
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socket, resolve);
  });
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      rmSync(socket, { force: true });
    });
}

/**
 * Asks the server running on `dataDir` for a backup: its tarball and when it was taken, or
 * undefined when no server listens there.
 */
export function backupFromServer(dataDir: string): Promise<{ tarball: Buffer; takenAt: string } | undefined> {
  return new Promise((resolve, reject) => {
    const asked = request(
      { socketPath: backupSocketOf(dataDir), path: "/backup", method: "GET" },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const body = Buffer.concat(chunks);
          if (answer.statusCode !== 200) reject(new Error(`the server could not take a backup: ${body}`));
          else resolve({ tarball: body, takenAt: String(answer.headers["x-taken-at"]) });
        });
      },
    );
    asked.on("error", (error: NodeJS.ErrnoException) =>
      error.code === "ENOENT" || error.code === "ECONNREFUSED" ? resolve(undefined) : reject(error),
    );
    asked.end();
  });
}
