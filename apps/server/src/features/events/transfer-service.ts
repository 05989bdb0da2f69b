/**
 * Giving a ticket away (spec-2 §7 PATCH /api/account/events/tickets/{id}/transfer, issue 25):
 * the holder of an active ticket, before the event and when it allows transfers, gives it to a
 * member of the club (found by e-mail) or to a guest, who gets a link to it. The ticket gets a
 * new serial, so the code and link the giver saw open nothing any more.
 */
import { type AccountEventTicket, FIELD_MESSAGES, TOPICS, type TransferTicket } from "@crest/domain";
import { AppError } from "../../lib/errors.ts";
import { customerIdOf, inTransaction, type ServiceContext } from "../../platform/service-context.ts";
import { findCustomerByEmail, getCustomer } from "../customers/index.ts";
import { enqueueMail } from "../mail/index.ts";
import { notify } from "../notifications/index.ts";
import { publishToCustomers } from "../realtime/index.ts";
import { ticketViews } from "./account-event-service.ts";
import { getEvent } from "./event-repository.ts";
import { localOf } from "./event-views.ts";
import { getTicket, moveTicket } from "./ticket-repository.ts";
import { newTicketSerial } from "./ticket-serial.ts";

const WORDING = {
  en: {
    subject: (from: string, event: string) => `${from} sent you a ticket: ${event}`,
    body: (from: string, event: string, when: string, link: string) =>
      `${from} sent you a ticket for ${event}, ${when}.\n\nYour ticket: ${link}`,
  },
  es: {
    subject: (from: string, event: string) => `${from} le envió una entrada: ${event}`,
    body: (from: string, event: string, when: string, link: string) =>
      `${from} le envió una entrada para ${event}, ${when}.\n\nSu entrada: ${link}`,
  },
} as const;

/** PATCH /api/account/events/tickets/{id}/transfer: answers the ticket as the giver now sees it. */
export async function transferTicket(
  context: ServiceContext,
  ticketId: string,
  body: TransferTicket,
): Promise<AccountEventTicket> {
  const customerId = customerIdOf(context);
  const now = new Date();
  const { ticket, event } = await inTransaction(context, async (tx) => {
    const ticket = await getTicket(tx.scope, ticketId);
    if (ticket.customerId !== customerId && ticket.ownerId !== customerId) throw new AppError("not_found");
    const event = await getEvent(tx.scope, ticket.eventId);
    if (
      ticket.ownerId !== customerId ||
      ticket.status !== "active" ||
      !event.settings.transferEnabled ||
      event.status !== "published" ||
      now >= event.startsAt
    )
      throw new AppError("ticket_not_transferable");
    const member = await findCustomerByEmail(tx.scope, body.email);
    if (member?.id === customerId)
      throw new AppError("invalid_request", {
        details: [{ field: "email", details: FIELD_MESSAGES.value_invalid }],
      });
    const serial = newTicketSerial();
    // Conditional on status and holder: a scan or another transfer racing this one wins or loses whole.
    const moved = await moveTicket(tx.scope, {
      ticketId,
      fromOwnerId: customerId,
      toOwnerId: member?.id ?? null,
      guest: member ? null : { email: body.email, name: body.fullName ?? null },
      serial,
      now,
    });
    if (!moved) throw new AppError("ticket_not_transferable");
    // The giver's, the buyer's and a member receiver's open screens refetch once this commits.
    await publishToCustomers(tx, TOPICS.tickets, [customerId, ticket.customerId, member?.id], {
      eventId: event.id,
    });
    const giver = await getCustomer(tx.scope, customerId);
    const from = `${giver.firstName} ${giver.lastName}`.trim();
    // A member finds it among their events; a guest opens it by its serial, without signing in.
    const link = member
      ? `${tx.publicOrigin}/account/event/${event.id}`
      : `${tx.publicOrigin}/guest-tickets/${serial}`;
    const words = WORDING[tx.language];
    await enqueueMail(tx, {
      to: body.email,
      subject: words.subject(from, event.title),
      text: words.body(
        from,
        event.title,
        localOf(event.startsAt, event.timezoneId).replace("T", " ").slice(0, 16),
        link,
      ),
      kind: "event_ticket_transfer",
    });
    if (member)
      await notify(tx, {
        customerId: member.id,
        kind: "ticket_transferred",
        facts: { from, event: event.title },
        link: `/account/event/${event.id}`,
      });
    return { ticket: moved, event };
  });
  const [view] = await ticketViews(context, [ticket], new Map([[event.id, event]]), customerId);
  if (!view) throw new Error("no view");
  return view;
}
