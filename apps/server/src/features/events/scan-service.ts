/**
 * Check-in (issue 25 item 6): staff scan a ticket's code. An active ticket becomes scanned; a
 * second scan answers "already scanned" with the time of the first; a cancelled ticket is
 * refused (`ticket_cancelled`); an unknown serial, or another club's, is a 404. Told the event
 * at whose door they scan, another event's ticket is refused unused (`ticket_wrong_event`).
 */
import { type ScanResult, TOPICS } from "@crest/domain";
import { AppError } from "../../lib/errors.ts";
import type { ServiceContext } from "../../platform/service-context.ts";
import { publishToCustomers } from "../realtime/index.ts";
import { peopleOf } from "./account-event-service.ts";
import { getEvent, ticketTypesOf } from "./event-repository.ts";
import { localOf } from "./event-views.ts";
import type { TicketRow } from "./tables.ts";
import { scanTicket, ticketBySerial } from "./ticket-repository.ts";

async function resultOf(
  context: ServiceContext,
  ticket: TicketRow,
  outcome: ScanResult["outcome"],
): Promise<ScanResult> {
  const event = await getEvent(context.scope, ticket.eventId);
  const [types, people] = await Promise.all([
    ticketTypesOf(context.scope, [event.id]),
    peopleOf(context, [ticket]),
  ]);
  const owner = ticket.ownerId ? people.get(ticket.ownerId) : undefined;
  return {
    outcome,
    scanDate: ticket.scannedAt ?? new Date(),
    serial: ticket.serial,
    eventTitle: event.title,
    title: types.find((type) => type.id === ticket.ticketTypeId)?.name ?? event.title,
    owner: owner
      ? { fullName: `${owner.firstName} ${owner.lastName}`.trim(), email: owner.email }
      : ticket.guestEmail
        ? { fullName: ticket.guestName ?? ticket.guestEmail, email: ticket.guestEmail }
        : null,
  };
}

/**
 * POST /admin/api/events/tickets/scan. Given the event staff check in at, a ticket of another
 * event (next week's occurrence of a class) is refused and stays unused (`ticket_wrong_event`).
 */
export async function scanTicketIn(
  context: ServiceContext,
  serial: string,
  scanData: string | undefined,
  eventId?: string,
): Promise<ScanResult> {
  // One conditional UPDATE: of two scans at once, one scans and the other reads it scanned.
  const scanned = await scanTicket(context.scope, serial, new Date(), scanData ?? null, eventId);
  if (scanned) {
    // The holder's open ticket shows it scanned without a reload.
    await publishToCustomers(context, TOPICS.tickets, [scanned.ownerId, scanned.customerId], {
      eventId: scanned.eventId,
    });
    return resultOf(context, scanned, "scanned");
  }
  const ticket = await ticketBySerial(context.scope, serial);
  if (!ticket) throw new AppError("not_found");
  if (eventId && ticket.eventId !== eventId) {
    const event = await getEvent(context.scope, ticket.eventId);
    throw new AppError("ticket_wrong_event", {
      details: {
        details: `${event.title}, ${localOf(event.startsAt, event.timezoneId).replace("T", " ").slice(0, 16)}`,
      },
    });
  }
  if (ticket.status === "cancelled")
    throw new AppError("ticket_cancelled", { details: { details: ticket.serial } });
  return resultOf(context, ticket, "already_scanned");
}
