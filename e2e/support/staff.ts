/** Admin mode in journeys: a browser of its own signed in as a member of a club's staff. */
import { type Browser, expect, type Page } from "@playwright/test";
import { DEMO_PASSWORD, HARBOR } from "./clubs.ts";

/** A browser of its own signed in to admin mode as `email` (at Harbor Club unless told), at `path`. */
export async function staffPage(browser: Browser, email: string, path: string, club = HARBOR): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const login = await page.request.post(`${club}/admin/login`, {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  await page.goto(`${club}${path}`);
  return page;
}
