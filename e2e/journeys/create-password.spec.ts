/**
 * spec-1 §4: a member flagged createpw must create a password before anything else. The modal
 * cannot be closed (no close button, Escape and the mask do nothing), follows them to any
 * page, keeps Save disabled until the password meets the rule, and is gone once it is saved.
 */
import { expect, test } from "@playwright/test";
import { signInThroughForm } from "../support/auth.ts";
import { DEMO_PASSWORD, HARBOR, USERS } from "../support/clubs.ts";

const NEW_PASSWORD = "Tide-Chart-2027";

test("newpass@ creates a password in a modal that cannot be dismissed", async ({ page }) => {
  await page.goto(`${HARBOR}/login`);
  await signInThroughForm(page, USERS.newPassword.email, DEMO_PASSWORD);

  const modal = page.getByRole("dialog", { name: "Create a Password" });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole("button", { name: /close/i })).toHaveCount(0);

  await page.keyboard.press("Escape");
  await expect(modal).toBeVisible();
  // Outside the dialog: the mask at the top-left corner of the viewport.
  await page.mouse.click(5, 5);
  await expect(modal).toBeVisible();

  // Another page is no way out either.
  await page.goto(`${HARBOR}/my-club`);
  await expect(modal).toBeVisible();

  const password = modal.getByLabel("New Password");
  const save = modal.getByRole("button", { name: "Save Password" });
  await expect(save).toBeDisabled();
  for (const weak of ["short1A", "alllowercase1", "ALLUPPERCASE1", "NoDigitsOrSymbols"]) {
    await password.fill(weak);
    await expect(save, weak).toBeDisabled();
  }
  await password.fill(NEW_PASSWORD);
  await expect(save).toBeEnabled();

  const saved = page.waitForResponse(
    (response) => response.url().endsWith("/api/account") && response.request().method() !== "GET",
  );
  await save.click();
  expect((await saved).status()).toBe(200);
  await expect(modal).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "My Club" })).toBeVisible();

  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "My Club" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
