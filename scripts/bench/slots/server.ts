/**
 * Child process of the slots benchmark: the Crest app (demo club on a file-backed PGlite in a
 * temp folder, or PostgreSQL with DATABASE_URL) with a busy spa at Harbor Club: 3 therapists who
 * all give one 60-minute service, open 9 to 7 every day in 15-minute steps, and 500 bookings
 * spread over the next 30 days (HISTORY=n adds n past ones; SLOTS_EXPLAIN=1 prints the plan of
 * the slots' bookings read; CHURN_MS=n changes a booking every n ms). Prints the port and what
 * to ask for.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { buildApp } from "../../../apps/server/src/app.ts";
import { loadConfig } from "../../../apps/server/src/config.ts";
import { TenantScope } from "../../../apps/server/src/db/tenant-scope.ts";
import { DEMO, DEMO_CUSTOMERS } from "../../../apps/server/src/demo/demo-ids.ts";
import { seedDemoIfEmpty } from "../../../apps/server/src/demo/index.ts";
import {
  bookingResources,
  bookingServices,
  bookingServiceTherapists,
  bookings,
  bookingUnits,
} from "../../../apps/server/src/features/bookings/tables.ts";

const BOOKINGS = Number(process.env.BOOKINGS ?? 500);
const dataDir = mkdtempSync(path.join(tmpdir(), "crest-slots-bench-"));
const config = loadConfig({
  ...process.env,
  NODE_ENV: "production",
  LOG_LEVEL: "warn",
  DATA_DIR: dataDir,
  PORT: "0",
});
const app = await buildApp({ config });
await seedDemoIfEmpty(app);

const scope = new TenantScope(app.platformDb, DEMO.harbor.companyId);
const hours = "9:00 AM - 7:00 PM";
const [spa] = await scope
  .insert(bookingResources)
  .values({
    blockType: "spa",
    title: "Bench spa",
    timezoneId: "America/New_York",
    openingHours: Object.fromEntries(
      ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"].map((day) => [
        day,
        hours,
      ]),
    ),
    slotMinutes: 15,
    durationMinutes: 60,
    bufferMinutes: 15,
    horizonDays: 60,
  })
  .returning();
if (!spa) throw new Error("no spa");
const therapists = await scope
  .insert(bookingUnits)
  .values(["Ana", "Ben", "Cleo"].map((name) => ({ resourceId: spa.id, name })))
  .returning();
const [service] = await scope
  .insert(bookingServices)
  .values({ resourceId: spa.id, title: "Massage", durationMinutes: 60, priceCents: 10_000 })
  .returning();
if (!service) throw new Error("no service");
await scope
  .insert(bookingServiceTherapists)
  .values(therapists.map((unit) => ({ serviceId: service.id, unitId: unit.id })));
// 500 hour-long bookings on the three therapists, at whole hours from 14:00 to 22:00 UTC (in the
// spa's hours), never two on one therapist at once.
const rows = Array.from({ length: BOOKINGS }, (_, index) => {
  const unit = therapists[index % therapists.length];
  const slot = Math.floor(index / therapists.length);
  const day = 1 + (slot % 30);
  const hour = 14 + Math.floor(slot / 30);
  const start = new Date(
    Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + day, hour),
  );
  return {
    resourceId: spa.id,
    unitId: unit?.id ?? "",
    serviceId: service.id,
    customerId: DEMO_CUSTOMERS.member.id,
    status: "booked" as const,
    startsAt: start,
    endsAt: new Date(start.getTime() + 3_600_000),
    priceCents: 10_000,
  };
});
await scope.insert(bookings).values(rows);
// HISTORY=n: n past bookings too (two a day per therapist, going back), as a spa that has run for
// years has; the slots' read must not grow with them.
const history = Array.from({ length: Number(process.env.HISTORY ?? 0) }, (_, index) => {
  const start = new Date(Date.now() - (1 + Math.floor(index / 6)) * 86_400_000 - (index % 2) * 3 * 3_600_000);
  return {
    ...(rows[index % rows.length] as (typeof rows)[number]),
    startsAt: start,
    endsAt: new Date(start.getTime() + 3_600_000),
  };
});
for (let at = 0; at < history.length; at += 5_000)
  await scope.insert(bookings).values(history.slice(at, at + 5_000));

// SLOTS_EXPLAIN=1: the plan of the slots' range read of the spa's bookings over the month (on stderr).
if (process.env.SLOTS_EXPLAIN) {
  // As autovacuum would have it after 500 inserts: the planner's statistics brought up to date.
  await app.platformDb.execute(sql`analyze bookings`);
  const from = new Date(Date.now() - 3 * 86_400_000);
  const until = new Date(Date.now() + 34 * 86_400_000);
  const plan = await app.platformDb.execute(
    sql`explain (analyze, buffers) select unit_id, starts_at, ends_at from bookings
        where company_id = ${DEMO.harbor.companyId} and resource_id = ${spa.id}
          and status in ('held', 'booked') and starts_at >= ${new Date(from.getTime() - 720 * 60_000).toISOString()}
          and starts_at < ${until.toISOString()} and ends_at > ${from.toISOString()}`,
  );
  for (const row of plan.rows) process.stderr.write(`${Object.values(row as object)[0]}\n`);
}

// CHURN_MS=n: every n ms one of the month's bookings is cancelled or booked again, so the slots
// cache is emptied as a busy spa's would be (each change announced by the database).
const churnMs = Number(process.env.CHURN_MS ?? 0);
const [churned] = await scope
  .select({ id: bookings.id })
  .from(bookings)
  .where(eq(bookings.resourceId, spa.id))
  .limit(1);
if (churnMs > 0 && churned) {
  let cancelled = false;
  setInterval(() => {
    cancelled = !cancelled;
    scope
      .update(bookings)
      .set({ status: cancelled ? "cancelled" : "booked" })
      .where(eq(bookings.id, churned.id))
      .catch((error: unknown) => process.stderr.write(`churn: ${String(error)}\n`));
  }, churnMs).unref();
}

await app.listen({ port: 0, host: "127.0.0.1" });
const port = (app.server.address() as { port: number }).port;
process.stdout.write(`${JSON.stringify({ port, spaId: spa.id, serviceId: service.id })}\n`);
process.on("SIGTERM", async () => {
  await app.close();
  process.exit(0);
});
