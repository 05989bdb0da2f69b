/**
 * For scripts that need the real portal: start it with a fresh demo club on a free port,
 * wait until it is ready, stop it afterwards. And how to launch Debian's Chromium here.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/lib/chromium/chromium";
/** Without the background-networking flags Chromium tries to reach hosts this network refuses. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Starts the built portal (production mode, demo club) and resolves once /readyz answers. */
export async function startPortal() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "crest-portal-"));
  const server = spawn(process.execPath, ["--import", "tsx", "apps/server/src/server.ts"], {
    cwd: ROOT,
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
  const stop = () => {
    server.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) break;
    } catch {}
    if (attempt > 600 || server.exitCode !== null) {
      stop();
      throw new Error("the portal did not become ready");
    }
    // Polled: ready as soon as /readyz answers.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { port, stop };
}

/**
 * The portal on PORTAL_PORT when one is already running there (the journeys' server: one server
 * per test run), else a fresh one. `stop` stops only a portal this started.
 */
export async function runningOrFreshPortal() {
  const port = Number(process.env.PORTAL_PORT);
  return port > 0 ? { port, stop: () => {} } : startPortal();
}

/** Harbor Club's demo member (README.md's demo logins). */
export const DEMO_MEMBER = { email: "member@harbor.example", password: "Crest-demo-2026" };

/** Signs `user` in over the API at `origin` (localhost is Harbor Club); answers "crest_session=…". */
export async function sessionCookie(origin, user = DEMO_MEMBER) {
  const response = await fetch(`${origin}/login`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(user),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith("crest_session="));
  if (!cookie) throw new Error("sign-in set no session cookie");
  return cookie.split(";")[0];
}
