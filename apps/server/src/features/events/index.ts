/**
 * The events feature's public API, for the flows that register members and cancel tickets
 * (flows/register-for-event.ts, flows/cancel-event-tickets.ts): services and types, never tables.
 */
// Members for staff (issue 31).
export { memberEventView, myEvents } from "./account-event-service.ts";
export { getEvent, getListedEvent, ticketTypesOf, ticketTypeWithEvent } from "./event-repository.ts";
export { setEventStatus } from "./staff-event-service.ts";
export type { EventRow, TicketTypeRow } from "./tables.ts";
// Reports (issue 32 item 9).
export { ticketsPerEvent } from "./ticket-report-repository.ts";
export {
  activeItemsOfEvent,
  boughtItemsOf,
  cancellableItemsOf,
  cancelledOfEvent,
  cancelledTicketsOf,
  ticketsOfMember,
} from "./ticket-repository.ts";
export { saleProblem } from "./ticket-sale.ts";
