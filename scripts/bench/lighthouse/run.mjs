#!/usr/bin/env node
/**
 * Lighthouse (mobile) in Debian's Chromium against a fresh demo server: the sign-in page as a
 * visitor, then the home page as Harbor Club's member (signed in over the API first; the
 * session cookie goes with every request Lighthouse makes). Prints the category scores and the
 * key metrics of each. Not a test: it reports.
 * Each page is measured LH_RUNS times (default 3) and the median run is reported, as
 * Lighthouse's own guidance advises: one run on a shared machine varies by several points.
 *   node scripts/bench/lighthouse/run.mjs              /login, then / signed in
 *   node scripts/bench/lighthouse/run.mjs /faq         one visitor page
 *   LH_RUNS=5 …                                        more runs per page
 *   LH_JSON=report.json …                              also writes the last median report
 */
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH, ROOT, sessionCookie, startPortal } from "../../lib/portal.mjs";

const METRICS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
];

if (!existsSync(path.join(ROOT, "apps/web/dist/index.html"))) {
  console.error("No web build: run `npm run build` first.");
  process.exit(1);
}

function report(result, label) {
  const { categories, audits } = result.lhr;
  console.log(`\nLighthouse ${result.lhr.lighthouseVersion} (mobile, simulated throttling) on ${label}`);
  for (const category of Object.values(categories)) {
    console.log(`  ${category.title.padEnd(16)} ${Math.round((category.score ?? 0) * 100)}`);
  }
  for (const id of METRICS) console.log(`  ${audits[id].title.padEnd(28)} ${audits[id].displayValue}`);
  const accessibilityIds = new Set(categories.accessibility.auditRefs.map((ref) => ref.id));
  const failing = Object.values(audits).filter(
    (audit) => accessibilityIds.has(audit.id) && audit.score !== null && audit.score < 1,
  );
  if (failing.length > 0)
    console.log(`  accessibility audits not passing: ${failing.map((audit) => audit.id).join(", ")}`);
}

const portal = await startPortal();
const origin = `http://localhost:${portal.port}`;
const runs = process.argv[2]
  ? [{ path: process.argv[2], label: process.argv[2] }]
  : [
      { path: "/login", label: "/login (visitor)" },
      { path: "/", label: "/ (Harbor Club's member, signed in)", signedIn: true },
    ];
/** One Lighthouse run in a fresh Chromium; a run whose trace failed (a loaded machine) is retried. */
async function measure(run) {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
    });
    try {
      const extraHeaders = run.signedIn ? { Cookie: await sessionCookie(origin) } : undefined;
      const result = await lighthouse(`${origin}${run.path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        formFactor: "mobile",
        extraHeaders,
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      if (!result.lhr.runtimeError || attempt >= 3) return result;
      console.error(`  (${run.label}: ${result.lhr.runtimeError.code}, running again)`);
    } finally {
      await chrome.kill();
    }
  }
}

const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 3));
const performanceOf = (result) => result.lhr.categories.performance?.score ?? 0;

try {
  for (const run of runs) {
    const results = [];
    for (let index = 0; index < RUNS; index++) results.push(await measure(run));
    const sorted = [...results].sort((a, b) => performanceOf(a) - performanceOf(b));
    const median = sorted[Math.floor((sorted.length - 1) / 2)];
    if (process.env.LH_JSON) writeFileSync(process.env.LH_JSON, JSON.stringify(median.lhr));
    report(
      median,
      `${run.label}, median of ${RUNS} (${results.map((r) => Math.round(performanceOf(r) * 100)).join(", ")})`,
    );
  }
} finally {
  portal.stop();
}
