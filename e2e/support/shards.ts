/**
 * Splitting a full journey run over several portals (scripts/e2e.sh starts one per shard, each
 * with its own fresh demo clubs). Journeys that write member@'s cart, addresses or a club's
 * settings run one after another on a portal (playwright.config.ts): with two portals, two such
 * chains run at once, and the run is no longer as long as the one chain.
 *
 * Each file goes to the shard with the least work so far (longest first), counting the journeys
 * that run one at a time apart from those that run side by side, so both kinds are balanced.
 * The weights are the seconds each file took in a full run on two cores; a file not listed
 * weighs DEFAULT_SECONDS until someone measures it (`bash scripts/e2e.sh` prints the slowest).
 */
import { readdirSync } from "node:fs";

const DEFAULT_SECONDS = 15;

/** Seconds per journey file, from a full run on two cores (2026-11-26, `bash scripts/e2e.sh`). */
const SECONDS: Record<string, number> = {
  "accessibility.spec.ts": 202,
  "memberships.spec.ts": 109,
  "admin-perks.spec.ts": 107,
  "phone-navigation.spec.ts": 91,
  "admin-bookings.spec.ts": 68,
  "events.spec.ts": 51,
  "billing.spec.ts": 44,
  "admin-surveys.spec.ts": 40,
  "admin-billing.spec.ts": 40,
  "catalogue.spec.ts": 39,
  "surveys.spec.ts": 38,
  "admin-orders.spec.ts": 37,
  "admin-products.spec.ts": 36,
  "admin-members.spec.ts": 35,
  "admin-memberships.spec.ts": 35,
  "admin-shipping.spec.ts": 35,
  "wallet.spec.ts": 31,
  "admin-theme.spec.ts": 31,
  "reflow.spec.ts": 27,
  "admin-events.spec.ts": 27,
  "admin-staff.spec.ts": 25,
  "perks.spec.ts": 24,
  "checkout.spec.ts": 22,
  "bookings.spec.ts": 21,
  "members-only.spec.ts": 20,
  "keyboard.spec.ts": 19,
  "directory-and-messages.spec.ts": 19,
  "spanish-errors.spec.ts": 19,
  "login.spec.ts": 13,
  "right-to-left.spec.ts": 12,
  "create-password.spec.ts": 10,
  "visitor-shell.spec.ts": 9,
  "phone-checkout.spec.ts": 9,
  "spanish.spec.ts": 9,
  "network-switch.spec.ts": 8,
  "dining-checkout.spec.ts": 8,
  "logout.spec.ts": 7,
  "failures-in-place.spec.ts": 7,
  "footer.spec.ts": 7,
  "disabled-page.spec.ts": 5,
  "navigation-settings.spec.ts": 5,
  "csrf.spec.ts": 4,
  "analytics.spec.ts": 3,
};

export interface Shard {
  /** 1-based. */
  index: number;
  count: number;
}

/** JOURNEY_SHARD="i/n" as scripts/e2e.sh sets it for each portal; null for a run on one portal. */
export function shardFromEnv(value = process.env.JOURNEY_SHARD): Shard | null {
  const match = /^(\d+)\/(\d+)$/.exec(value ?? "");
  if (!match) return null;
  const shard = { index: Number(match[1]), count: Number(match[2]) };
  if (shard.count < 1 || shard.index < 1 || shard.index > shard.count) {
    throw new Error(`JOURNEY_SHARD=${value}: expected i/n with 1 ≤ i ≤ n`);
  }
  return shard;
}

/**
 * The journey files (names in `folder`) that other shards run: the ones this shard ignores.
 * `runAlone` tells the files that run one at a time on their portal.
 */
function filesOfOtherShards(folder: string, shard: Shard, runAlone: (file: string) => boolean): string[] {
  const files = readdirSync(folder)
    .filter((file) => file.endsWith(".spec.ts"))
    .sort();
  const weight = (file: string) => SECONDS[file] ?? DEFAULT_SECONDS;
  const shardOf = new Map<string, number>();
  for (const alone of [true, false]) {
    const load = new Array<number>(shard.count).fill(0);
    const group = files.filter((file) => runAlone(file) === alone).sort((a, b) => weight(b) - weight(a));
    for (const file of group) {
      const lightest = load.indexOf(Math.min(...load));
      load[lightest] = (load[lightest] ?? 0) + weight(file);
      shardOf.set(file, lightest + 1);
    }
  }
  return files.filter((file) => shardOf.get(file) !== shard.index);
}

/** filesOfOtherShards as a project's `testIgnore` (none when this shard runs every file). */
export function otherShardsPattern(
  folder: string,
  shard: Shard,
  runAlone: (file: string) => boolean,
): RegExp[] {
  const names = filesOfOtherShards(folder, shard, runAlone).map((file) => file.replaceAll(".", "\\."));
  return names.length ? [new RegExp(`/(${names.join("|")})$`)] : [];
}
