/**
 * Events' resources for the tenant-isolation sweep: a published free event of the club with a
 * ticket type, and the demo member's ticket for it (registered through the provider).
 */
import { registerForEvent } from "../../flows/register-for-event.ts";
import type { IsolationFixture } from "../../platform/feature.ts";
import { customerIdOf } from "../../platform/service-context.ts";
import { addTicketType, createEvent, publishEvent } from "./staff-event-service.ts";
import { joinLine } from "./waitlist-repository.ts";

export const eventsIsolationFixture: IsolationFixture = {
  create: async (context) => {
    const start = new Date(Date.now() + 30 * 86_400_000);
    const event = await createEvent(context, {
      title: "Isolation social",
      summary: "",
      description: "",
      type: "public",
      venue: "Clubhouse",
      venueAddress: "",
      graphic: null,
      externalLink: null,
      timezoneId: "America/New_York",
      startDate: start,
      endDate: new Date(start.getTime() + 7_200_000),
      categoryIds: [],
      recurrence: null,
      settings: {},
      hideTickets: false,
      waitlistFormId: null,
      waitlistOfferHours: 24,
    });
    const type = await addTicketType(context, event.id, {
      name: "Registration",
      description: "",
      price: 0,
      onSale: null,
      offSale: null,
      quantity: null,
      minimum: 1,
      maximum: 0,
      perMemberMaximum: null,
      membersOnly: false,
      passcode: null,
    });
    await publishEvent(context, event.id);
    const registered = await registerForEvent(context, event.id, { quantity: 1 });
    const ticket = registered.tickets[0];
    if (!ticket) throw new Error("no ticket");
    // A place in the event's line, for the staff waitlist's routes (the line is written as is:
    // joining checks the event is sold out, which this one is not).
    const entry = await joinLine(context.scope, event.id, customerIdOf(context));
    return {
      params: {
        eventId: event.id,
        ticketId: ticket.id,
        ticketTypeId: type.id,
        serial: ticket.serial,
        waitlistEntryId: entry.id,
      },
      bodies: {
        "PATCH /api/account/events/tickets/{ticketId}/transfer": { email: "friend@example.org" },
        "POST /api/events/{eventId}/register": { quantity: 1 },
        "PATCH /admin/api/events/{eventId}": { title: "Renamed" },
        "POST /admin/api/events/{eventId}/ticket-types": { name: "Extra", price: 0 },
        "PATCH /admin/api/events/{eventId}/ticket-types/{ticketTypeId}": { name: "Renamed" },
      },
    };
  },
};
