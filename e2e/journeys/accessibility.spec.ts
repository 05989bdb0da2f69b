/**
 * axe-core on the sign-in page (visitor), the home page (signed-in member) and the profile
 * page: no violation of impact serious or critical.
 */
import { expect, test } from "@playwright/test";
import { signIn } from "../support/auth.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { HARBOR, MOBILE, SIERRA, USERS } from "../support/clubs.ts";

// No cross-fade in the slogan carousel: axe must not catch a slide half-way through it.
test.use({ reducedMotion: "reduce" });

test("sign-in page (visitor, desktop)", async ({ page }, testInfo) => {
  await page.goto(`${HARBOR}/login`);
  await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
  // Reduced motion starts the slideshow paused: one label, pressed.
  await expect(page.getByRole("button", { name: "Pause slideshow" })).toHaveAttribute("aria-pressed", "true");
  await expectNoSeriousA11yViolations(page, testInfo, "the sign-in page");

  // With the server's error shown too.
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Please enter your email address")).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, "the sign-in page with field errors");
});

test.describe("on a phone", () => {
  test.use({ viewport: MOBILE });

  test("sign-in page (visitor, phone)", async ({ page }, testInfo) => {
    await page.goto(`${SIERRA}/login`);
    await expect(page.getByRole("heading", { level: 1, name: "Iniciar sesión" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, "the Spanish sign-in page on a phone");
  });

  test("home page (Plus member, phone)", async ({ page }, testInfo) => {
    await signIn(page, USERS.member);
    await page.goto(`${HARBOR}/`);
    await expect(page.getByRole("heading", { level: 1, name: /^Welcome, / })).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, "the Plus home page");

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, "the open menu drawer");
  });

  test("Lounge home (/account, phone)", async ({ page }, testInfo) => {
    await signIn(page, USERS.socio);
    await page.goto(`${SIERRA}/`);
    await expect(page).toHaveURL(`${SIERRA}/account`);
    await expect(page.getByRole("heading", { level: 1, name: "Perfil" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, "the Lounge home on a phone");
  });
});

test("profile page (member, desktop), read and edit modes", async ({ page }, testInfo) => {
  await signIn(page, USERS.member);
  await page.goto(`${HARBOR}/account/profile`);
  await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Change Password" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, "the profile page");

  await page.getByRole("button", { name: "Edit" }).click();
  await expect(page.getByRole("button", { name: "Save" })).toBeVisible();
  // Two phone fields: each named by its own label, not both "Phone number".
  await expect(page.getByRole("textbox", { name: "Mobile", exact: true })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Phone", exact: true })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Mobile, country code" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Phone, country code" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, "the profile form");
});
