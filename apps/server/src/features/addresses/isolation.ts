/** The addresses' resource for the tenant-isolation sweep: one of the demo member's addresses. */
import type { IsolationFixture } from "../../platform/feature.ts";
import { addAddress } from "./service.ts";

export const addressesIsolationFixture: IsolationFixture = {
  create: async (context) => {
    const address = await addAddress(context, {
      firstName: "Iso",
      lastName: "Lation",
      address: "1 Fixture Way",
      city: "Newport",
      state: "RI",
      zipCode: "02840",
      country: "US",
      type: "shipping",
      default: false,
    });
    return {
      params: { addressId: address.id },
      bodies: { "PATCH /api/account/addresses/{addressId}": { city: "Providence" } },
    };
  },
};
