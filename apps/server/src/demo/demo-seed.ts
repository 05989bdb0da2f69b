/**
 * How features contribute demo data: each manifest may carry a DemoSeed; the registry's order
 * is the dependency order. Seeds run once, into an empty database, inside one transaction, and
 * use `demoId` so every id is the same on every machine.
 */
import { createHash } from "node:crypto";
import { dayOf, instantOfWallClock } from "@crest/domain";
import type { Executor } from "../db/client.ts";
import type { TenantScope } from "../db/tenant-scope.ts";
import type { MediaStore } from "../features/media/index.ts";
import type { SecretBox } from "../lib/secret-box.ts";

export interface DemoLogin {
  club: string;
  email: string;
  who: string;
}

export interface DemoContext {
  /** A club's scope, bound to the seeding transaction: tenant rows go through it. */
  scopeFor(companyId: string): TenantScope;
  /** Platform rows (companies, networks, staff): only allowlisted seeds use it. */
  platformDb: Executor;
  /** Where files live: seeds may put files there (once, by the instance that seeds). */
  media: MediaStore;
  /** Seals secrets kept in the database (CREDENTIALS_KEY), as the features' own writes do. */
  secrets: SecretBox;
}

export interface DemoSeed {
  run(context: DemoContext): Promise<void>;
  logins?: DemoLogin[];
}

/** A stable UUID (v5-shaped) from a readable name, e.g. demoId("company:harbor"). */
export function demoId(name: string): string {
  const hex = createHash("sha1").update(`crest-demo:${name}`).digest("hex");
  const variant = ((Number.parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

export const DEMO_PASSWORD = "Crest-demo-2026";

/** `days` from today (the zone's today, as the seed runs) at a wall-clock time there: a demo's dates stay relative. */
export function demoTimeAt(days: number, hour: number, minute: number, timeZone: string): Date {
  const [year, month, day] = dayOf(new Date(Date.now() + days * 86_400_000), timeZone)
    .split("-")
    .map(Number) as [number, number, number];
  return instantOfWallClock({ year, month, day, hour, minute }, timeZone);
}
