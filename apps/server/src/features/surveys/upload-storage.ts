/**
 * Where survey files live: the media store (local folder, PostgreSQL or S3), under
 * `surveys/{companyId}/{random}.{ext}`. No media route serves that prefix (they serve `demo/`
 * and `club/`), so a survey file is reachable only through the surveys' own download routes,
 * which check who asks. Every storage call of the feature goes through these three functions.
 */
import { randomBytes } from "node:crypto";
import type { MediaStore, StoredFile } from "../media/index.ts";

const KEY = /^surveys\/[0-9a-f-]{36}\/[0-9a-f]{32}\.[a-z0-9]{1,5}$/;

/** Writes a file; answers its key (what the row keeps). */
export async function storeSurveyFile(
  media: MediaStore,
  companyId: string,
  file: StoredFile,
  extension: string,
): Promise<string> {
  const key = `surveys/${companyId}/${randomBytes(16).toString("hex")}.${extension}`;
  await media.put(key, file);
  return key;
}

/** A stored file by its key; null when it is not one of ours or is gone. */
export const readSurveyFile = (media: MediaStore, key: string): Promise<StoredFile | null> =>
  KEY.test(key) ? media.get(key) : Promise.resolve(null);

/** Removes stored files (the undo of storing them); a file already gone is no error. */
export async function removeSurveyFiles(media: MediaStore, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.filter((key) => KEY.test(key)).map((key) => media.remove(key)));
}
