/**
 * Profile photos, re-encoded (lib/reencoded-image.ts: upright, bounded, no metadata). The
 * result is a WebP in the club's private media, served only to people signed in at that club.
 */
import { randomBytes } from "node:crypto";
import { reencodedImage } from "../../lib/reencoded-image.ts";
import { type MediaStore, mediaKeyOf } from "../media/index.ts";

/** Big enough for any screen the portal shows a face on, small enough to load on a phone. */
const LARGEST_SIDE = 1024;

/** The photo re-encoded: upright, at most LARGEST_SIDE, WebP, without metadata. 415 if it is no image. */
export const reencodePhoto = (declaredType: string, bytes: Buffer): Promise<Buffer> =>
  reencodedImage(declaredType, bytes, LARGEST_SIDE);

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
