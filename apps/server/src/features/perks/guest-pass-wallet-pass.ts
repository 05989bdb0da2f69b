/**
 * A guest pass in a phone wallet (issue 27 item 4): for its holder (a member's guest pass not
 * sent yet) and for its guest (from the link, with its pin, checked and throttled as the link
 * is). The code the desk scans (the definition's scan code, else the serial), the club's pass
 * in its colours, who it is for and until when. Built and signed by lib/wallet-passes.ts, as
 * tickets and membership cards are; a pass that can no longer be used is refused.
 */
import { passUsable } from "@crest/domain";
import type { FastifyReply } from "fastify";
import { AppError } from "../../lib/errors.ts";
import { sendWalletPass, type WalletPass } from "../../lib/wallet-passes.ts";
import { customerIdOf, type ServiceContext } from "../../platform/service-context.ts";
import { getCustomer } from "../customers/index.ts";
import { guestPassOfLink } from "./public-pass-service.ts";
import { getDefinition, heldPass } from "./repository.ts";
import type { PerkDefinitionRow, PerkPassRow } from "./tables.ts";

const PASS_FILE = "guest-pass.pkpass";

/** A day as the club writes it (its language's order), in its time zone. */
const dayOf = (at: Date, timeZone: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { timeZone, dateStyle: "medium" }).format(at);
const WORDS = {
  en: { guestPass: "Guest Pass", guest: "Guest", from: "From", until: "Valid Until", code: "Code" },
  es: { guestPass: "Pase de invitado", guest: "Invitado", from: "De", until: "Válido hasta", code: "Código" },
} as const;

/** The wallet's view of a guest pass: `guest` is who it is for, `from` the member who gave it. */
function guestPassContent(
  context: ServiceContext,
  pass: PerkPassRow,
  definition: PerkDefinitionRow,
  people: { guest: string | null; from: string },
): WalletPass {
  const words = WORDS[context.language];
  const { timezone, locale } = context.tenant.config.intl;
  return {
    // The serial is the pass's, whoever holds it: one wallet pass per guest pass.
    id: pass.serial,
    barcode: definition.scanCode ?? pass.serial,
    style: "eventTicket",
    googleClass: "crest_guest_pass",
    title: definition.name,
    header: people.guest ?? people.from,
    primary: { key: "pass", label: words.guestPass, value: definition.name },
    secondary: [
      ...(people.guest ? [{ key: "guest", label: words.guest, value: people.guest }] : []),
      { key: "from", label: words.from, value: people.from },
    ],
    auxiliary: [
      { key: "code", label: words.code, value: pass.serial },
      ...(pass.expiresOn
        ? [{ key: "until", label: words.until, value: dayOf(pass.expiresOn, timezone, locale) }]
        : []),
    ],
    backgroundColor: definition.backgroundColor,
    foregroundColor: definition.foregroundColor,
    ...(pass.validOn ? { relevantDate: pass.validOn } : {}),
  };
}

const usableOrRefused = (pass: PerkPassRow, now = new Date()) => {
  if (!passUsable({ ...pass, status: pass.status === "transferred" ? "active" : pass.status }, now))
    throw new AppError("perk_not_usable", { details: { details: pass.serial } });
};

const fullName = (customer: { firstName: string; lastName: string }) =>
  `${customer.firstName} ${customer.lastName}`.trim();

/** GET /api/account/perks/guest-passes/{id}/wallet-pass: the holder's guest pass (not sent yet). */
export async function sendHeldGuestPassWalletPass(
  context: ServiceContext,
  reply: FastifyReply,
  passId: string,
  ask: { wallet: "apple" | "google" | undefined; userAgent: string | undefined },
) {
  const customerId = customerIdOf(context);
  // The pass first: another club's, another member's or one sent away is a 404 whatever the device.
  const held = await heldPass(context.scope, customerId, passId);
  if (held?.definition.kind !== "guest_pass") throw new AppError("not_found");
  usableOrRefused(held.pass);
  const holder = fullName(await getCustomer(context.scope, customerId));
  const content = guestPassContent(context, held.pass, held.definition, { guest: null, from: holder });
  return sendWalletPass(context, reply, content, { ...ask, fileName: PASS_FILE });
}

/** GET /api/public/passes/guest-pass/{id}/{pin}/wallet-pass: the guest's pass, from their link. */
export async function sendGuestLinkWalletPass(
  context: ServiceContext,
  reply: FastifyReply,
  link: { passId: string; pin: string },
  ask: { wallet: "apple" | "google" | undefined; userAgent: string | undefined },
) {
  const pass = await guestPassOfLink(context, link.passId, link.pin);
  usableOrRefused(pass);
  const [definition, giver] = await Promise.all([
    getDefinition(context.scope, pass.definitionId),
    getCustomer(context.scope, pass.customerId),
  ]);
  const content = guestPassContent(context, pass, definition, {
    guest: pass.guestName,
    from: fullName(giver),
  });
  return sendWalletPass(context, reply, content, { ...ask, fileName: PASS_FILE });
}
