/**
 * POST /api/account/perks/vouchers/{id}/redeem (issue 27 item 3): a voucher or offer the member
 * holds goes on their open cart, where the discount source takes its value off what it applies
 * to; the order that pays uses it. Asked again, it stays on the (same) cart.
 */
import { passUsable, type RedeemResult } from "@crest/domain";
import { AppError } from "../../lib/errors.ts";
import { customerIdOf, inTransaction, type ServiceContext } from "../../platform/service-context.ts";
import { openCartFor } from "../cart/index.ts";
import { actorLabel } from "./actor-label.ts";
import { changePass, heldPass, recordPassEvent } from "./repository.ts";
import { onePassView } from "./views.ts";

/** Puts the pass on the member's cart; answers it as they now see it. */
export async function redeemVoucher(context: ServiceContext, passId: string): Promise<RedeemResult> {
  const customerId = customerIdOf(context);
  const now = new Date();
  const row = await inTransaction(context, async (tx) => {
    const held = await heldPass(tx.scope, customerId, passId);
    if (!held || held.definition.kind === "guest_pass") throw new AppError("not_found");
    if (!passUsable(held.pass, now)) throw new AppError("perk_not_usable");
    // Locked, as a checkout locks it: a redemption during a checkout waits for it to end, then
    // finds the member's next cart, instead of landing, unapplied, on the one being closed.
    const cart = await openCartFor(tx.scope, customerId, true);
    if (held.pass.cartId === cart.id) return held;
    const moved = await changePass(
      tx.scope,
      passId,
      { usableAt: now, ownerId: customerId },
      { cartId: cart.id },
    );
    if (!moved) throw new AppError("perk_not_usable");
    await recordPassEvent(tx.scope, {
      passId,
      action: "put_in_cart",
      actor: actorLabel(tx),
      detail: { cartId: cart.id },
    });
    return { pass: moved, definition: held.definition };
  });
  return {
    pass: await onePassView(context.scope, row.pass, row.definition, now),
    message: row.definition.name,
  };
}
