/**
 * The demo member's order history at Harbor Club: a completed shop order with a cancelled item
 * and a free gift (not listed in the details), a processing dining order, and a failed one.
 */
import { DEMO, DEMO_CUSTOMERS } from "../../demo/demo-ids.ts";
import { type DemoSeed, demoId } from "../../demo/demo-seed.ts";
import { recordPayment } from "../billing/index.ts";
import { demoCardPayment, seedDemoCardPayment } from "../payments/index.ts";
import { commerceOrderItems, commerceOrders } from "./tables.ts";

const day = 86_400_000;

export const ordersDemoSeed: DemoSeed = {
  async run({ scopeFor }) {
    const scope = scopeFor(DEMO.harbor.companyId);
    const customerId = DEMO_CUSTOMERS.member.id;
    const placed = (daysAgo: number) => new Date(Date.now() - daysAgo * day);
    const orders = [
      {
        id: demoId("order:harbor:member:1"),
        status: "completed" as const,
        createdAt: placed(40),
        subTotal: 8_500,
        discountTotal: 0,
        taxTotal: 701,
        shippingTotal: 795,
        total: 9_996,
        shipping: {
          name: "Alex Morgan",
          method: "Ground",
          type: "shipping",
          address: "12 Harbor Way, Newport, RI, 02840, US",
        },
        items: [
          { type: "product" as const, title: "Club Polo - Navy / M", quantity: 1, priceEach: 5_500 },
          { type: "product" as const, title: "Logo Cap", quantity: 1, priceEach: 3_000 },
          {
            type: "product" as const,
            title: "Club Tote",
            quantity: 1,
            priceEach: 2_500,
            status: "cancelled" as const,
          },
          { type: "product" as const, title: "Welcome Sticker", quantity: 1, priceEach: 0 },
        ],
      },
      {
        id: demoId("order:harbor:member:2"),
        status: "processing" as const,
        createdAt: placed(3),
        subTotal: 4_200,
        discountTotal: 630,
        taxTotal: 295,
        shippingTotal: 0,
        total: 3_865,
        shipping: {
          name: "Harbor Clubhouse",
          method: "Pickup",
          type: "pickup",
          address: "1 Marina Drive, Newport, RI",
        },
        items: [{ type: "product" as const, title: "Sunscreen SPF 50", quantity: 2, priceEach: 2_100 }],
      },
      {
        id: demoId("order:harbor:member:3"),
        status: "failed" as const,
        createdAt: placed(1),
        subTotal: 1_800,
        discountTotal: 0,
        taxTotal: 149,
        shippingTotal: 0,
        total: 1_949,
        shipping: null,
        items: [{ type: "product" as const, title: "Gift Card Sleeve", quantity: 1, priceEach: 1_800 }],
      },
    ];
    for (const order of orders) {
      const paid = order.status !== "failed";
      const paymentId = demoId(`payment:${order.id}`);
      if (paid)
        await seedDemoCardPayment(scope, {
          id: paymentId,
          customerId,
          amount: order.total,
          reference: { type: "order", id: order.id },
          description: `Order ${order.id.slice(0, 8)}`,
          paidAt: order.createdAt,
        });
      const [row] = await scope
        .insert(commerceOrders)
        .values({
          id: order.id,
          customerId,
          idempotencyKey: `demo:${order.id}`,
          status: order.status,
          via: "portal",
          subTotal: order.subTotal,
          discountTotal: order.discountTotal,
          taxTotal: order.taxTotal,
          shippingTotal: order.shippingTotal,
          total: order.total,
          charge: paid ? order.total : 0,
          paymentId: paid ? paymentId : null,
          shipping: order.shipping,
          paidAt: paid ? order.createdAt : null,
          createdAt: order.createdAt,
        })
        .returning({ number: commerceOrders.number });
      if (paid)
        await recordPayment(scope, demoCardPayment(paymentId, customerId, order.total, order.createdAt), {
          type: "order",
          orderId: order.id,
          description: `Order #${row?.number}`,
          subTotal: order.subTotal,
          tax: order.taxTotal,
          discount: order.discountTotal,
        });
      await scope.insert(commerceOrderItems).values(
        order.items.map((item, position) => ({
          orderId: order.id,
          type: item.type,
          title: item.title,
          quantity: item.quantity,
          priceEach: item.priceEach,
          subTotal: item.priceEach * item.quantity,
          total: item.priceEach * item.quantity,
          status: "status" in item ? item.status : ("active" as const),
          position,
          createdAt: order.createdAt,
        })),
      );
    }
  },
};
