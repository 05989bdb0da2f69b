/** Events and tickets (spec-2 §7 Events, issue 25): the catalogue, tickets sold through the cart, the member's tickets, staff's events. */
import type { FeatureManifest } from "../../platform/feature.ts";
import { EVENTS_READS } from "./catalogue-service.ts";
import { eventsDemoSeed } from "./demo.ts";
import { CART_TICKET_READS } from "./event-repository.ts";
import { eventsIsolationFixture } from "./isolation.ts";
import { eventRoutes } from "./routes.ts";
import { eventStaffRoutes } from "./staff-routes.ts";
import * as tables from "./tables.ts";
import { ticketCartItems } from "./ticket-cart-items.ts";
import { waitlistOfferExpiryJob } from "./waitlist-service.ts";

export const eventsFeature: FeatureManifest = {
  name: "events",
  tables,
  routes: async (app) => {
    await eventRoutes(app);
    await eventStaffRoutes(app);
  },
  demo: eventsDemoSeed,
  isolation: eventsIsolationFixture,
  jobs: [waitlistOfferExpiryJob],
  cartItems: [ticketCartItems],
  // The catalogue's answers, kept until an event, its category or a ticket type (whose counters
  // say sold out) changes for the club.
  cachedReads: [
    { area: EVENTS_READS, tables: [tables.events, tables.eventCategories, tables.eventTicketTypes] },
    {
      area: CART_TICKET_READS,
      tables: [tables.events, tables.eventTicketTypes],
      ignoredColumns: [tables.eventTicketTypes.held, tables.eventTicketTypes.sold],
    },
  ],
};
