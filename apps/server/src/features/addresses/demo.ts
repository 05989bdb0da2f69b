/** The demo member's addresses at Harbor Club: a default home address, an office, and a billing one. */
import { DEMO, DEMO_CUSTOMERS } from "../../demo/demo-ids.ts";
import type { DemoSeed } from "../../demo/demo-seed.ts";
import { customerAddresses } from "./tables.ts";

const member = {
  customerId: DEMO_CUSTOMERS.member.id,
  firstName: "Morgan",
  lastName: "Reyes",
  country: "US",
};

export const addressesDemoSeed: DemoSeed = {
  async run({ scopeFor }) {
    await scopeFor(DEMO.harbor.companyId)
      .insert(customerAddresses)
      .values([
        {
          ...member,
          type: "shipping",
          address: "12 Wharf Street",
          city: "Newport",
          state: "RI",
          zipCode: "02840",
          isDefault: true,
          verified: true,
          phoneNumber: "+1 401 555 0134",
        },
        {
          ...member,
          type: "shipping",
          companyName: "Whitfield Marine",
          address: "400 Thames Street",
          address2: "Suite 3",
          city: "Newport",
          state: "RI",
          zipCode: "02840",
          notes: "Leave at reception",
        },
        {
          ...member,
          type: "billing",
          address: "12 Wharf Street",
          city: "Newport",
          state: "RI",
          zipCode: "02840",
          isDefault: true,
        },
      ]);
  },
};
