/**
 * A step of the flows that take a free item without the cart (register-for-event.ts,
 * book-express.ts): the held line becomes a zero-amount order (no payment) with its one item, and
 * its provider fulfils it; the item keeps what was created. Runs in the caller's transaction,
 * after the provider's hold.
 */
import { randomUUID } from "node:crypto";
import type { OrderItemFulfilment } from "@crest/domain";
import type { AnyCartItemProvider, Buyer, ItemDescription, ProviderLine } from "../features/cart/index.ts";
import { insertOrder, setItemFulfilment } from "../features/orders/index.ts";
import type { ServiceContext } from "../platform/service-context.ts";

/** The held line as a paid-for zero-amount order; answers the order's id and what was created. */
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
  },
): Promise<{ orderId: string; fulfilment: OrderItemFulfilment }> {
  const { provider, line, item, buyer } = input;
  const orderId = randomUUID();
  const { items } = await insertOrder(
    tx.scope,
    {
      id: orderId,
      customerId: buyer.customerId,
      idempotencyKey: `${input.keyPrefix}:${orderId}`,
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
  const fulfilment = await provider.fulfil(tx, line, { orderId, orderItemId, buyer });
  await setItemFulfilment(tx.scope, orderItemId, fulfilment);
  return { orderId, fulfilment };
}
