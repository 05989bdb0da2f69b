/**
 * Signing in. Journeys about the sign-in form use `signInThroughForm`; the others start from a
 * session made over the API. POST /login allows 10 attempts a minute per address, so sessions
 * are made once per server (cached in a file keyed by its port) and shared between journeys;
 * a journey that ends or changes its session asks for a fresh one.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD, type DemoUser } from "./clubs.ts";

type Cookies = Awaited<ReturnType<BrowserContext["cookies"]>>;

const SESSION_DIR = join(dirname(fileURLToPath(import.meta.url)), "..", "artifacts", "sessions");

const sessionFile = (user: DemoUser): string =>
  join(SESSION_DIR, `${new URL(user.club).host.replace(/[^a-z0-9.-]/gi, "_")}-${user.email}.json`);

async function cachedCookies(user: DemoUser): Promise<Cookies | null> {
  try {
    return JSON.parse(await readFile(sessionFile(user), "utf8")) as Cookies;
  } catch {
    return null;
  }
}

/**
 * Signs `user` in over the API (POST /login) in the page's context; the cookie lands in its jar.
 * Every journey signs in from 127.0.0.1, so a fast suite can meet the per-address limit: it
 * then waits as its Retry-After says, like a patient client, and the test's time grows by it.
 */
async function signInOverApi(page: Page, user: DemoUser): Promise<Cookies> {
  for (let attempt = 0; ; attempt++) {
    const response = await page.request.post(`${user.club}/login`, {
      data: { email: user.email, password: DEMO_PASSWORD },
    });
    if (response.status() === 429 && attempt < 3) {
      const waitMs = (Number(response.headers()["retry-after"]) || 20) * 1000 + 500;
      test.info().setTimeout(test.info().timeout + waitMs);
      await page.waitForTimeout(waitMs);
      continue;
    }
    expect(response.status(), `POST /login for ${user.email}: ${await response.text()}`).toBe(200);
    return page.context().cookies(user.club);
  }
}

/**
 * Gives the page's context a session of `user` at the user's club. Shared by default; `fresh`
 * makes a session of its own (for journeys that sign out or change the account).
 */
export async function signIn(page: Page, user: DemoUser, { fresh = false } = {}): Promise<void> {
  if (!fresh) {
    const cached = await cachedCookies(user);
    if (cached) {
      await page.context().addCookies(cached);
      const check = await page.request.get(`${user.club}/api/account`);
      if (check.ok()) return;
      await page.context().clearCookies();
    }
  }
  const cookies = await signInOverApi(page, user);
  if (!fresh) {
    await mkdir(SESSION_DIR, { recursive: true });
    await writeFile(sessionFile(user), JSON.stringify(cookies));
  }
}

/** Fills and submits the sign-in form (English or Spanish) of the page the browser is on. */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole("textbox", { name: /^(email|correo electrónico)$/i }).fill(email);
  await page.getByLabel(/^(password|contraseña)$/i).fill(password);
  await page.getByRole("button", { name: /^(sign in|iniciar sesión)$/i }).click();
}
