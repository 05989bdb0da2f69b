/** Bookings (issue 26): resources, schedules and slots; reservations and appointments sold through the cart; the member's bookings; staff's. */
import type { FeatureManifest } from "../../platform/feature.ts";
import { appointmentCartItems, reservationCartItems } from "./booking-cart-items.ts";
import { bookingReminderJob } from "./booking-mail.ts";
import { bookingsDemoSeed } from "./demo.ts";
import { bookingsIsolationFixture } from "./isolation.ts";
import { bookingRoutes } from "./routes.ts";
import { bookingStaffRoutes } from "./staff-routes.ts";
import * as tables from "./tables.ts";

export const bookingsFeature: FeatureManifest = {
  name: "bookings",
  tables,
  routes: async (app) => {
    await bookingRoutes(app);
    await bookingStaffRoutes(app);
  },
  demo: bookingsDemoSeed,
  isolation: bookingsIsolationFixture,
  jobs: [bookingReminderJob],
  cartItems: [reservationCartItems, appointmentCartItems],
};
