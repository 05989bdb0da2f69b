/**
 * A cart line's way through checkout and after, through its provider: holding what a line no
 * longer holds, fulfilling it when paid, and an ordered line's cancellation policy and cancel
 * (the cancel-one-line flow calls these for every kind of item).
 */
import type { CancellationPolicy } from "@crest/domain";
import type {
  AnyCartItemProvider,
  Buyer,
  CancelRequest,
  Fulfilled,
  FulfilmentTarget,
  OrderedLine,
} from "../../platform/cart-item-provider.ts";
import type { ServiceContext } from "../../platform/service-context.ts";
import type { SnapshotLine } from "./cart-snapshot.ts";
import { refusalError } from "./refusal-error.ts";

/** An ordered line as its order item stores it: the provider's kind, and its ref and data as stored. */
export type OrderedItem = OrderedLine & { kind: string };

const orderedLineOf = (provider: AnyCartItemProvider, item: OrderedItem): OrderedLine => ({
  ...item,
  ref: provider.refSchema.parse(item.ref),
  data: provider.dataSchema.parse(item.data),
});

/**
 * Holds the units a line no longer holds (its hold ran out), in the caller's transaction; the
 * provider's refusal is the member's error. Answers whether it held anything.
 */
export async function holdRest(context: ServiceContext, line: SnapshotLine, buyer: Buyer): Promise<boolean> {
  const missing = line.row.quantity - line.row.heldQuantity;
  if (missing <= 0) return false;
  const refusal = await line.provider.hold(context.scope, line.line, buyer, missing);
  if (refusal) throw refusalError(refusal, line.item.title);
  return true;
}

/** A paid line becomes what was bought, in the order's transaction; answers what it created. */
export const fulfilLine = (
  context: ServiceContext,
  line: SnapshotLine,
  target: FulfilmentTarget,
): Promise<Fulfilled> => line.provider.fulfil(context, line.line, target);

/** Whether `request.by` may cancel `request.units` of an ordered line now, until when, and the fee (its provider's policy). */
export async function cancellationOf(
  context: ServiceContext,
  item: OrderedItem,
  request: CancelRequest,
): Promise<CancellationPolicy> {
  const provider = context.platform.cartItems.of(item.kind);
  return provider.cancellation(context.scope, orderedLineOf(provider, item), request);
}

/** Cancels `units` of an ordered line through its provider, freeing their capacity (in the caller's transaction). */
export async function cancelOrdered(
  context: ServiceContext,
  item: OrderedItem,
  units: number,
): Promise<void> {
  const provider = context.platform.cartItems.of(item.kind);
  await provider.cancel(context, orderedLineOf(provider, item), units);
}
