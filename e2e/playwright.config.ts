import { defineConfig } from "@playwright/test";

/** Journeys run in Debian's Chromium against a server that scripts/e2e.sh started. */
const baseURL = process.env.E2E_BASE_URL ?? "http://harbor.localhost:3000";

export default defineConfig({
  testDir: "./journeys",
  outputDir: "./artifacts/results",
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"], ["html", { outputFolder: "./artifacts/report", open: "never" }]],
  use: {
    baseURL,
    // Desktop unless a journey asks for the phone size (375 × 812).
    viewport: { width: 1280, height: 800 },
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
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
