/**
 * Demo payments: each club's key for bank data sealed in the browser (its config's `key`), and
 * the sandbox's records behind the Harbor demo member's wallet.
 */
import { DEMO } from "../../demo/demo-ids.ts";
import type { DemoSeed } from "../../demo/demo-seed.ts";
import { ensureBankTokenKey } from "./bank-token-keys.ts";
import { seedSandboxWallet } from "./sandbox/sandbox-demo.ts";

export const paymentsDemoSeed: DemoSeed = {
  async run({ scopeFor }) {
    await ensureBankTokenKey(scopeFor(DEMO.harbor.companyId));
    await ensureBankTokenKey(scopeFor(DEMO.sierra.companyId));
    await seedSandboxWallet(scopeFor);
  },
};
