#!/usr/bin/env node
/**
 * Lighthouse (mobile) on the login page, in Debian's Chromium against a fresh demo server.
 * Prints the category scores and the key metrics. Not a test: it reports.
 *   node scripts/bench/lighthouse/run.mjs [path]      (default /login)
 *   LH_JSON=report.json …                              also writes the whole report
 */
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH, ROOT, startPortal } from "../../lib/portal.mjs";

const target = process.argv[2] ?? "/login";
if (!existsSync(path.join(ROOT, "apps/web/dist/index.html"))) {
  console.error("No web build: run `npm run build` first.");
  process.exit(1);
}

const portal = await startPortal();
let chrome;
try {
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  const result = await lighthouse(`http://harbor.localhost:${portal.port}${target}`, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    formFactor: "mobile",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  if (process.env.LH_JSON) writeFileSync(process.env.LH_JSON, JSON.stringify(result.lhr));
  const { categories, audits } = result.lhr;
  console.log(`\nLighthouse ${result.lhr.lighthouseVersion} (mobile, simulated throttling) on ${target}`);
  for (const category of Object.values(categories)) {
    console.log(`  ${category.title.padEnd(16)} ${Math.round((category.score ?? 0) * 100)}`);
  }
  const metrics = [
    "first-contentful-paint",
    "largest-contentful-paint",
    "total-blocking-time",
    "cumulative-layout-shift",
    "speed-index",
  ];
  for (const id of metrics) console.log(`  ${audits[id].title.padEnd(28)} ${audits[id].displayValue}`);
  const accessibilityIds = new Set(categories.accessibility.auditRefs.map((ref) => ref.id));
  const failing = Object.values(audits).filter(
    (audit) => accessibilityIds.has(audit.id) && audit.score !== null && audit.score < 1,
  );
  if (failing.length > 0)
    console.log(`  accessibility audits not passing: ${failing.map((audit) => audit.id).join(", ")}`);
} finally {
  await chrome?.kill();
  portal.stop();
}
