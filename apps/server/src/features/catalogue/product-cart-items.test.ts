/** Products through the cart-item contract suite (test/cart-item-contract.ts). */
import { TenantScope } from "../../db/tenant-scope.ts";
import { DEMO } from "../../demo/demo-ids.ts";
import { cartItemContract } from "../../test/cart-item-contract.ts";
import { shopProduct, stockOf } from "../../test/commerce.ts";
import { SIERRA } from "../../test/test-app.ts";

cartItemContract({
  name: "products",
  kind: "products",
  group: "products",
  // A dining item: no delivery to choose, so checkout is add, then pay.
  create: async (app, { places, priceCents, host }) =>
    shopProduct(
      app,
      { type: "fandb", weightGrams: 0, onHand: places, priceCents },
      new TenantScope(app.platformDb, host === SIERRA ? DEMO.sierra.companyId : DEMO.harbor.companyId),
    ),
  bodyItem: (item, quantity) => ({ product_id: item.id, quantity }),
  async capacity(app, item) {
    const { onHand, held } = await stockOf(app, item.id);
    return { held, left: onHand - held };
  },
  full: { code: "sold_out", en: "Sold Out", es: "Agotado" },
  perMemberMax: false,
  createdPerUnit: 0,
  policy: { staff: { canCancel: true, fee: 0 }, member: { canCancel: false, fee: 0 } },
});
