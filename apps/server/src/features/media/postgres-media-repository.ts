/**
 * Media in PostgreSQL: every instance sees every file with nothing more to run. Right for
 * clubs' photos and forms (kilobytes to a few megabytes each); for large volumes use S3.
 * Platform code (keys span clubs): an allowlisted file.
 */
import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { isSafeKey, type MediaStore } from "./media-store.ts";
import { mediaObjects } from "./tables.ts";

export function postgresMediaStore(db: Executor): MediaStore {
  return {
    kind: "postgres",
    async put(key, file) {
      if (!isSafeKey(key)) throw new Error(`not a media key: ${key}`);
      const values = { contentType: file.contentType, size: file.bytes.length, bytes: file.bytes };
      await db
        .insert(mediaObjects)
        .values({ key, ...values })
        .onConflictDoUpdate({ target: mediaObjects.key, set: values });
    },
    async get(key) {
      const [row] = await db
        .select({ bytes: mediaObjects.bytes, contentType: mediaObjects.contentType })
        .from(mediaObjects)
        .where(eq(mediaObjects.key, key));
      return row ?? null;
    },
    async remove(key) {
      await db.delete(mediaObjects).where(eq(mediaObjects.key, key));
    },
  };
}
