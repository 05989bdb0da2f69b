/** /logout ends the session (spec-1 §4 Session): the member is a visitor again, and the API agrees. */
import { expect, test } from "@playwright/test";
import { signIn } from "../support/auth.ts";
import { HARBOR, USERS } from "../support/clubs.ts";

test("/logout ends the session", async ({ page }) => {
  await signIn(page, USERS.member, { fresh: true });
  await page.goto(`${HARBOR}/account`);
  await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
  expect((await page.request.get(`${HARBOR}/api/account`)).status()).toBe(200);

  await page.goto(`${HARBOR}/logout`);
  // /logout signs out, then starts again from / where a visitor gets the sign-in form.
  await expect(page).toHaveURL(`${HARBOR}/`);
  await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();

  await page.goto(`${HARBOR}/account`);
  await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toHaveCount(0);

  const account = await page.request.get(`${HARBOR}/api/account`);
  expect(account.status()).toBe(401);
  expect(((await account.json()) as { code: string }).code).toBe("unauthorized");
});
