/**
 * Giving perks away (spec-2 §4, §7; issue 27 items 3 and 4): a transferable voucher or offer to
 * a member of the club (it moves to their perks) or to a guest; a guest pass to a guest. A guest
 * gets a link with a new pin, mailed through the outbox in the same transaction; only the pin's
 * hash is kept. Resending a guest pass makes a new pin, so an older link stops opening.
 */
import {
  FIELD_MESSAGES,
  guestPassListOf,
  type Pass,
  passUsable,
  type TransferGuestPass,
  type TransferPerk,
} from "@crest/domain";
import { AppError } from "../../lib/errors.ts";
import { customerIdOf, inTransaction, type ServiceContext } from "../../platform/service-context.ts";
import { findCustomerByEmail, getCustomer } from "../customers/index.ts";
import { enqueueMail } from "../mail/index.ts";
import { actorLabel } from "./actor-label.ts";
import { requireGuestPasses } from "./guest-pass-flag.ts";
import { newLinkPin, pinHash } from "./pass-secrets.ts";
import { perkMail } from "./perk-mail.ts";
import { changePass, heldPass, passesOfMember, recordPassEvent } from "./repository.ts";
import type { PerkDefinitionRow, PerkPassRow } from "./tables.ts";
import { onePassView } from "./views.ts";

/** Resends of one guest pass allowed per hour (each mails its guest). */
const RESENDS_PER_HOUR = 5;

type Row = { pass: PerkPassRow; definition: PerkDefinitionRow };

const guestLink = (context: ServiceContext, row: Row, pin: string) =>
  row.definition.kind === "guest_pass"
    ? `${context.publicOrigin}/guest-pass/${row.pass.id}/${pin}`
    : `${context.publicOrigin}/guest-vouchers/${row.pass.id}/${pin}`;

async function senderName(context: ServiceContext, customerId: string): Promise<string> {
  const giver = await getCustomer(context.scope, customerId);
  return `${giver.firstName} ${giver.lastName}`.trim();
}

/** Mails a guest their link (a new pin each time) and keeps the pin's hash on the pass. */
async function sendToGuest(
  tx: ServiceContext,
  row: Row,
  guest: { email: string; fullName: string | null },
  from: string,
  action: "transferred" | "resent",
): Promise<PerkPassRow> {
  const pin = newLinkPin();
  const now = new Date();
  const sent = await changePass(
    tx.scope,
    row.pass.id,
    action === "transferred"
      ? { usableAt: now, ownerId: row.pass.ownerId }
      : { status: "transferred", ownerId: null },
    {
      ownerId: null,
      guestEmail: guest.email,
      guestName: guest.fullName,
      pinHash: pinHash(row.pass.id, pin),
      status: "transferred",
      cartId: null,
      ...(action === "transferred" ? { transferredAt: now } : {}),
    },
  );
  if (!sent) throw new AppError("perk_not_usable");
  const mail = perkMail(tx.language, {
    to: "guest",
    from,
    name: row.definition.name,
    club: tx.tenant.config.company.name,
    link: guestLink(tx, row, pin),
    expiresOn: sent.expiresOn,
  });
  await enqueueMail(tx, {
    to: guest.email,
    ...mail,
    kind: `perk_${action === "resent" ? "resend" : "transfer"}`,
  });
  await recordPassEvent(tx.scope, {
    passId: sent.id,
    action,
    actor: actorLabel(tx),
    detail: { to: guest.email },
  });
  return sent;
}

