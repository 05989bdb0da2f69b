/**
 * Where survey files live: MEDIA_DIR/private/survey-uploads/{companyId}/{random}.{ext}, out of
 * the public /media route, served only by the surveys' own download routes. Every storage call
 * of the feature goes through these three functions, so moving files behind a store interface
 * (S3 and the like) changes this file only.
 */
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { privateMediaRoot } from "../../lib/private-media.ts";

const FOLDER = "survey-uploads";
const KEY = /^survey-uploads\/[0-9a-f-]{36}\/[0-9a-f]{32}\.[a-z0-9]{1,5}$/;

function fileOf(mediaDir: string, key: string): string {
  if (!KEY.test(key)) throw new Error(`Not a survey upload key: ${key}`);
  return path.join(privateMediaRoot(mediaDir), key);
}

/** Writes a file; answers its key (what the row keeps). */
export async function storeSurveyFile(
  mediaDir: string,
  companyId: string,
  bytes: Uint8Array,
  extension: string,
): Promise<string> {
  const key = `${FOLDER}/${companyId}/${randomBytes(16).toString("hex")}.${extension}`;
  const file = fileOf(mediaDir, key);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes, { flag: "wx" });
  return key;
}

export const readSurveyFile = (mediaDir: string, key: string): Promise<Buffer> =>
  readFile(fileOf(mediaDir, key));

/** Removes stored files (the undo of storing them); a file already gone is no error. */
export async function removeSurveyFiles(mediaDir: string, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => rm(fileOf(mediaDir, key), { force: true })));
}
