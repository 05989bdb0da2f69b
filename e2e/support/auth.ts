/**
 * Signing in. Journeys about the sign-in form use `signInThroughForm`; the others start from a
 * session made over the API. The shared sessions (SHARED_USERS) are made once per run, before
 * any journey starts (support/global-setup.ts), and stored in a file keyed by the server's port;
 * a journey that ends or changes its session asks for a fresh one.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD, type DemoUser, USERS } from "./clubs.ts";

type Cookies = Awaited<ReturnType<BrowserContext["cookies"]>>;

/** The users whose sessions journeys share (the others sign in fresh, or through the form). */
export const SHARED_USERS: DemoUser[] = [USERS.member, USERS.guest, USERS.socio, USERS.invitado];

const SESSION_DIR = join(dirname(fileURLToPath(import.meta.url)), "..", "artifacts", "sessions");

const sessionFile = (user: DemoUser): string =>
  join(SESSION_DIR, `${new URL(user.club).host.replace(/[^a-z0-9.-]/gi, "_")}-${user.email}.json`);

async function storedCookies(user: DemoUser): Promise<Cookies | null> {
  try {
    return JSON.parse(await readFile(sessionFile(user), "utf8")) as Cookies;
  } catch {
    return null;
  }
}

/**
 * POST /login for `user` in `request`'s context; the session cookie lands in its jar. Every
 * journey signs in from 127.0.0.1: should a run still meet the per-address limit (scripts/e2e.sh
 * raises it), it waits as Retry-After says, like a patient client.
 */
async function postLogin(
  request: APIRequestContext,
  user: DemoUser,
  beforeWaiting: (ms: number) => void = () => {},
): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const response = await request.post(`${user.club}/login`, {
      data: { email: user.email, password: DEMO_PASSWORD },
    });
    if (response.status() === 429 && attempt < 3) {
      const waitMs = (Number(response.headers()["retry-after"]) || 20) * 1000 + 500;
      beforeWaiting(waitMs);
      await new Promise((resolve) => setTimeout(resolve, waitMs));
      continue;
    }
    expect(response.status(), `POST /login for ${user.email}: ${await response.text()}`).toBe(200);
    return;
  }
}

async function store(user: DemoUser, cookies: Cookies): Promise<void> {
  await mkdir(SESSION_DIR, { recursive: true });
  await writeFile(sessionFile(user), JSON.stringify(cookies));
}

/** Signs `user` in over the API and stores the session for the journeys that share it. */
export async function storeSession(request: APIRequestContext, user: DemoUser): Promise<void> {
  await postLogin(request, user);
  await store(user, (await request.storageState()).cookies);
}

/**
 * Gives the page's context a session of `user` at the user's club. Shared by default; `fresh`
 * makes a session of its own (for journeys that sign out or change the account).
 */
export async function signIn(page: Page, user: DemoUser, { fresh = false } = {}): Promise<void> {
  if (!fresh) {
    const stored = await storedCookies(user);
    if (stored) {
      await page.context().addCookies(stored);
      const check = await page.request.get(`${user.club}/api/account`);
      if (check.ok()) return;
      await page.context().clearCookies();
    }
  }
  // A wait for the rate limit is added to the journey's time limit.
  await postLogin(page.request, user, (ms) => test.info().setTimeout(test.info().timeout + ms));
  if (!fresh) await store(user, await page.context().cookies(user.club));
}

/** Fills and submits the sign-in form (English or Spanish) of the page the browser is on. */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole("textbox", { name: /^(e-?mail|correo electrónico)$/i }).fill(email);
  await page.getByLabel(/^(password|contraseña)$/i).fill(password);
  await page.getByRole("button", { name: /^(sign in|iniciar sesión)$/i }).click();
}
