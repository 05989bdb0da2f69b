#!/usr/bin/env node
/**
 * Tap bench (issue 24 item 11): how long after a tap the next screen's content is visible, in
 * Chromium at phone size (390×844, touch) against the real portal with its demo clubs. Each run
 * is a fresh browser context (no cached code or data), signed in as Harbor Club's member.
 * Prints a table with the median and p90 of each scenario. Not a test: it reports.
 *   node scripts/bench/taps/run.mjs                  every scenario, TAP_RUNS (5) runs each
 *   node scripts/bench/taps/run.mjs dish drawer      only these scenarios
 *   TAP_RUNS=9 …                                     more runs
 * With PORTAL_PORT set it measures the portal running there instead of starting one.
 * See README.md beside this file for what each figure means.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  ROOT,
  runningOrFreshPortal,
  sessionCookie,
} from "../../lib/portal.mjs";
import { installWatcher } from "./watcher.mjs";

const RUNS = Number(process.env.TAP_RUNS ?? 5);
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** A person looks at a screen before tapping on it; the same pause before every measured tap. */
const THINK_MS = 500;

if (!existsSync(path.join(ROOT, "apps/web/dist/index.html"))) {
  console.error("No web build: run `npm run build` first.");
  process.exit(1);
}

let cookie = null;

/**
 * A fresh signed-in context (nothing cached) with the watcher installed in every page. One
 * sign-in serves every run (the sign-in limit would refuse one per run; the session holds no
 * cache of its own).
 */
async function freshPage(browser, origin, viewport = PHONE, firstLoad = null) {
  if (!cookie) {
    const pair = await sessionCookie(origin);
    const at = pair.indexOf("=");
    cookie = { name: pair.slice(0, at), value: pair.slice(at + 1), url: origin };
  }
  const context = await browser.newContext({
    viewport,
    isMobile: viewport === PHONE,
    hasTouch: true,
    deviceScaleFactor: 1,
  });
  await context.addCookies([cookie]);
  await context.addInitScript({ content: `(${installWatcher})(${firstLoad ?? "null"});` });
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

/** Opens `url` and waits until its screen is ready and the network has settled. */
async function settle(page, url, ready) {
  await page.goto(url, { waitUntil: "networkidle", timeout: 60_000 });
  await page.waitForFunction(ready, undefined, { timeout: 30_000 });
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(THINK_MS);
}

/** Taps `target`, answers the ms from the touch to the frame where `ready` first held. */
async function timeTap(page, target, ready) {
  await page.evaluate(`window.__taps.arm(${ready})`);
  await target.tap({ timeout: 30_000 });
  const handle = await page.waitForFunction(() => window.__taps.result(), undefined, {
    timeout: 30_000,
    polling: 50,
  });
  return handle.jsonValue();
}

// Readiness checks, run in the page at every animation frame (see watcher.mjs for `__taps`).
const diningReady = () =>
  window.__taps.heading("Menu") && window.__taps.settled() && window.__taps.visible(".crest-product-card");
const dishReady = () =>
  window.__taps.heading("Harbor Burger") &&
  window.__taps.settled() &&
  window.__taps.visible('main img[alt^="Harbor Burger"]');
const membershipsReady = () =>
  window.__taps.heading("Memberships") &&
  window.__taps.settled() &&
  window.__taps.visible(".crest-membership-card");
const drawerReady = () => {
  const dialog = document.querySelector(".ant-drawer-open [role=dialog]");
  return Boolean(
    dialog &&
      window.__taps.settled(dialog) &&
      dialog.querySelector("img.crest-membership-code") &&
      dialog.querySelector(".ant-descriptions"),
  );
};
const profileReady = () =>
  window.__taps.heading("Profile") && window.__taps.settled() && window.__taps.button("Edit Profile");
const homeReady = () => window.__taps.visible("main h1") && window.__taps.settled();

const SCENARIOS = {
  /** The burger menu is open on the home page; tap Dining. */
  async menu(browser, origin) {
    const { page, close } = await freshPage(browser, origin);
    try {
      await settle(page, `${origin}/`, homeReady);
      await page.getByRole("button", { name: "Open menu" }).tap();
      const dining = page.locator("#crest-mobile-menu").getByRole("link", { name: "Dining" });
      await dining.waitFor({ state: "visible" });
      await page.waitForTimeout(THINK_MS);
      return [["menu → Dining", await timeTap(page, dining, diningReady)]];
    } finally {
      await close();
    }
  },
  /** The dining menu is on screen; tap a dish. */
  async dish(browser, origin) {
    const { page, close } = await freshPage(browser, origin);
    try {
      await settle(page, `${origin}/dining`, diningReady);
      const dish = page.getByRole("link", { name: /Harbor Burger/ }).first();
      return [["open a dish", await timeTap(page, dish, dishReady)]];
    } finally {
      await close();
    }
  },
  /** The memberships tab is on screen; tap the family card to open its drawer. */
  async drawer(browser, origin) {
    const { page, close } = await freshPage(browser, origin);
    try {
      await settle(page, `${origin}/account/memberships`, membershipsReady);
      const card = page.getByRole("button", { name: "View card Family Membership" });
      return [["membership drawer", await timeTap(page, card, drawerReady)]];
    } finally {
      await close();
    }
  },
  /** Typing /account into a fresh tab: navigation start to the profile shown. */
  async account(browser, origin) {
    const { page, close } = await freshPage(browser, origin, PHONE, profileReady.toString());
    try {
      await page.goto(`${origin}/account`, { timeout: 60_000 });
      const handle = await page.waitForFunction(() => window.__taps.result(), undefined, {
        timeout: 30_000,
        polling: 50,
      });
      return [["/account first load", await handle.jsonValue()]];
    } finally {
      await close();
    }
  },
  /**
   * The account tabs: Profile → Memberships → Wallet → Addresses → Profile. On a phone when the
   * shell shows the tabs there, else at desktop size (the only place the tabs showed at first).
   */
  async tabs(browser, origin) {
    let { page, close } = await freshPage(browser, origin);
    let where = "phone";
    try {
      await settle(page, `${origin}/account`, profileReady);
      const tabsAt = (p) => p.getByRole("navigation", { name: "Account", exact: true });
      if (!(await tabsAt(page).isVisible())) {
        await close();
        ({ page, close } = await freshPage(browser, origin, DESKTOP));
        where = "desktop";
        await settle(page, `${origin}/account`, profileReady);
      }
      const samples = [];
      for (const [tab, title] of [
        ["Memberships", "Memberships"],
        ["Wallet", null],
        ["Addresses", null],
        ["Profile", "Profile"],
      ]) {
        const before = await page.locator("main h1").first().textContent();
        const ready = `() => window.__taps.heading(${JSON.stringify(title)}, ${JSON.stringify(before)}) && window.__taps.settled()`;
        const link = tabsAt(page).getByRole("link", { name: tab, exact: true });
        samples.push([`account tab → ${tab} (${where})`, await timeTap(page, link, ready)]);
        await page.waitForLoadState("networkidle");
        await page.waitForTimeout(THINK_MS);
      }
      return samples;
    } finally {
      await close();
    }
  },
};

const chosen = process.argv.slice(2).filter((name) => !name.startsWith("-"));
const names = chosen.length > 0 ? chosen : Object.keys(SCENARIOS);
for (const name of names) {
  if (!SCENARIOS[name]) {
    console.error(`Unknown scenario ${name}; choose from ${Object.keys(SCENARIOS).join(", ")}`);
    process.exit(1);
  }
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
const portal = await runningOrFreshPortal();
const origin = `http://localhost:${portal.port}`;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    portal.stop();
    process.exit(1);
  });
