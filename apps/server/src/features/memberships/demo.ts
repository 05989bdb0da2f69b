/** Demo membership standing: who is an active member, and who is behind the paywall. */
import { DEMO, DEMO_CUSTOMERS } from "../../demo/demo-ids.ts";
import type { DemoSeed } from "../../demo/demo-seed.ts";
import { membershipStandings } from "./tables.ts";

export const membershipsDemoSeed: DemoSeed = {
  async run({ scopeFor }) {
    const member = { isMember: true, failedPayment: false };
    await scopeFor(DEMO.harbor.companyId)
      .insert(membershipStandings)
      .values([
        { customerId: DEMO_CUSTOMERS.member.id, ...member },
        { customerId: DEMO_CUSTOMERS.newPassword.id, ...member },
        { customerId: DEMO_CUSTOMERS.pastDue.id, isMember: true, failedPayment: true },
      ]);
    await scopeFor(DEMO.sierra.companyId)
      .insert(membershipStandings)
      .values([
        { customerId: DEMO_CUSTOMERS.memberAtSierra.id, ...member },
        { customerId: DEMO_CUSTOMERS.socio.id, ...member },
      ]);
  },
};
