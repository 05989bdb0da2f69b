/**
 * Vouchers and offers as discount sources (platform/discount-source.ts; issue 27 item 3): a pass
 * the member redeemed into their cart takes its value off the lines it applies to (its
 * product, category, event, reservation; the whole order for none), and nothing while it no
 * longer may (expired, voided, given away, or nothing in the cart it applies to). The order
 * that pays uses it once — one conditional UPDATE, so two checkouts at once use it once — and
 * it is the member's again when the line it discounted is cancelled.
 */
import { linesPerkAppliesTo, passUsable } from "@crest/domain";
import type { DiscountSource } from "../cart/index.ts";
import { actorLabel } from "./actor-label.ts";
import { lineFactsOf } from "./line-facts.ts";
import { changePass, passesOnCart, recordPassEvent } from "./repository.ts";

// Vouchers and offers describe the same cart one after the other, with the lines of one pricing
// (a new array each time the cart is priced): one read of the cart's passes serves both.
const readsOfPricing = new WeakMap<object, ReturnType<typeof passesOnCart>>();
function passesOf(scope: Parameters<typeof passesOnCart>[0], cartId: string, pricing: object) {
  let read = readsOfPricing.get(pricing);
  if (!read) {
    read = passesOnCart(scope, cartId);
    readsOfPricing.set(pricing, read);
  }
  return read;
}

const sourceOf = (kind: "voucher" | "offer"): DiscountSource => ({
  type: kind,
  async describe(scope, cart, lines, now) {
    const onCart = (await passesOf(scope, cart.id, lines)).filter(
      ({ pass, definition }) => definition.kind === kind && pass.ownerId === cart.customerId,
    );
    if (onCart.length === 0) return [];
    const facts = await lineFactsOf(scope, lines);
    return onCart.map(({ pass, definition }) => {
      const lineIds = linesPerkAppliesTo(
        { type: definition.referenceType, id: definition.referenceId },
        facts,
      ).flatMap((index) => (lines[index] ? [lines[index].id] : []));
      const applies = passUsable(pass, now) && lineIds.length > 0;
      return {
        type: kind,
        sourceId: pass.id,
        label: pass.serial,
        message: definition.name,
        terms: applies
          ? {
              kind: definition.valueKind === "percent" ? ("percent" as const) : ("fixed" as const),
              value: definition.value,
            }
          : null,
        lineIds,
      };
    });
  },
  async consume(context, discount, orderId) {
    const now = new Date();
    const holder = context.actor.kind === "customer" ? { ownerId: context.actor.customerId } : {};
    const used = await changePass(
      context.scope,
      discount.sourceId,
      { usableAt: now, ...holder },
      { status: "redeemed", orderId, cartId: null },
    );
    if (!used) return { code: "perk_not_usable", details: discount.label };
    await recordPassEvent(context.scope, {
      passId: used.id,
      action: "used",
      actor: actorLabel(context),
      detail: { orderId, amount: String(discount.amount) },
    });
    return null;
  },
  async restore(context, discount) {
    const restored = await changePass(
      context.scope,
      discount.sourceId,
      { status: "redeemed" },
      { status: "active", orderId: null, cartId: null },
    );
    if (restored)
      await recordPassEvent(context.scope, {
        passId: restored.id,
        action: "restored",
        actor: actorLabel(context),
        detail: { label: discount.label },
      });
  },
});

export const voucherSource = sourceOf("voucher");
export const offerSource = sourceOf("offer");
