/**
 * A ticket in the holder's phone wallet (issue 25 item 4): the same code the page shows (its
 * serial), the event, when and where. Built and signed by lib/wallet-passes.ts, as membership
 * cards are; only the ticket's holder gets it, and a cancelled ticket is refused.
 */
import type { FastifyReply } from "fastify";
import { AppError } from "../../lib/errors.ts";
import {
  applePass,
  googleWalletLink,
  sendApplePass,
  sendToDeviceWallet,
  type WalletPass,
} from "../../lib/wallet-passes.ts";
import { customerIdOf, type ServiceContext } from "../../platform/service-context.ts";
import { getCustomer } from "../customers/index.ts";
import { getEvent, ticketTypesOf } from "./event-repository.ts";
import { localOf } from "./event-views.ts";
import { getTicket } from "./ticket-repository.ts";

const PASS_FILE = "ticket.pkpass";
const WORDS = {
  en: { when: "When", where: "Where", ticket: "Ticket" },
  es: { when: "Cuándo", where: "Dónde", ticket: "Entrada" },
} as const;

/** The signed-in holder's ticket as a wallet pass. */
async function ticketPass(context: ServiceContext, ticketId: string): Promise<WalletPass> {
  const customerId = customerIdOf(context);
  const ticket = await getTicket(context.scope, ticketId);
  if (ticket.ownerId !== customerId) throw new AppError("not_found");
  if (ticket.status === "cancelled")
    throw new AppError("ticket_cancelled", { details: { details: ticket.serial } });
  const [event, types, holder] = await Promise.all([
    getEvent(context.scope, ticket.eventId),
    ticketTypesOf(context.scope, [ticket.eventId]),
    getCustomer(context.scope, customerId),
  ]);
  const type = types.find((candidate) => candidate.id === ticket.ticketTypeId);
  const words = WORDS[context.language];
  return {
    // The serial changes on a transfer, so a pass the giver saved names a ticket no more.
    id: ticket.serial,
    barcode: ticket.serial,
    style: "eventTicket",
    googleClass: "crest_ticket",
    title: event.title,
    header: `${holder.firstName} ${holder.lastName}`.trim(),
    primary: { key: "event", label: type?.name ?? words.ticket, value: event.title },
    secondary: [
      {
        key: "when",
        label: words.when,
        value: localOf(event.startsAt, event.timezoneId).replace("T", " ").slice(0, 16),
      },
      ...(event.venue ? [{ key: "where", label: words.where, value: event.venue }] : []),
    ],
    auxiliary: [{ key: "ticket", label: words.ticket, value: ticket.serial }],
    backgroundColor: "#1f3a5f",
    foregroundColor: "#ffffff",
    relevantDate: event.startsAt,
  };
}

/** GET /api/account/events/tickets/{id}/wallet-pass: the named wallet's pass, or the device's. */
export async function sendTicketWalletPass(
  context: ServiceContext,
  reply: FastifyReply,
  ticketId: string,
  wallet: "apple" | "google" | undefined,
  userAgent: string | undefined,
) {
  // The ticket first: another club's, or another member's, is a 404 whatever the device.
  const content = await ticketPass(context, ticketId);
  if (wallet === "apple") return sendApplePass(reply, await applePass(context, content), PASS_FILE);
  if (wallet === "google") return reply.redirect(await googleWalletLink(context, content), 303);
  return sendToDeviceWallet(context, reply, userAgent, content, PASS_FILE);
}

/** Where a holder adds the ticket to their wallet; null when the club configured no wallet. */
export function ticketPassLink(context: ServiceContext, ticketId: string): string | null {
  const wallets = context.platform.config.walletPasses;
  return wallets.apple || wallets.google
    ? `${context.publicOrigin}/api/account/events/tickets/${ticketId}/wallet-pass`
    : null;
}
