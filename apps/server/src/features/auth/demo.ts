/** Demo credentials: every demo customer signs in with DEMO_PASSWORD; Priya must create her own first. */
import { DEMO, DEMO_CUSTOMERS } from "../../demo/demo-ids.ts";
import { DEMO_PASSWORD, type DemoSeed } from "../../demo/demo-seed.ts";
import { hashPassword } from "../../lib/password-hash.ts";
import { customerCredentials } from "./tables.ts";

const ACTIVATED = new Date("2024-03-01T15:00:00Z");

const AT_HARBOR = [
  DEMO_CUSTOMERS.member,
  DEMO_CUSTOMERS.guest,
  DEMO_CUSTOMERS.newPassword,
  DEMO_CUSTOMERS.pastDue,
  DEMO_CUSTOMERS.onHold,
];
const AT_SIERRA = [DEMO_CUSTOMERS.memberAtSierra, DEMO_CUSTOMERS.socio, DEMO_CUSTOMERS.invitado];

export const authDemoSeed: DemoSeed = {
  async run({ scopeFor }) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const credentialsOf = (customer: { id: string }) => ({
      customerId: customer.id,
      passwordHash,
      activatedAt: ACTIVATED,
      passwordFlag: customer.id === DEMO_CUSTOMERS.newPassword.id ? ("createpw" as const) : null,
    });
    await scopeFor(DEMO.harbor.companyId).insert(customerCredentials).values(AT_HARBOR.map(credentialsOf));
    await scopeFor(DEMO.sierra.companyId).insert(customerCredentials).values(AT_SIERRA.map(credentialsOf));
  },
};
