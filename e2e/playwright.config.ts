import { availableParallelism } from "node:os";
import { defineConfig } from "@playwright/test";
import { otherShardsPattern, shardFromEnv } from "./support/shards.ts";

/** Journeys run in Debian's Chromium against a server that scripts/e2e.sh started. */
const baseURL = process.env.E2E_BASE_URL ?? "http://harbor.localhost:3000";

/**
 * Journeys share one server and its demo clubs, so they run side by side only where they cannot
 * meet in the data (docs/testing.md):
 * - those that change Harbor Club's settings through the staff API run last, one at a time,
 *   when nothing else is on the club;
 * - those that write the guest's or the member's cart, addresses and wallet run one after
 *   another, in file order (and the bell's journey, whose count an order placed would move) (catalogue empties member@'s cart before checkout fills it; the
 *   wallet journeys add and edit member@'s cards, which checkout's default card depends on, and
 *   met each other's drawers when they ran side by side);
 * - every other journey runs beside them, each file in one worker.
 */
const CLUB_SETTINGS = /\/(analytics|disabled-page|navigation-settings|right-to-left|admin-theme)\.spec\.ts$/;
const CARTS_AND_ADDRESSES =
  /\/(admin-events|catalogue|checkout|dining-checkout|events|phone-checkout|surveys|failures-in-place|directory-and-messages|perks|bookings|admin-orders|admin-products|admin-shipping)\.spec\.ts$/;
/** The wallet journey edits member@'s cards: it runs alone, before the journeys that pay with them. */
const WALLET = /\/wallet\.spec\.ts$/;

/**
 * A full run is split over two portals (scripts/e2e.sh, support/shards.ts): each runs its share
 * of every project below, with its own results and report.
 */
const shard = shardFromEnv();
const runAlone = (file: string) =>
  [CLUB_SETTINGS, CARTS_AND_ADDRESSES, WALLET].some((re) => re.test(`/${file}`));
const OTHER_SHARDS = shard
  ? otherShardsPattern(new URL("./journeys", import.meta.url).pathname, shard, runAlone)
  : [];
const artifacts = shard ? `./artifacts/shard-${shard.index}` : "./artifacts";

export default defineConfig({
  testDir: "./journeys",
  outputDir: `${artifacts}/results`,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // The shared sign-ins, once for the run.
  globalSetup: "./support/global-setup.ts",
  fullyParallel: false,
  // A journey waits on the page about half its time (one worker used half of one core): a
  // worker more than the cores (on two cores, the accessibility journey: 1 worker 132 s,
  // 2 workers 116 s, 3 workers 94 s). Shards share the cores: each takes its part of those
  // workers, at least two (with three each, two portals ran six browsers on two cores, and a
  // journey ran out of time in CI run 10).
  workers: shard
    ? Math.max(2, Math.ceil((availableParallelism() + 1) / shard.count))
    : availableParallelism() + 1,
  retries: 0,
  reporter: [
    ["list"],
    ["./support/slowest-journeys-reporter.ts"],
    ["html", { outputFolder: `${artifacts}/report`, open: "never" }],
  ],
  projects: [
    { name: "journeys", testIgnore: [CLUB_SETTINGS, CARTS_AND_ADDRESSES, WALLET, ...OTHER_SHARDS] },
    { name: "wallet", testMatch: WALLET, testIgnore: OTHER_SHARDS, workers: 1 },
    {
      name: "carts and addresses",
      testMatch: CARTS_AND_ADDRESSES,
      testIgnore: OTHER_SHARDS,
      workers: 1,
      dependencies: ["wallet"],
    },
    {
      name: "club settings",
      testMatch: CLUB_SETTINGS,
      testIgnore: OTHER_SHARDS,
      workers: 1,
      dependencies: ["journeys", "carts and addresses", "wallet"],
    },
  ],
  use: {
    baseURL,
    // Desktop unless a journey asks for the phone size (375 × 812).
    viewport: { width: 1280, height: 800 },
    // As a member who asks for reduced motion: antd's drawers, modals and popups are drawn at
    // once (lib/theme/antd-theme.tsx), and the slogan carousel does not cross-fade (axe must not
    // catch a slide half-way). On a busy machine a click on a popup's button as the popup
    // zoomed in was lost (a Popconfirm's "Yes" in the wallet and events journeys).
    reducedMotion: "reduce",
    screenshot: "only-on-failure",
    // A failure keeps its screenshot and the page's accessibility tree (error-context.md).
    // E2E_TRACE=1 also records each step's DOM for failures (no screencast frames): recording
    // it for every journey cost 8 to 10 % of a run (journeys alternated, 27 Nov 2026), and CI
    // keeps its log, not the files.
    trace: process.env.E2E_TRACE ? { mode: "retain-on-failure", screenshots: false } : "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/lib/chromium/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
});
