/**
 * /admin/api/products: staff run the club's catalogue (issue 32 item 1) — list and search the
 * products, hidden ones too, create and change them, their variants and their stock. Reads need
 * a viewer, writes a manager (the default levels).
 */
import { defineEndpoint } from "../common/endpoint.ts";
import {
  categoryInputSchema,
  categoryPatchSchema,
  PRODUCT_PHOTO_FIELD,
  photoOrderSchema,
  productInputSchema,
  productPatchSchema,
  staffCategoriesQuerySchema,
  staffCategoryParamsSchema,
  staffCategorySchema,
  staffPhotoParamsSchema,
  staffProductParamsSchema,
  staffProductSchema,
  staffProductsQuerySchema,
  staffVariantParamsSchema,
  staffVariantSchema,
  variantInputSchema,
  variantPatchSchema,
} from "./staff-catalogue.schemas.ts";

const staff = { access: "staff", tags: ["admin", "catalogue"], errors: [400, 401, 403, 404, 409] } as const;

export const staffCatalogueEndpoints = {
  products: defineEndpoint({
    ...staff,
    method: "GET",
    path: "/admin/api/products",
    summary:
      "The club's products, hidden ones too: search by name, filter by category (and its sub-categories), status and type, sorted (paginated)",
    query: staffProductsQuerySchema,
    answer: staffProductSchema.array(),
  }),
  product: defineEndpoint({
    ...staff,
    method: "GET",
    path: "/admin/api/products/:productId",
    summary: "One product with its variants, stock and photos (the editor's)",
    params: staffProductParamsSchema,
    answer: staffProductSchema,
  }),
  createProduct: defineEndpoint({
    ...staff,
    method: "POST",
    path: "/admin/api/products",
    summary: "Add a product to the shop or the dining menu",
    body: productInputSchema,
    answer: staffProductSchema,
    status: 201,
  }),
  editProduct: defineEndpoint({
    ...staff,
    method: "PATCH",
    path: "/admin/api/products/:productId",
    summary: "Change a product; its stock never goes below what members hold in carts (409 stock_below_held)",
    params: staffProductParamsSchema,
    body: productPatchSchema,
    answer: staffProductSchema,
  }),
  addVariant: defineEndpoint({
    ...staff,
    method: "POST",
    path: "/admin/api/products/:productId/variants",
    summary: "Add a variant (a choice of options such as size and colour) with its stock and price",
    params: staffProductParamsSchema,
    body: variantInputSchema,
    answer: staffVariantSchema,
    status: 201,
  }),
  editVariant: defineEndpoint({
    ...staff,
    method: "PATCH",
    path: "/admin/api/products/:productId/variants/:variantId",
    summary: "Change a variant; its stock never goes below what members hold in carts (409 stock_below_held)",
    params: staffVariantParamsSchema,
    body: variantPatchSchema,
    answer: staffVariantSchema,
  }),
  removeVariant: defineEndpoint({
    ...staff,
    method: "DELETE",
    path: "/admin/api/products/:productId/variants/:variantId",
    summary:
      "Remove a variant no cart holds (409 stock_below_held while one does); past orders keep their lines. Answers the product",
    params: staffVariantParamsSchema,
    answer: staffProductSchema,
  }),
  /** Multipart: its body is no JSON, so it has no body schema (the server reads the upload). */
  uploadPhoto: defineEndpoint({
    ...staff,
    method: "POST",
    path: "/admin/api/products/:productId/photos",
    summary: `Add a photo to a product: multipart, one file in the field "${PRODUCT_PHOTO_FIELD}" (JPEG, PNG, WebP or GIF), stored re-encoded as WebP without metadata. Answers the product`,
    params: staffProductParamsSchema,
    answer: staffProductSchema,
    status: 201,
    errors: [...staff.errors, 413, 415],
  }),
  /** The photo as stored: staff have no member session, which the shop's /media address needs. */
  photoFile: defineEndpoint({
    ...staff,
    method: "GET",
    path: "/admin/api/products/:productId/photos/:photoId",
    summary: "A product photo's image (WebP), for the editor's preview",
    params: staffPhotoParamsSchema,
  }),
  orderPhotos: defineEndpoint({
    ...staff,
    method: "PUT",
    path: "/admin/api/products/:productId/photos",
    summary: "Put a product's photos in a new order (the first is the shop's picture). Answers the product",
    params: staffProductParamsSchema,
    body: photoOrderSchema,
    answer: staffProductSchema,
  }),
  removePhoto: defineEndpoint({
    ...staff,
    method: "DELETE",
    path: "/admin/api/products/:productId/photos/:photoId",
    summary: "Remove a product photo, and its file. Answers the product",
    params: staffPhotoParamsSchema,
    answer: staffProductSchema,
  }),
  categories: defineEndpoint({
    ...staff,
    method: "GET",
    path: "/admin/api/categories",
    summary:
      "The club's categories of the shop and the dining menu, hidden ones too, flat with their parents, in their order (paginated)",
    query: staffCategoriesQuerySchema,
    answer: staffCategorySchema.array(),
  }),
  createCategory: defineEndpoint({
    ...staff,
    method: "POST",
    path: "/admin/api/categories",
    summary: "Add a category to the shop or the dining menu, last among its siblings unless placed",
    body: categoryInputSchema,
    answer: staffCategorySchema,
    status: 201,
  }),
  editCategory: defineEndpoint({
    ...staff,
    method: "PATCH",
    path: "/admin/api/categories/:categoryId",
    summary: "Rename, move, order or hide a category (a hidden one leaves the trees with its sub-categories)",
    params: staffCategoryParamsSchema,
    body: categoryPatchSchema,
    answer: staffCategorySchema,
  }),
};
