/** Demo wallet: Eleanor may charge to her house account at Harbor Club. */
import { DEMO, DEMO_CUSTOMERS } from "../../demo/demo-ids.ts";
import type { DemoSeed } from "../../demo/demo-seed.ts";
import { houseAccounts } from "./tables.ts";

export const walletDemoSeed: DemoSeed = {
  async run({ scopeFor }) {
    await scopeFor(DEMO.harbor.companyId)
      .insert(houseAccounts)
      .values({ customerId: DEMO_CUSTOMERS.member.id, enabled: true });
  },
};