const samples = new Map();
try {
  for (const name of names) {
    for (let run = 0; run < RUNS; run++) {
      for (const [label, ms] of await SCENARIOS[name](browser, origin)) {
        samples.set(label, [...(samples.get(label) ?? []), ms]);
      }
    }
  }
} finally {
  await browser.close();
  portal.stop();
}

console.log(
  `\nTap → next screen's content visible (ms), ${RUNS} runs each, Chromium ${PHONE.width}×${PHONE.height}:`,
);
console.log(
  `  ${"scenario".padEnd(40)} ${"median".padStart(7)} ${"p90".padStart(7)} ${"min".padStart(7)} ${"max".padStart(7)}`,
);
const tabSamples = [];
for (const [label, values] of samples) {
  if (label.startsWith("account tab")) tabSamples.push(...values);
  const sorted = [...values].sort((a, b) => a - b);
  const cells = [quantile(sorted, 0.5), quantile(sorted, 0.9), sorted[0], sorted.at(-1)];
  console.log(`  ${label.padEnd(40)} ${cells.map((ms) => String(Math.round(ms)).padStart(7)).join(" ")}`);
}
if (tabSamples.length > 0) {
  const sorted = tabSamples.sort((a, b) => a - b);
  const cells = [quantile(sorted, 0.5), quantile(sorted, 0.9), sorted[0], sorted.at(-1)];
  console.log(
    `  ${"account tab change (all tabs)".padEnd(40)} ${cells.map((ms) => String(Math.round(ms)).padStart(7)).join(" ")}`,
  );
}
