/** The queries on a product's photos for staff: add one at the end, find, order and remove them. */
import { and, asc, count, eq, max } from "drizzle-orm";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { cataloguePhotos } from "./tables.ts";

export type PhotoRow = typeof cataloguePhotos.$inferSelect;

/** The product's photos in their order. */
export const photosOfProduct = (scope: TenantScope, productId: string): Promise<PhotoRow[]> =>
  scope
    .select()
    .from(cataloguePhotos)
    .where(eq(cataloguePhotos.productId, productId))
    .orderBy(asc(cataloguePhotos.position), asc(cataloguePhotos.id));

/** How many photos the product has and the position after its last. */
export async function photoCount(scope: TenantScope, productId: string) {
  const [row] = await scope
    .select({ n: count(), last: max(cataloguePhotos.position) })
    .from(cataloguePhotos)
    .where(eq(cataloguePhotos.productId, productId));
  return { count: row?.n ?? 0, next: row?.last === null || row?.last === undefined ? 0 : row.last + 1 };
}

export const insertPhoto = (scope: TenantScope, productId: string, url: string, position: number) =>
  scope.insertOne(cataloguePhotos, { productId, url, position });

const photoWhere = (productId: string, photoId: string) =>
  and(eq(cataloguePhotos.id, photoId), eq(cataloguePhotos.productId, productId));

/** One photo of the product; a 404 for another product's or club's. */
export const photoRow = (scope: TenantScope, productId: string, photoId: string): Promise<PhotoRow> =>
  scope.getOne(cataloguePhotos, photoWhere(productId, photoId));

export const setPhotoPosition = (scope: TenantScope, productId: string, photoId: string, position: number) =>
  scope.updateOne(cataloguePhotos, photoWhere(productId, photoId), { position });

/** Removes one photo's row; a 404 when it is not the product's. */
export const deletePhoto = (scope: TenantScope, productId: string, photoId: string) =>
  scope.deleteSome(cataloguePhotos, photoWhere(productId, photoId));
