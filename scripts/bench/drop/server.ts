/**
 * Child process of the drop benchmark: the Crest app with the demo clubs (file-backed PGlite in
 * a temp folder, or PostgreSQL when DATABASE_URL is set), one Harbor product with UNITS units
 * (or, with DROP_TICKETS=1, a published event with one ticket type of UNITS tickets), and
 * BUYERS signed-in customers (rows and sessions written directly: signing in 1,000 people
 * through /login would measure password hashing). Prints { port, cookies, itemId, pageUrl } as one
 * line; then answers "count" on stdin with the orders (tickets issued), charges and stock it finds.
 */

import { mkdtempSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { Session } from "node:inspector/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { and, count, eq, sql } from "drizzle-orm";
import { buildApp } from "../../../apps/server/src/app.ts";
import { loadConfig } from "../../../apps/server/src/config.ts";
import { TenantScope } from "../../../apps/server/src/db/tenant-scope.ts";
import { DEMO } from "../../../apps/server/src/demo/demo-ids.ts";
import { seedDemoIfEmpty } from "../../../apps/server/src/demo/index.ts";
import { customerSessions } from "../../../apps/server/src/features/auth/tables.ts";
import { catalogueProducts } from "../../../apps/server/src/features/catalogue/tables.ts";
import { customers } from "../../../apps/server/src/features/customers/tables.ts";
import { DEFAULT_EVENT_SETTINGS } from "../../../apps/server/src/features/events/staff-event-service.ts";
import { events, eventTickets, eventTicketTypes } from "../../../apps/server/src/features/events/tables.ts";
import { commerceOrderItems, commerceOrders } from "../../../apps/server/src/features/orders/tables.ts";
import { payments } from "../../../apps/server/src/features/payments/tables.ts";
import { logDestination } from "../../../apps/server/src/lib/log-destination.ts";
import { newToken, tokenHash } from "../../../apps/server/src/lib/secret-tokens.ts";
import { moneyProblems } from "../../../apps/server/src/test/money-books.ts";

const buyers = Number(process.env.BUYERS ?? 1000);
const units = Number(process.env.UNITS ?? 100);
const tickets = process.env.DROP_TICKETS === "1";
// See run.ts: the portal sells WARM units of a second item before the drop opens.
const warmUnits = Number(process.env.WARM ?? 200);
/** Every buyer: the race's first, then the earlier sales' (their own sessions and cards). */
const allBuyers = buyers + warmUnits;

const config = loadConfig({
  ...process.env,
  NODE_ENV: "production",
  // BENCH_LOG_LEVEL=info: as a portal logs by default (a line as each request comes and goes),
  // to /dev/null.
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "warn",
  DATA_DIR: mkdtempSync(path.join(tmpdir(), "crest-drop-")),
  PORT: "0",
  // The buyers reach it through a local "proxy" (run.ts names each one's address): per-address
  // limits then see a thousand browsers, as they would in a drop.
  TRUST_PROXY: "127.0.0.1",
});
// Its lines go nowhere: the server's cost of logging is measured, not a reader's.
const logStream = process.env.BENCH_LOG_LEVEL ? logDestination("/dev/null") : undefined;
const app = await buildApp({ config, ...(logStream ? { logStream } : {}) });
await seedDemoIfEmpty(app);
// A thousand buyers connect at once: a backlog above the default 511 keeps them all.
await app.listen({ port: 0, host: "127.0.0.1", backlog: 4096 });

const harbor = new TenantScope(app.platformDb, DEMO.harbor.companyId);
// A dining item: it needs no delivery choice, so each buyer's path is add to cart, then pay.
const product = await harbor.insertOne(catalogueProducts, {
  name: "Limited drop",
  type: "fandb",
  priceCents: 4_500,
  hasInventory: true,
  onHand: units,
});
// Tickets: a published event a week ahead, one type with UNITS tickets, no per-member maximum.
const event = tickets
  ? await harbor.insertOne(events, {
      title: "Limited drop",
      status: "published",
      timezoneId: "America/New_York",
      startsAt: new Date(Date.now() + 7 * 86_400_000),
      endsAt: new Date(Date.now() + 7 * 86_400_000 + 3 * 3_600_000),
      settings: DEFAULT_EVENT_SETTINGS,
    })
  : null;
const ticketType = event
  ? await harbor.insertOne(eventTicketTypes, {
      eventId: event.id,
      name: "Drop",
      priceCents: 4_500,
      quantity: units,
    })
  : null;
// What the portal sells before the drop opens: another ticket type of the event, or another dish.
const warmItem =
  warmUnits === 0
    ? null
    : event
      ? await harbor.insertOne(eventTicketTypes, {
          eventId: event.id,
          name: "Earlier sales",
          priceCents: 4_500,
          quantity: warmUnits,
        })
      : await harbor.insertOne(catalogueProducts, {
          name: "Earlier sales",
          type: "fandb",
          priceCents: 4_500,
          hasInventory: true,
          onHand: warmUnits,
        });
const expiresAt = new Date(Date.now() + 86_400_000);
const RUN = Date.now().toString(36);
const cookies: string[] = [];
for (let start = 0; start < allBuyers; start += 250) {
  const batch = Array.from({ length: Math.min(250, allBuyers - start) }, (_, index) => ({
    // A run of its own in the address: runs one after another on one PostgreSQL database
    // (with-postgres.sh around a loop) do not meet the last run's buyers.
    email: `buyer${start + index}.${RUN}@drop.example`,
    firstName: "Buyer",
    lastName: String(start + index),
  }));
  const rows = await harbor.insert(customers).values(batch).returning({ id: customers.id });
  const tokens = rows.map(() => newToken());
  await harbor
    .insert(customerSessions)
    .values(
      rows.map((row, index) => ({ id: tokenHash(tokens[index] ?? ""), customerId: row.id, expiresAt })),
    );
  cookies.push(...tokens.map((token) => `crest_session=${token}`));
}

/** Succeeded order charges at Harbor (the demo's past orders are paid too: counted before the race). */
const orderCharges = async () =>
  (
    await harbor
      .select({ n: count() })
      .from(payments)
      .where(and(eq(payments.referenceType, "order"), eq(payments.status, "succeeded")))
  )[0]?.n ?? 0;
let chargesBefore = await orderCharges();

// A server that has been up a while has run the jobs due at its start (on PGlite, the vacuum and
// analyze of every table: some 0.3 s of the one connection, a table at a time): the drop opens
// after them, as it would on a live portal, not during them.
// (The runner's own pass may hold the job: wait for the platform's jobs to be done either way.)
for (;;) {
  await app.jobs.drain();
  const { rows } = await app.platformDb.execute<{ n: number }>(
    sql`select count(*)::int as n from jobs where company_id is null and status in ('queued', 'running') and run_at <= now()`,
  );
  if ((rows[0]?.n ?? 0) === 0) break;
  await new Promise((resolve) => setTimeout(resolve, 50));
}

const port = (app.server.address() as { port: number }).port;
process.stdout.write(
  `DROP ${JSON.stringify({
    port,
    cookies,
    itemId: ticketType?.id ?? product.id,
    warmItemId: warmItem?.id,
    pageUrl: event ? `/api/events/${event.id}` : `/api/products/${product.id}`,
  })}\n`,
);

let raceCpu: NodeJS.CpuUsage | undefined;
// DROP_RACE_PROF=<file>: a V8 CPU profile of the race alone (start to count), unlike DROP_CPU_PROF's whole life.
const raceProfile = process.env.DROP_RACE_PROF ? new Session() : undefined;
raceProfile?.connect();
createInterface({ input: process.stdin }).on("line", async (line) => {
  // After the earlier sales (run.ts): the race's charges are counted from here.
  if (line === "warmed") {
    chargesBefore = await orderCharges();
    process.stdout.write("DROP {}\n");
  }
  // Marks the race's start in the output (sql-tally.mjs counts from there).
  if (line === "race") {
    process.stdout.write("race starts\n");
    raceCpu = process.cpuUsage();
    await raceProfile?.post("Profiler.enable");
    await raceProfile?.post("Profiler.start");
  }
  if (line !== "count") return;
  // The server's CPU time over the race: steadier than its wall time on a shared machine.
  const cpu = process.cpuUsage(raceCpu);
  if (raceProfile) {
    const { profile } = await raceProfile.post("Profiler.stop");
    await writeFile(process.env.DROP_RACE_PROF ?? "", JSON.stringify(profile));
  }
  process.stderr.write(`server CPU during the race: ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms\n`);
  const [orders] = ticketType
    ? await harbor
        .select({ n: count() })
        .from(eventTickets)
        .where(eq(eventTickets.ticketTypeId, ticketType.id))
    : await harbor
        .select({ n: count() })
        .from(commerceOrderItems)
        .innerJoin(commerceOrders, eq(commerceOrders.id, commerceOrderItems.orderId))
        .where(eq(commerceOrderItems.productId, product.id));
  const charges = (await orderCharges()) - chargesBefore;
  const stock = ticketType
    ? await harbor
        .getOne(eventTicketTypes, eq(eventTicketTypes.id, ticketType.id))
        .then((type) => ({ onHand: (type.quantity ?? 0) - type.held - type.sold, held: type.held }))
    : await harbor.getOne(catalogueProducts, eq(catalogueProducts.id, product.id));
  // The books after the race: every payment, refund and credit spend in the ledger once.
  const problems = await moneyProblems(app);
  for (const problem of problems) process.stderr.write(`books: ${JSON.stringify(problem)}\n`);
  process.stdout.write(
    `DROP ${JSON.stringify({ orders: orders?.n ?? 0, charges, onHand: stock.onHand, held: stock.held, problems: problems.length })}\n`,
  );
  await app.close();
  process.exit(0);
});
