/**
 * Journeys about settings a demo club does not have (a moved page, right-to-left, analytics)
 * change the club's portal config through the staff API, as the theme editor does, and put
 * it back afterwards. The staff session is made once per run (support/global-setup.ts; POST
 * /admin/login allows 10 attempts per 5 minutes per address) and stored beside the customer
 * sessions.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type APIRequestContext, expect, request } from "@playwright/test";
import { DEMO_PASSWORD } from "./clubs.ts";

/** The portal config as the staff API answers it: snake_case JSON. */
export type WireConfig = Record<string, unknown>;

const STAFF_EMAIL = "staff@harbor.example";
const SESSION_DIR = join(dirname(fileURLToPath(import.meta.url)), "..", "artifacts", "sessions");
const stateFile = (club: string) =>
  join(SESSION_DIR, `staff-${new URL(club).host.replace(/[^a-z0-9.-]/gi, "_")}.json`);

/** Signs staff in at the club and keeps the session in a request context (stored for the run). */
async function signInStaff(club: string): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL: club });
  const login = await context.post("/admin/login", { data: { email: STAFF_EMAIL, password: DEMO_PASSWORD } });
  expect(login.status(), `staff sign-in at ${club}: ${await login.text()}`).toBe(200);
  await mkdir(SESSION_DIR, { recursive: true });
  await writeFile(stateFile(club), JSON.stringify(await context.storageState()));
  return context;
}

/** Makes and stores the club's staff session before the journeys (support/global-setup.ts). */
export async function storeStaffSession(club: string): Promise<void> {
  await (await signInStaff(club)).dispose();
}

/** A request context holding a staff session whose selected company is the club's. */
export async function staffContext(club: string): Promise<APIRequestContext> {
  try {
    const context = await request.newContext({
      baseURL: club,
      storageState: JSON.parse(await readFile(stateFile(club), "utf8")),
    });
    if ((await context.get("/admin/api/me")).ok()) return context;
    await context.dispose();
  } catch {
    // No stored session: a journey run on its own without the global set-up.
  }
  return signInStaff(club);
}

interface WireDomain {
  id: string;
  config: WireConfig;
  config_version: number;
}

async function domainOf(context: APIRequestContext): Promise<WireDomain> {
  const response = await context.get("/admin/api/domains");
  expect(response.status()).toBe(200);
  const [domain] = (await response.json()) as WireDomain[];
  if (!domain) throw new Error("the club has no domain");
  return domain;
}

/** Saves `config` on the version it was edited from; answers the domain as saved. */
async function save(context: APIRequestContext, domain: WireDomain, config: WireConfig): Promise<WireDomain> {
  const response = await context.patch(`/admin/api/domains/${domain.id}`, {
    data: { config, config_version: domain.config_version },
  });
  expect(response.status(), `PATCH config: ${await response.text()}`).toBe(200);
  return (await response.json()) as WireDomain;
}

/**
 * The club's config as it is now, and a way to put it back whatever happened meanwhile (saved
 * on the version current then): for journeys that change it through admin mode itself.
 */
export async function keepClubConfig(club: string): Promise<{ restore: () => Promise<void> }> {
  const context = await staffContext(club);
  const kept = await domainOf(context);
  return {
    async restore() {
      try {
        await save(context, await domainOf(context), kept.config);
      } finally {
        await context.dispose();
      }
    },
  };
}

/**
 * Runs `body` while the club's config is `change(config)`, then restores the config it had,
 * whether `body` passed or not.
 */
export async function withClubConfig(
  club: string,
  change: (config: WireConfig) => WireConfig,
  body: () => Promise<void>,
): Promise<void> {
  const context = await staffContext(club);
  const domain = await domainOf(context);
  try {
    await save(context, domain, change(structuredClone(domain.config)));
    await body();
  } finally {
    await save(context, await domainOf(context), domain.config);
    await context.dispose();
  }
}
