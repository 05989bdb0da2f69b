/** Loads the demo club on first start into an empty database. Features add their seed here. */
import { cpSync, mkdirSync } from "node:fs";
import path from "node:path";
import { count } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { adminDemoSeed } from "../features/admin/demo.ts";
import { authDemoSeed } from "../features/auth/demo.ts";
import { configDemoSeed } from "../features/config/demo.ts";
import { companies } from "../features/config/index.ts";
import { DEMO_PASSWORD, type DemoSeed } from "./demo-seed.ts";

/** In dependency order: later seeds may refer to earlier seeds' ids. */
export const demoSeeds: DemoSeed[] = [configDemoSeed, authDemoSeed, adminDemoSeed];

/** Seeds the demo clubs when there are no companies yet. Returns whether it seeded. */
export async function seedDemoIfEmpty(app: FastifyInstance): Promise<boolean> {
  const [row] = await app.db.select({ n: count() }).from(companies);
  if ((row?.n ?? 0) > 0) return false;
  const mediaRoot = path.resolve(app.appConfig.mediaDir);
  mkdirSync(mediaRoot, { recursive: true });
  cpSync(path.join(import.meta.dirname, "media"), path.join(mediaRoot, "demo"), { recursive: true });
  await app.db.transaction(async (tx) => {
    for (const seed of demoSeeds) await seed.run({ db: tx, mediaRoot });
  });
  app.tenants.invalidate();
  app.log.info({ seeds: demoSeeds.map((seed) => seed.name) }, "demo club loaded");
  return true;
}

export function printDemoLogins(port: number): void {
  const logins = demoSeeds.flatMap((seed) => seed.logins ?? []);
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
