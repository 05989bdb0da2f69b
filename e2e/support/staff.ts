/** Admin mode in journeys: a browser of its own signed in as a member of a club's staff. */
import { type Browser, expect, type Page } from "@playwright/test";
import { animationsEnded } from "./animations.ts";
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

/**
 * Answers a confirmation dialog with `button` and waits for it to close. The click waits for the
 * dialog's entrance to end: antd holds a modal's entrance paused for a frame, a paused page reads
 * as stable, and a click then (on a loaded CI machine) left the dialog open.
 */
export async function confirmInDialog(page: Page, dialogName: string, button: string): Promise<void> {
  const dialog = page.getByRole("dialog", { name: dialogName });
  await expect(dialog).toBeVisible();
  await animationsEnded(page);
  await dialog.getByRole("button", { name: button }).click();
  await expect(dialog).toBeHidden();
}
