/**
 * Profile photos: the bytes must really be an image of an accepted type (judged by their
 * magic numbers, not the declared type), stored under MEDIA_DIR and served under /media.
 */
import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { PROFILE_PHOTO_TYPES } from "@crest/domain";
import { AppError } from "../../lib/errors.ts";

type PhotoType = (typeof PROFILE_PHOTO_TYPES)[number];

const EXTENSION: Record<PhotoType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
};

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image type the bytes actually hold, or null. */
export function sniffImageType(bytes: Buffer): PhotoType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "image/gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  return null;
}

const PHOTO_FOLDER = "profile-photos";

/** Checks and writes a photo; answers its /media path. 415 for anything but an accepted image. */
export async function storeProfilePhoto(
  mediaDir: string,
  companyId: string,
  declaredType: string,
  bytes: Buffer,
): Promise<string> {
  const actual = sniffImageType(bytes);
  if (!actual || !(PROFILE_PHOTO_TYPES as readonly string[]).includes(declaredType)) {
    throw new AppError("unsupported_media_type", {
      details: [{ field: "file", details: "Please upload a JPEG, PNG, WebP or GIF image" }],
    });
  }
  const folder = path.join(path.resolve(mediaDir), PHOTO_FOLDER, companyId);
  await mkdir(folder, { recursive: true });
  const name = `${randomBytes(16).toString("hex")}.${EXTENSION[actual]}`;
  await writeFile(path.join(folder, name), bytes);
  return `/media/${PHOTO_FOLDER}/${companyId}/${name}`;
}

/** Removes a photo this feature stored; anything else (demo art, external URLs) is left alone. */
export async function removeProfilePhoto(mediaDir: string, mediaPath: string | null): Promise<void> {
  const prefix = `/media/${PHOTO_FOLDER}/`;
  if (!mediaPath?.startsWith(prefix)) return;
  const root = path.resolve(mediaDir, PHOTO_FOLDER);
  const file = path.resolve(root, mediaPath.slice(prefix.length));
  if (!file.startsWith(`${root}${path.sep}`)) return;
  await rm(file, { force: true });
}
