/** The catalogue's resources for the tenant-isolation sweep: a product of the club's shop, a variant and a photo of it, a category. */
import type { IsolationFixture } from "../../platform/feature.ts";
import { insertProduct } from "./repository.ts";
import { insertCategory } from "./staff-category-repository.ts";
import { insertPhoto } from "./staff-photo-repository.ts";
import { insertVariant } from "./staff-product-repository.ts";

export const catalogueIsolationFixture: IsolationFixture = {
  create: async (context) => {
    const product = await insertProduct(context.scope, {
      name: "Isolation product",
      priceCents: 1000,
      hasInventory: true,
      onHand: 2,
    });
    const variant = await insertVariant(context.scope, {
      productId: product.id,
      attributes: [{ name: "Size", value: "M" }],
      onHand: 1,
      position: 0,
    });
    const photo = await insertPhoto(context.scope, product.id, "/media/demo/isolation-photo.webp", 0);
    const category = await insertCategory(context.scope, { name: "Isolation shelf" });
    return {
      params: { productId: product.id, variantId: variant.id, photoId: photo.id, categoryId: category.id },
      bodies: {
        "PATCH /admin/api/products/{productId}": { name: "Renamed" },
        "POST /admin/api/products/{productId}/variants": { options: [{ name: "Size", value: "L" }] },
        "PATCH /admin/api/products/{productId}/variants/{variantId}": { on_hand: 3 },
        "PUT /admin/api/products/{productId}/photos": { photo_ids: [photo.id] },
        "PATCH /admin/api/categories/{categoryId}": { name: "Renamed" },
      },
    };
  },
};
