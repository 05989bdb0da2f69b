/** Admin mode in a browser of its own, for the back-office journeys. */
import { type Browser, expect, type Page } from "@playwright/test";
import { DEMO_PASSWORD, HARBOR } from "./clubs.ts";

/** A browser context of its own signed in to admin mode as `email`, at `path` of Harbor Club. */
export async function staffPage(browser: Browser, email: string, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const login = await page.request.post(`${HARBOR}/admin/login`, {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  await page.goto(`${HARBOR}${path}`);
  return page;
}
