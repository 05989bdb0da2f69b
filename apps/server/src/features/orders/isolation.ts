/** Orders' resource for the tenant-isolation sweep: one order of the club's demo member, and its item. */
import type { IsolationFixture } from "../../platform/feature.ts";
import { customerIdOf } from "../../platform/service-context.ts";
import { insertOrder } from "./repository.ts";

export const ordersIsolationFixture: IsolationFixture = {
  create: async (context) => {
    const { order, items } = await insertOrder(
      context.scope,
      {
        id: crypto.randomUUID(),
        customerId: customerIdOf(context),
        idempotencyKey: `isolation:${crypto.randomUUID()}`,
        subTotal: 1_000,
        discountTotal: 0,
        taxTotal: 0,
        shippingTotal: 0,
        total: 1_000,
        charge: 1_000,
      },
      [
        {
          type: "product",
          title: "Isolation item",
          quantity: 1,
          priceEach: 1_000,
          subTotal: 1_000,
          total: 1_000,
        },
      ],
    );
    return {
      params: { orderId: order.id, orderItemId: items[0]?.id ?? "" },
      bodies: {
        "POST /admin/api/orders/{orderId}/complete": { how: "shipped" },
        "POST /admin/api/orders/{orderId}/items/{orderItemId}/cancel": {},
      },
    };
  },
};
