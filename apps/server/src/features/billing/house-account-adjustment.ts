/**
 * A manual charge or credit on a member's house account (issue 28 item 6), apart from the rest of
 * staff's billing so a flow may call it through the feature's index (issue 32 item 2: a change of
 * membership plan records its proration here) without the ledger lists' imports.
 */
import { randomUUID } from "node:crypto";
import { FIELD_MESSAGES, type LedgerAdjustment } from "@crest/domain";
import { AppError } from "../../lib/errors.ts";
import { inTransaction, type ServiceContext } from "../../platform/service-context.ts";
import { customerContactOf } from "../customers/index.ts";
import { issueCredit } from "../house-credits/index.ts";
import { applyCredit, houseAccountOwed } from "./adjustment-repository.ts";
import { insertOnce } from "./ledger-repository.ts";
import { ledgerView } from "./ledger-view.ts";
import { refreshOverduePaywall } from "./overdue-paywall-service.ts";

/** What a credit larger than the house account owes does: refused, or the rest kept as house credit. */
type BeyondOwed = "refuse" | "houseCredit";

/**
 * POST /admin/api/billing/members/{id}/adjustments: a manual charge (owed, gathered by the next
 * invoice) or a credit (lowering what the house account owes, oldest charges first), each a
 * ledger row whose description is the reason and the staff user. A credit above what is owed is
 * refused (staff typed too much), unless the caller keeps the rest as a house credit the member
 * spends at checkout (a cheaper plan's proration: value the member paid for and is owed).
 */
export async function adjustHouseAccount(
  context: ServiceContext,
  customerId: string,
  adjustment: LedgerAdjustment,
  beyondOwed: BeyondOwed = "refuse",
) {
  await customerContactOf(context, customerId);
  const by = context.actor.kind === "staff" ? context.actor.name : "";
  const { currency } = context.tenant.config.intl;
  const description = by ? `${adjustment.reason} (${by})` : adjustment.reason;
  const row = await inTransaction(context, async (tx) => {
    const now = new Date();
    const charge = adjustment.kind === "charge";
    // The row first: a second request under the same key waits on its source's unique index,
    // then finds it written and changes nothing (a double click, a retry).
    const written = await insertOnce(tx.scope, {
      source: `${adjustment.kind}:${adjustment.idempotencyKey ? `key:${adjustment.idempotencyKey}` : randomUUID()}`,
      customerId,
      type: adjustment.kind,
      status: charge ? "invoiced" : "processed",
      description,
      amount: adjustment.amount,
      amountDue: charge ? adjustment.amount : 0,
      subTotal: adjustment.amount,
      currency,
      paymentType: "houseAccount",
      chargedAt: now,
      paidAt: charge ? null : now,
    });
    if (!written.created) {
      const same =
        written.row.customerId === customerId &&
        written.row.amount === adjustment.amount &&
        written.row.description === description;
      if (!same) throw new AppError("idempotency_key_reused");
      return written.row;
    }
    if (!charge) {
      const owed = await houseAccountOwed(tx.scope, customerId);
      if (adjustment.amount > owed && beyondOwed === "refuse")
        throw new AppError("invalid_request", {
          details: [{ field: "amount", details: FIELD_MESSAGES.credit_above_owed }],
        });
      const applied = Math.min(adjustment.amount, owed);
      if (applied > 0) await applyCredit(tx.scope, customerId, applied);
      // Issued with the row, so a retry under the same key (which writes no row) issues none.
      if (adjustment.amount > applied)
        await issueCredit(tx.scope, {
          customerId,
          amount: adjustment.amount - applied,
          serial: `CR-${written.row.id.slice(0, 8).toUpperCase()}`,
          referenceType: "ledger",
          referenceId: written.row.id,
        });
      // A credit that settles an overdue invoice lets the member past the paywall at once.
      await refreshOverduePaywall(tx, customerId);
    }
    return written.row;
  });
  return ledgerView(row);
}
