/** The catalogue's resource for the tenant-isolation sweep: a product of the club's shop. */
import type { IsolationFixture } from "../../platform/feature.ts";
import { insertProduct } from "./repository.ts";

export const catalogueIsolationFixture: IsolationFixture = {
  create: async (context) => {
    const product = await insertProduct(context.scope, {
      name: "Isolation product",
      priceCents: 1000,
      hasInventory: true,
      onHand: 2,
    });
    return { params: { productId: product.id } };
  },
};