/** POST /api/account/perks/vouchers/{id}/transfer: to a member of the club, or to a guest. */
export async function transferVoucher(
  context: ServiceContext,
  passId: string,
  body: TransferPerk,
): Promise<Pass> {
  const customerId = customerIdOf(context);
  const now = new Date();
  const { pass, definition } = await inTransaction(context, async (tx) => {
    const held = await heldPass(tx.scope, customerId, passId);
    if (!held || held.definition.kind === "guest_pass") throw new AppError("not_found");
    if (!held.definition.transferable) throw new AppError("perk_not_transferable");
    if (!passUsable(held.pass, now)) throw new AppError("perk_not_usable");
    const member = await findCustomerByEmail(tx.scope, body.email);
    if (member?.id === customerId)
      throw new AppError("invalid_request", {
        details: [{ field: "email", details: FIELD_MESSAGES.value_invalid }],
      });
    const from = await senderName(tx, customerId);
    if (!member) {
      const sent = await sendToGuest(
        tx,
        held,
        { email: body.email, fullName: body.fullName ?? null },
        from,
        "transferred",
      );
      return { pass: sent, definition: held.definition };
    }
    const moved = await changePass(
      tx.scope,
      passId,
      { usableAt: now, ownerId: customerId },
      { ownerId: member.id, cartId: null, transferredAt: now },
    );
    if (!moved) throw new AppError("perk_not_usable");
    const mail = perkMail(tx.language, {
      to: "member",
      from,
      name: held.definition.name,
      link: `${tx.publicOrigin}/account/perks`,
    });
    await enqueueMail(tx, { to: member.email, ...mail, kind: "perk_transfer" });
    await recordPassEvent(tx.scope, {
      passId,
      action: "transferred",
      actor: actorLabel(tx),
      detail: { toCustomerId: member.id },
    });
    return { pass: moved, definition: held.definition };
  });
  return onePassView(context.scope, pass, definition);
}

/** POST /api/account/perks/guest-passes/transfer: one available guest pass to a guest. */
export async function transferGuestPass(context: ServiceContext, body: TransferGuestPass): Promise<Pass> {
  requireGuestPasses(context);
  const customerId = customerIdOf(context);
  const now = new Date();
  const { pass, definition } = await inTransaction(context, async (tx) => {
    // Locked, so two sends at once take two different passes (or the second finds none left).
    const mine = await passesOfMember(tx.scope, customerId, ["guest_pass"], "update");
    const available = mine
      .filter(
        ({ pass }) =>
          pass.ownerId === customerId &&
          guestPassListOf({ ...pass, transferredOn: pass.transferredAt }, now) === "available" &&
          passUsable(pass, now),
      )
      .reverse(); // the oldest first: it expires soonest
    const chosen = body.passId ? available.find(({ pass }) => pass.id === body.passId) : available[0];
    if (!chosen) {
      if (body.passId && !mine.some(({ pass }) => pass.id === body.passId)) throw new AppError("not_found");
      throw new AppError(body.passId ? "perk_not_usable" : "no_guest_passes");
    }
    const from = await senderName(tx, customerId);
    const sent = await sendToGuest(
      tx,
      chosen,
      { email: body.email, fullName: body.fullName },
      from,
      "transferred",
    );
    return { pass: sent, definition: chosen.definition };
  });
  return onePassView(context.scope, pass, definition);
}

/** POST /api/account/perks/guest-passes/{id}: the guest's link again, with a new pin. */
export async function resendGuestPass(context: ServiceContext, passId: string): Promise<Pass> {
  requireGuestPasses(context);
  const customerId = customerIdOf(context);
  // Counted outside the transaction: the counters live in the platform's own table.
  const resends = await context.platform.limits.hit(`perks:resend:${customerId}:${passId}`, 3_600_000);
  if (resends.count > RESENDS_PER_HOUR) throw new AppError("rate_limited");
  const { pass, definition } = await inTransaction(context, async (tx) => {
    const sentByMe = (await passesOfMember(tx.scope, customerId, ["guest_pass"])).find(
      ({ pass }) => pass.id === passId && pass.ownerId === null,
    );
    if (!sentByMe?.pass.guestEmail) throw new AppError("not_found");
    if (sentByMe.pass.status !== "transferred") throw new AppError("perk_not_usable");
    const from = await senderName(tx, customerId);
    const sent = await sendToGuest(
      tx,
      sentByMe,
      { email: sentByMe.pass.guestEmail, fullName: sentByMe.pass.guestName },
      from,
      "resent",
    );
    return { pass: sent, definition: sentByMe.definition };
  });
  return onePassView(context.scope, pass, definition);
}
