/**
 * Profile photos. What was uploaded is never kept: the image is decoded and written anew by
 * sharp (libvips), which refuses anything that does not decode as an image (an HTML page
 * behind a PNG header included), turns it upright, bounds its size and drops its metadata
 * (EXIF: camera, place and time). The result is a WebP in the club's private media, served
 * only to people signed in at that club.
 */
import { randomBytes } from "node:crypto";
import { PROFILE_PHOTO_TYPES } from "@crest/domain";
import sharp from "sharp";
import { AppError } from "../../lib/errors.ts";
import { type MediaStore, mediaKeyOf } from "../media/index.ts";

/** Big enough for any screen the portal shows a face on, small enough to load on a phone. */
const LARGEST_SIDE = 1024;
/** Decompression bombs: refuse images of more pixels than any camera takes. */
const MAX_INPUT_PIXELS = 100_000_000;

const notAnImage = () =>
  new AppError("unsupported_media_type", {
    details: [{ field: "file", details: "Please upload a JPEG, PNG, WebP or GIF image" }],
  });

/** The photo re-encoded: upright, at most LARGEST_SIDE, WebP, without metadata. 415 if it is no image. */
export async function reencodePhoto(declaredType: string, bytes: Buffer): Promise<Buffer> {
  if (!(PROFILE_PHOTO_TYPES as readonly string[]).includes(declaredType)) throw notAnImage();
  try {
    const image = sharp(bytes, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS });
    const { format } = await image.metadata();
    if (!format || !["jpeg", "png", "webp", "gif"].includes(format)) throw notAnImage();
    return await image
      .rotate()
      .resize({ width: LARGEST_SIDE, height: LARGEST_SIDE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw notAnImage();
  }
}

const PHOTO_FOLDER = "profile-photos";

/** Re-encodes and stores a photo; answers its /media path. */
export async function storeProfilePhoto(
  media: MediaStore,
  companyId: string,
  declaredType: string,
  bytes: Buffer,
): Promise<string> {
  const photo = await reencodePhoto(declaredType, bytes);
  const key = `club/${companyId}/${PHOTO_FOLDER}/${randomBytes(16).toString("hex")}.webp`;
  await media.put(key, { bytes: photo, contentType: "image/webp" });
  return `/media/${key}`;
}

/** Removes a photo this feature stored; anything else (demo art, external URLs) is left alone. */
export async function removeProfilePhoto(media: MediaStore, mediaPath: string | null): Promise<void> {
  const key = mediaPath ? mediaKeyOf(mediaPath) : null;
  if (key && new RegExp(`^club/[0-9a-f-]+/${PHOTO_FOLDER}/[0-9a-f]{32}\\.webp$`).test(key))
    await media.remove(key);
}
