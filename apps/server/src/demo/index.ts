/**
 * Loads the demo clubs on first start, into an empty database: every feature's seed, in the
 * registry's order, in one transaction. Instances starting together on one PostgreSQL seed
 * once: the transaction takes an advisory lock first, and whoever gets it second finds the
 * clubs already there.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { count } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { takeTurn } from "../db/migrate.ts";
import { TenantScope } from "../db/tenant-scope.ts";
import { companies } from "../features/config/tables.ts";
import { contentTypeOf } from "../features/media/index.ts";
import { secretBox } from "../lib/secret-box.ts";
import { DEMO_PASSWORD, type DemoLogin } from "./demo-seed.ts";

/** Arbitrary constant shared by every Crest instance: "seed" in ASCII. */
export const SEED_LOCK_KEY = 0x73656564;

/** Seeds the demo clubs when there are no companies yet. Answers whether this call seeded. */
export async function seedDemoIfEmpty(app: FastifyInstance): Promise<boolean> {
  const { media } = app.platformServices;
  const seeded = await app.platformDb.transaction(async (tx) => {
    // The second instance waits however long the first one's seed takes.
    if (app.database.kind === "postgres") await takeTurn(tx, SEED_LOCK_KEY);
    const [row] = await tx.select({ n: count() }).from(companies);
    if ((row?.n ?? 0) > 0) return false;
    const context = {
      platformDb: tx,
      scopeFor: (companyId: string) => new TenantScope(tx, companyId),
      media,
      secrets: secretBox(app.platformServices.config.credentialsKeys),
    };
    for (const feature of app.features) await feature.demo?.run(context);
    return true;
  });
  if (!seeded) return false;
  // The demo's logos and slogans, into the store every instance reads (once: only the
  // instance that seeded gets here).
  const folder = path.join(import.meta.dirname, "media");
  for (const name of await readdir(folder)) {
    await media.put(`demo/${name}`, {
      bytes: await readFile(path.join(folder, name)),
      contentType: contentTypeOf(name),
    });
  }
  app.tenants.invalidate();
  app.log.info({ features: app.features.filter((f) => f.demo).map((f) => f.name) }, "demo club loaded");
  return true;
}

export function printDemoLogins(app: FastifyInstance, port: number): void {
  const logins: DemoLogin[] = app.features.flatMap((feature) => feature.demo?.logins ?? []);
  if (logins.length === 0) return;
  console.log(
    "\nDemo clubs: Harbor Club at http://harbor.localhost:%d (also http://localhost:%d),",
    port,
    port,
  );
  console.log("            Club Sierra at http://sierra.localhost:%d", port);
  console.log(`Demo logins (password ${DEMO_PASSWORD} for all):`);
  for (const login of logins)
    console.log(`  ${login.email.padEnd(28)} ${login.club.padEnd(12)} ${login.who}`);
  console.log("");
}
