#!/usr/bin/env node
/**
 * Bundle budget: the JavaScript a browser loads to render the login page, gzip-compressed,
 * measured in Chromium against the real server (so it counts exactly what the page pulls
 * in, entry and lazy chunks alike). Also lists every chunk of the build.
 *   node scripts/bench/bundle/run.mjs           prints the figures
 *   node scripts/bench/bundle/run.mjs --check   also fails above the 150 KB budget
 * With PORTAL_PORT set it measures the portal running there instead of starting one.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH, ROOT, runningOrFreshPortal } from "../../lib/portal.mjs";

const BUDGET_KB = 150;
const dist = path.join(ROOT, "apps/web/dist");
const check = process.argv.includes("--check");

if (!existsSync(path.join(dist, "index.html"))) {
  console.error("No web build: run `npm run build` first.");
  process.exit(1);
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const portal = await runningOrFreshPortal();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
let overBudget = false;
try {
  const page = await browser.newPage();
  const scripts = new Map();
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    try {
      scripts.set(response.url(), await response.body());
    } catch {}
  });
  await page.goto(`http://harbor.localhost:${portal.port}/login`, { waitUntil: "networkidle" });
  await page
    .getByRole("button", { name: /sign in|log in|iniciar/i })
    .first()
    .waitFor({ timeout: 15_000 });

  const rows = [...scripts].map(([url, body]) => ({
    file: new URL(url).pathname,
    gzip: gzipSync(body, { level: 9 }).length,
  }));
  rows.sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);

  const chunks = readdirSync(path.join(dist, "assets")).filter((file) => file.endsWith(".js"));
  const chunkPath = (file) => path.join(dist, "assets", file);
  const allGzip = chunks.reduce(
    (sum, file) => sum + gzipSync(readFileSync(chunkPath(file)), { level: 9 }).length,
    0,
  );
  const allRaw = chunks.reduce((sum, file) => sum + statSync(chunkPath(file)).size, 0);

  console.log("\nJavaScript loaded to render /login (gzip):");
  for (const row of rows) console.log(`  ${row.file.padEnd(60)} ${kb(row.gzip).padStart(7)} KB`);
  console.log(
    `  ${"total".padEnd(60)} ${kb(total).padStart(7)} KB   (budget ${BUDGET_KB} KB; ${BUDGET_KB * 1024 - total} bytes left)`,
  );
  console.log(
    `\nWhole build: ${chunks.length} JS chunks, ${kb(allRaw)} KB raw, ${kb(allGzip)} KB gzip; login loads ${rows.length} of them.`,
  );
  if (check && total > BUDGET_KB * 1024) {
    console.error(`\nOver budget: ${kb(total)} KB > ${BUDGET_KB} KB`);
    overBudget = true;
  }
} finally {
  await browser.close();
  portal.stop();
}
process.exit(overBudget ? 1 : 0);
