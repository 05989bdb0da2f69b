/**
 * Uploaded pictures are never kept as sent: the image is decoded and written anew by sharp
 * (libvips), which refuses anything that does not decode as an image (an HTML page behind a PNG
 * header included), turns it upright, bounds its size and drops its metadata (EXIF: camera,
 * place and time). Profile photos and product photos both go through here.
 */
import { FIELD_MESSAGES, PROFILE_PHOTO_TYPES } from "@crest/domain";
import sharp from "sharp";
import { AppError } from "./errors.ts";

/** The types an upload may declare (JPEG, PNG, WebP, GIF). */
export const IMAGE_UPLOAD_TYPES = PROFILE_PHOTO_TYPES;

/** Decompression bombs: refuse images of more pixels than any camera takes. */
const MAX_INPUT_PIXELS = 100_000_000;

const notAnImage = () =>
  new AppError("unsupported_media_type", {
    details: [{ field: "file", details: FIELD_MESSAGES.photo_type }],
  });

/** The image re-encoded: upright, at most `largestSide` on a side, WebP, without metadata. 415 if it is no image. */
export async function reencodedImage(
  declaredType: string,
  bytes: Buffer,
  largestSide: number,
): Promise<Buffer> {
  if (!(IMAGE_UPLOAD_TYPES as readonly string[]).includes(declaredType)) throw notAnImage();
  try {
    const image = sharp(bytes, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS });
    const { format } = await image.metadata();
    if (!format || !["jpeg", "png", "webp", "gif"].includes(format)) throw notAnImage();
    return await image
      .rotate()
      .resize({ width: largestSide, height: largestSide, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw notAnImage();
  }
}
