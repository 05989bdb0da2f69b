/**
 * `npm run billing:run`: one recurring-billing run from the command line, for every club with
 * due subscriptions (or the clubs named: `npm run billing:run -- <companyId>…`), against the
 * configured database. Safe alongside running servers: runs claim subscriptions exactly as the
 * scheduled job does. Prints each club's tally.
 */
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { clubsWithDueSubscriptions } from "./features/memberships/index.ts";
import { runBilling } from "./flows/run-billing.ts";
import { jobContextFactory } from "./platform/contexts.ts";

process.umask(0o077);
const config = { ...loadConfig(), isTest: true }; // no job timers in this process: it runs one thing
const app = await buildApp({ config });
try {
  const named = process.argv.slice(2);
  const clubs = named.length > 0 ? named : await clubsWithDueSubscriptions(app.platformDb, new Date());
  const contextFor = jobContextFactory(app);
  for (const companyId of clubs) {
    const context = await contextFor(companyId, {
      id: "cli",
      kind: "memberships.billing",
      attempt: 1,
      maxAttempts: 1,
    });
    const run = await runBilling(context);
    console.log(`${context.tenant.config.company.name} (${companyId}): ${JSON.stringify(run)}`);
  }
  if (clubs.length === 0) console.log("No club has a subscription due.");
} finally {
  await app.close();
}
