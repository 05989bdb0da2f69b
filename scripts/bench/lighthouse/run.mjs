#!/usr/bin/env node
/**
 * Lighthouse (mobile) on the login page, in Debian's Chromium against a fresh demo server.
 * Prints the category scores and the key metrics. Not a test: it reports.
 *   node scripts/bench/lighthouse/run.mjs [path]      (default /login)
 *   LH_JSON=report.json …                              also writes the whole report
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const root = path.resolve(import.meta.dirname, "../../..");
const target = process.argv[2] ?? "/login";
if (!existsSync(path.join(root, "apps/web/dist/index.html"))) {
  console.error("No web build: run `npm run build` first.");
  process.exit(1);
}

const port = await new Promise((resolve) => {
  const s = createServer();
  s.listen(0, "127.0.0.1", () => {
    const { port: p } = s.address();
    s.close(() => resolve(p));
  });
});
const dataDir = mkdtempSync(path.join(tmpdir(), "crest-lh-"));
const server = spawn(process.execPath, ["--import", "tsx", "apps/server/src/server.ts"], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
  },
  stdio: ["ignore", "ignore", "inherit"],
});

let chrome;
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) break;
    } catch {}
    if (i > 120) throw new Error("server did not become ready");
    await new Promise((r) => setTimeout(r, 500));
  }
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/lib/chromium/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  const url = `http://harbor.localhost:${port}${target}`;
  const result = await lighthouse(url, {
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
  for (const id of [
    "first-contentful-paint",
    "largest-contentful-paint",
    "total-blocking-time",
    "cumulative-layout-shift",
    "speed-index",
  ]) {
    console.log(`  ${audits[id].title.padEnd(28)} ${audits[id].displayValue}`);
  }
  const failing = Object.values(audits).filter(
    (audit) =>
      audit.score !== null &&
      audit.score < 1 &&
      categories.accessibility.auditRefs.some((ref) => ref.id === audit.id),
  );
  if (failing.length > 0)
    console.log(`  accessibility audits not passing: ${failing.map((a) => a.id).join(", ")}`);
} finally {
  await chrome?.kill();
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}
