/**
 * A step of the flows that take a free item without the cart (register-for-event.ts,
 * book-express.ts): the held line becomes a zero-amount order (no payment) with its one item, and
 * its provider fulfils it; the item keeps what was created. Runs in the caller's transaction,
 * after the provider's hold.
 */
import { randomUUID } from "node:crypto";
import type { Order, OrderItemFulfilment } from "@crest/domain";
import type { AnyCartItemProvider, Buyer, ItemDescription, ProviderLine } from "../features/cart/index.ts";
import { insertOrder, orderView, setItemFulfilment } from "../features/orders/index.ts";
import type { ServiceContext } from "../platform/service-context.ts";

/** The held line as a paid-for zero-amount order; answers the order (its id, its view) and what was created. */
export async function placeZeroAmountOrder(
  tx: ServiceContext,
  input: {
    provider: AnyCartItemProvider;
    line: ProviderLine;
    item: ItemDescription;
    buyer: Buyer;
    /** The order's type ("registration", "booking") and the prefix of its idempotency key. */
    type: string;
    keyPrefix: string;
    /** The order's whole idempotency key, when the caller was given one; else the prefix and the order's id. */
    idempotencyKey?: string;
  },
): Promise<{ orderId: string; fulfilment: OrderItemFulfilment; order: Order }> {
  const { provider, line, item, buyer } = input;
  const orderId = randomUUID();
  const { order, items } = await insertOrder(
    tx.scope,
    {
      id: orderId,
      customerId: buyer.customerId,
      idempotencyKey: input.idempotencyKey ?? `${input.keyPrefix}:${orderId}`,
      status: "processing",
      type: input.type,
      subTotal: 0,
      discountTotal: 0,
      taxTotal: 0,
      shippingTotal: 0,
      total: 0,
      charge: 0,
      paidAt: new Date(),
    },
    [
      {
        type: provider.type,
        kind: provider.kind,
        ref: line.ref,
        lineData: line.data,
        title: item.title,
        description: item.description,
        photo: item.photo,
        productAttribute: item.attributeLabel,
        quantity: line.quantity,
        priceEach: 0,
        subTotal: 0,
        total: 0,
      },
    ],
  );
  const orderItemId = items[0]?.id ?? "";
  const { recorded, ...fulfilment } = await provider.fulfil(tx, line, { orderId, orderItemId, buyer });
  if (!recorded) await setItemFulfilment(tx.scope, orderItemId, fulfilment);
  return {
    orderId,
    fulfilment,
    order: orderView(
      order,
      items.map((row) => ({ ...row, fulfilment })),
    ),
  };
}
