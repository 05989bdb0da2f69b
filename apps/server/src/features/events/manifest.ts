/** Events and tickets (spec-2 §7 Events, issue 25): the catalogue, tickets sold through the cart, the member's tickets, staff's events. */
import type { FeatureManifest } from "../../platform/feature.ts";
import { eventsDemoSeed } from "./demo.ts";
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
};
