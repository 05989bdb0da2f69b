#!/usr/bin/env node
/**
 * Bundle budget: the JavaScript a browser loads to render the login page, gzip-compressed,
 * measured in Chromium against the real server (so it counts exactly what the page pulls
 * in, entry and lazy chunks alike). Also lists every chunk of the build.
 *   node scripts/bench/bundle/run.mjs           prints the figures
 *   node scripts/bench/bundle/run.mjs --check   also fails above the 200 KB budget
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";

const BUDGET_KB = 200;
const root = path.resolve(import.meta.dirname, "../../..");
const dist = path.join(root, "apps/web/dist");
const check = process.argv.includes("--check");

if (!existsSync(path.join(dist, "index.html"))) {
  console.error("No web build: run `npm run build` first.");
  process.exit(1);
}

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), "crest-bundle-"));
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

async function waitReady() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("server did not become ready");
}

let exitCode = 0;
const browser = await (async () => {
  await waitReady();
  return chromium.launch({
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
  });
})();
try {
  const page = await browser.newPage();
  const scripts = new Map();
  page.on("response", async (response) => {
    const url = response.url();
    if (!url.endsWith(".js") && response.request().resourceType() !== "script") return;
    try {
      scripts.set(url, await response.body());
    } catch {}
  });
  await page.goto(`http://harbor.localhost:${port}/login`, { waitUntil: "networkidle" });
  await page
    .getByRole("button", { name: /sign in|log in|iniciar/i })
    .first()
    .waitFor({ timeout: 15_000 });

  const rows = [...scripts].map(([url, body]) => ({
    file: new URL(url).pathname,
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
  }));
  rows.sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);

  const chunks = readdirSync(path.join(dist, "assets")).filter((f) => f.endsWith(".js"));
  const allGzip = chunks.reduce(
    (sum, f) => sum + gzipSync(readFileSync(path.join(dist, "assets", f)), { level: 9 }).length,
    0,
  );
  const allRaw = chunks.reduce((sum, f) => sum + statSync(path.join(dist, "assets", f)).size, 0);

  console.log("\nJavaScript loaded to render /login (gzip):");
  for (const row of rows)
    console.log(`  ${row.file.padEnd(60)} ${(row.gzip / 1024).toFixed(1).padStart(7)} KB`);
  console.log(
    `  ${"total".padEnd(60)} ${(total / 1024).toFixed(1).padStart(7)} KB   (budget ${BUDGET_KB} KB)`,
  );
  console.log(
    `\nWhole build: ${chunks.length} JS chunks, ${(allRaw / 1024).toFixed(0)} KB raw, ${(allGzip / 1024).toFixed(0)} KB gzip; login loads ${rows.length} of them.`,
  );
  if (check && total > BUDGET_KB * 1024) {
    console.error(`\nOver budget: ${(total / 1024).toFixed(1)} KB > ${BUDGET_KB} KB`);
    exitCode = 1;
  }
} finally {
  await browser.close();
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
