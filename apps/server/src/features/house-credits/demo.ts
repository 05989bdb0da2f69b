/** The demo member's house credits at Harbor Club: one spent to nothing (skipped), two to spend. */
import { DEMO, DEMO_CUSTOMERS } from "../../demo/demo-ids.ts";
import type { DemoSeed } from "../../demo/demo-seed.ts";
import { houseCredits } from "./tables.ts";

export const houseCreditsDemoSeed: DemoSeed = {
  async run({ scopeFor }) {
    const customerId = DEMO_CUSTOMERS.member.id;
    const day = 86_400_000;
    await scopeFor(DEMO.harbor.companyId)
      .insert(houseCredits)
      .values([
        {
          customerId,
          serial: "HC-1001",
          initialValue: 2_500,
          currentValue: 0,
          createdAt: new Date(Date.now() - 90 * day),
        },
        {
          customerId,
          serial: "HC-1002",
          initialValue: 1_500,
          currentValue: 1_500,
          expiresOn: new Date(Date.now() + 180 * day),
          createdAt: new Date(Date.now() - 30 * day),
        },
        {
          customerId,
          serial: "HC-1003",
          initialValue: 5_000,
          currentValue: 5_000,
          createdAt: new Date(Date.now() - 7 * day),
        },
      ]);
  },
};
