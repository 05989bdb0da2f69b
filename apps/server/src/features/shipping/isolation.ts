/** The shipping feature's resources for the tenant-isolation sweep: one rate and one pickup location of the club. */
import type { IsolationFixture } from "../../platform/feature.ts";
import { createPickupLocation, createRate } from "./staff-service.ts";

export const shippingIsolationFixture: IsolationFixture = {
  create: async (context) => {
    const rate = await createRate(context, {
      method: "Isolation",
      courier: "Test",
      courierCode: "iso",
      basis: "flat",
      price: 100,
      brackets: [],
      countries: [],
      validUntil: null,
      freeFrom: null,
    });
    const location = await createPickupLocation(context, {
      name: "Isolation desk",
      address: "1 Test Way",
      hours: { monday: "9:00 AM - 5:00 PM" },
    });
    return {
      params: { rateId: rate.id, locationId: location.id },
      bodies: {
        "PATCH /admin/api/shipping/rates/{rateId}": { method: "Isolation" },
        "PATCH /admin/api/shipping/pickup-locations/{locationId}": { name: "Isolation" },
      },
    };
  },
};
