/**
 * `npm run credentials:rotate`: seals every club's processor secrets again under the current
 * CREDENTIALS_KEY. Rotation: set the new key as CREDENTIALS_KEY and the old one in
 * CREDENTIALS_KEY_PREVIOUS on every instance (both open), run this once, then drop the old key
 * (docs/operations.md, "Secrets"). Also seals any secret still in clear. Safe beside running
 * servers: each secret is replaced only if it is still the one read.
 */
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { allCompanyIds } from "./features/config/index.ts";
import { resealBankTokenKey, resealProcessorCredentials } from "./features/payments/index.ts";
import { jobContextFactory } from "./platform/contexts.ts";

process.umask(0o077);
const config = { ...loadConfig(), isTest: true }; // no job timers in this process: it runs one thing
const app = await buildApp({ config });
try {
  const contextFor = jobContextFactory(app);
  let resealed = 0;
  for (const companyId of await allCompanyIds(app.platformDb)) {
    const context = await contextFor(companyId, {
      id: "cli",
      kind: "payments.rotate-credentials-key",
      attempt: 1,
      maxAttempts: 1,
    });
    resealed += await resealProcessorCredentials(context);
    resealed += await resealBankTokenKey(context);
  }
  console.log(`Sealed ${resealed} club secret(s) under the current CREDENTIALS_KEY.`);
} finally {
  await app.close();
}
