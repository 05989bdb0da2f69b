/**
 * /admin/api/products and /admin/api/categories: staff run the club's catalogue (issue 32 items
 * 1 to 3: products, variants, stock, photos, the shop's and the dining menu's categories). The
 * club is the staff session's (`tenant: false`); levels come from the endpoints (reads a viewer, writes a manager).
 */
import {
  staffCatalogueEndpoints as endpoints,
  PRODUCT_PHOTO_FIELD,
  PRODUCT_PHOTO_MAX_BYTES,
} from "@crest/domain";
import type { FastifyInstance } from "fastify";
import { setPaginationHeader } from "../../lib/pagination-header.ts";
import { readSingleUpload } from "../../lib/uploads.ts";
import { route, staffClub } from "../../platform/endpoint-route.ts";
import { createCategory, editCategory, listStaffCategories } from "./staff-category-service.ts";
import {
  addProductPhoto,
  checkPhotoRoom,
  orderProductPhotos,
  productPhotoFile,
  removeProductPhoto,
} from "./staff-photo-service.ts";
import {
  addVariant,
  createProduct,
  editProduct,
  editVariant,
  getStaffProduct,
  listStaffProducts,
  removeVariant,
} from "./staff-product-service.ts";

export async function catalogueStaffRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.products,
    async ({ context, query, reply }) => {
      const { items, totalCount } = await listStaffProducts(context, query);
      setPaginationHeader(reply, query, totalCount);
      return items;
    },
    staffClub,
  );
  route(
    app,
    endpoints.product,
    async ({ context, params }) => getStaffProduct(context, params.productId),
    staffClub,
  );
  route(app, endpoints.createProduct, async ({ context, body }) => createProduct(context, body), staffClub);
  route(
    app,
    endpoints.editProduct,
    async ({ context, params, body }) => editProduct(context, params.productId, body),
    staffClub,
  );
  route(
    app,
    endpoints.addVariant,
    async ({ context, params, body }) => addVariant(context, params.productId, body),
    staffClub,
  );
  route(
    app,
    endpoints.editVariant,
    async ({ context, params, body }) => editVariant(context, params.productId, params.variantId, body),
    staffClub,
  );
  route(
    app,
    endpoints.removeVariant,
    async ({ context, params }) => removeVariant(context, params.productId, params.variantId),
    staffClub,
  );
  route(
    app,
    endpoints.uploadPhoto,
    async ({ context, params, request }) => {
      const limit = Math.min(app.platformServices.config.uploadLimitBytes, PRODUCT_PHOTO_MAX_BYTES);
      await checkPhotoRoom(context, params.productId);
      const upload = await readSingleUpload(request, PRODUCT_PHOTO_FIELD, limit);
      return addProductPhoto(context, params.productId, upload);
    },
    { ...staffClub, schema: { consumes: ["multipart/form-data"] } },
  );
  route(
    app,
    endpoints.photoFile,
    async ({ context, params, reply }) => {
      const file = await productPhotoFile(context, params.productId, params.photoId);
      return reply.type(file.contentType).header("cache-control", "private, max-age=3600").send(file.bytes);
    },
    staffClub,
  );
  route(
    app,
    endpoints.orderPhotos,
    async ({ context, params, body }) => orderProductPhotos(context, params.productId, body),
    staffClub,
  );
  route(
    app,
    endpoints.removePhoto,
    async ({ context, params }) => removeProductPhoto(context, params.productId, params.photoId),
    staffClub,
  );
  route(
    app,
    endpoints.categories,
    async ({ context, query, reply }) => {
      const { items, totalCount } = await listStaffCategories(context, query);
      setPaginationHeader(reply, query, totalCount);
      return items;
    },
    staffClub,
  );
  route(app, endpoints.createCategory, async ({ context, body }) => createCategory(context, body), staffClub);
  route(
    app,
    endpoints.editCategory,
    async ({ context, params, body }) => editCategory(context, params.categoryId, body),
    staffClub,
  );
}
