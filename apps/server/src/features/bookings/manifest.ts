/** Bookings (issue 26): resources, schedules and slots; reservations and appointments sold through the cart; the member's bookings; staff's. */
import type { FeatureManifest } from "../../platform/feature.ts";
import { appointmentCartItems, reservationCartItems } from "./booking-cart-items.ts";
import { bookingReminderJob } from "./booking-mail.ts";
import { bookingsDemoSeed } from "./demo.ts";
import { bookingsIsolationFixture } from "./isolation.ts";
import { bookingRoutes } from "./routes.ts";
import { BOOKING_CHANNEL, slotCacheSetup } from "./slot-cache.ts";
import { bookingStaffRoutes } from "./staff-routes.ts";
import * as tables from "./tables.ts";

const EVERY_WRITE = ["INSERT", "UPDATE", "DELETE"] as const;

export const bookingsFeature: FeatureManifest = {
  name: "bookings",
  tables,
  setup: slotCacheSetup,
  routes: async (app) => {
    await bookingRoutes(app);
    await bookingStaffRoutes(app);
  },
  demo: bookingsDemoSeed,
  isolation: bookingsIsolationFixture,
  jobs: [bookingReminderJob],
  cartItems: [reservationCartItems, appointmentCartItems],
  // What the slots are computed from: a change to any of it empties the slots cache of its
  // resource (a therapist link names no resource: its club's) on every instance.
  rowChanges: (
    [
      [tables.bookings, tables.bookings.resourceId],
      [tables.bookingResources, tables.bookingResources.id],
      [tables.bookingUnits, tables.bookingUnits.resourceId],
      [tables.bookingServices, tables.bookingServices.resourceId],
      [tables.bookingBlackouts, tables.bookingBlackouts.resourceId],
      [tables.bookingServiceTherapists, tables.bookingServiceTherapists.companyId],
    ] as const
  ).map(([table, column]) => ({ channel: BOOKING_CHANNEL, table, column, on: EVERY_WRITE })),
};
