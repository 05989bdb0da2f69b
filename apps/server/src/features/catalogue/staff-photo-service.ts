/**
 * Product photos for staff (issue 32 item 2). An upload is re-encoded (lib/reencoded-image.ts:
 * upright, bounded, WebP, no metadata) and stored in the club's media before its row is written;
 * if the row cannot be written the file is removed again (the step's undo). Removing a photo
 * removes its row first and then its file, so a row never points at nothing.
 */
import { randomBytes } from "node:crypto";
import { FIELD_MESSAGES, type PhotoOrder, PRODUCT_PHOTO_LIMIT, type StaffProduct } from "@crest/domain";
import { AppError, NotFoundError } from "../../lib/errors.ts";
import { reencodedImage } from "../../lib/reencoded-image.ts";
import { inTransaction, type ServiceContext } from "../../platform/service-context.ts";
import { mediaKeyOf, type StoredFile } from "../media/index.ts";
import {
  deletePhoto,
  insertPhoto,
  photoCount,
  photoRow,
  photosOfProduct,
  setPhotoPosition,
} from "./staff-photo-repository.ts";
import { staffProductRow } from "./staff-product-repository.ts";
import { getStaffProduct } from "./staff-product-service.ts";

/** Large enough for the shop's product page on a wide screen. */
const LARGEST_SIDE = 1600;
const PHOTO_FOLDER = "product-photos";

/** The store key of a photo this feature stored; null for anything else (demo art, external URLs). */
function ownKey(url: string): string | null {
  const key = mediaKeyOf(url);
  return key && new RegExp(`^club/[0-9a-f-]+/${PHOTO_FOLDER}/[0-9a-f]{32}\\.webp$`).test(key) ? key : null;
}

/**
 * Before an upload is read: the product must be the club's (another club's is a 404 whatever the
 * body) and have room for one more photo.
 */
export async function checkPhotoRoom(context: ServiceContext, productId: string): Promise<void> {
  await staffProductRow(context.scope, productId);
  if ((await photoCount(context.scope, productId)).count >= PRODUCT_PHOTO_LIMIT)
    throw new AppError("conflict", {
      details: [{ field: "file", details: `A product shows at most ${PRODUCT_PHOTO_LIMIT} photos` }],
    });
}

/** POST /admin/api/products/{productId}/photos: the photo re-encoded, stored, and last in the product's list. */
export async function addProductPhoto(
  context: ServiceContext,
  productId: string,
  upload: { declaredType: string; bytes: Buffer },
): Promise<StaffProduct> {
  const { media } = context.platform;
  const image = await reencodedImage(upload.declaredType, upload.bytes, LARGEST_SIDE);
  const key = `club/${context.tenant.companyId}/${PHOTO_FOLDER}/${randomBytes(16).toString("hex")}.webp`;
  // Step 1: store the file. Undo: remove it.
  await media.put(key, { bytes: image, contentType: "image/webp" });
  // Step 2: the product's row for it, after the last photo.
  await inTransaction(context, async (tx) => {
    await staffProductRow(tx.scope, productId);
    await insertPhoto(tx.scope, productId, `/media/${key}`, (await photoCount(tx.scope, productId)).next);
  }).catch(async (error: unknown) => {
    await media.remove(key);
    throw error;
  });
  return getStaffProduct(context, productId);
}

/** GET /admin/api/products/{productId}/photos/{photoId}: the stored image, for staff's preview. */
export async function productPhotoFile(
  context: ServiceContext,
  productId: string,
  photoId: string,
): Promise<StoredFile> {
  const photo = await photoRow(context.scope, productId, photoId);
  const key = mediaKeyOf(photo.url);
  const file = key ? await context.platform.media.get(key) : null;
  if (!file) throw new NotFoundError();
  return file;
}

/** PUT /admin/api/products/{productId}/photos: the product's photos in the order given, each once. */
export async function orderProductPhotos(
  context: ServiceContext,
  productId: string,
  order: PhotoOrder,
): Promise<StaffProduct> {
  await inTransaction(context, async (tx) => {
    await staffProductRow(tx.scope, productId);
    const photos = await photosOfProduct(tx.scope, productId);
    const ids = new Set(order.photoIds);
    if (
      ids.size !== order.photoIds.length ||
      ids.size !== photos.length ||
      photos.some((p) => !ids.has(p.id))
    )
      throw new AppError("invalid_request", {
        details: [{ field: "photoIds", details: FIELD_MESSAGES.value_invalid }],
      });
    for (const [position, photoId] of order.photoIds.entries())
      await setPhotoPosition(tx.scope, productId, photoId, position);
  });
  return getStaffProduct(context, productId);
}

/** DELETE /admin/api/products/{productId}/photos/{photoId}: the row, then the file it pointed at. */
export async function removeProductPhoto(
  context: ServiceContext,
  productId: string,
  photoId: string,
): Promise<StaffProduct> {
  const photo = await photoRow(context.scope, productId, photoId);
  await deletePhoto(context.scope, productId, photoId);
  const key = ownKey(photo.url);
  if (key) await context.platform.media.remove(key);
  return getStaffProduct(context, productId);
}
