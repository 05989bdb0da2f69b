/**
 * The guest ticket (spec-2 §2 /guest-tickets/:serial, §7 GET /api/public/passes/guest-ticket/{id}):
 * anyone with the link sees the ticket, without signing in. The serial is random (80 bits) and
 * replaced on every transfer, so the link is the ticket; an unknown serial is a 404.
 */
import type { GuestTicket } from "@crest/domain";
import { AppError } from "../../lib/errors.ts";
import type { ServiceContext } from "../../platform/service-context.ts";
import { peopleOf } from "./account-event-service.ts";
import { getEvent, ticketTypesOf } from "./event-repository.ts";
import { guestTicketView } from "./event-views.ts";
import { ticketBySerial } from "./ticket-repository.ts";

/** The ticket a guest link names. */
export async function guestTicket(context: ServiceContext, serial: string): Promise<GuestTicket> {
  const ticket = await ticketBySerial(context.scope, serial);
  if (!ticket) throw new AppError("not_found");
  const event = await getEvent(context.scope, ticket.eventId);
  const [types, people] = await Promise.all([
    ticketTypesOf(context.scope, [event.id]),
    peopleOf(context, [ticket]),
  ]);
  return guestTicketView(
    ticket,
    event,
    types.find((type) => type.id === ticket.ticketTypeId),
    people,
    context.tenant.config.company.name,
  );
}
