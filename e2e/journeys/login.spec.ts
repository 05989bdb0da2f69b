/**
 * Signing in through the form (spec-1 §2.2, §8): a wrong password shows the API's message and
 * leaves the visitor on the form; a Lounge member lands on /account, a Plus member on /.
 */
import { expect, test } from "@playwright/test";
import { signInThroughForm } from "../support/auth.ts";
import { DEMO_PASSWORD, HARBOR, MOBILE, SIERRA, USERS } from "../support/clubs.ts";

test("a wrong password shows the API's error and no session starts", async ({ page }) => {
  await page.goto(`${HARBOR}/login`);
  const answer = page.waitForResponse(
    (response) => response.url() === `${HARBOR}/login` && response.request().method() === "POST",
  );
  await signInThroughForm(page, USERS.member.email, "Not-the-password-1");
  const response = await answer;
  expect(response.status()).toBe(401);
  const error = (await response.json()) as { title: string; error_description: string };

  const alert = page.getByRole("alert");
  await expect(alert).toContainText(error.title);
  await expect(alert).toContainText(error.error_description);
  await expect(alert).toContainText("The e-mail or password is incorrect.");
  await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
  await expect(page).toHaveURL(`${HARBOR}/login`);
  expect((await page.request.get(`${HARBOR}/api/account`)).status()).toBe(401);
});

test("a Lounge member lands on /account, the Lounge home", async ({ page }) => {
  await page.goto(`${SIERRA}/login`);
  await signInThroughForm(page, USERS.socio.email, DEMO_PASSWORD);

  await expect(page).toHaveURL(`${SIERRA}/account`);
  await expect(page.getByRole("heading", { level: 1, name: "Perfil" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Navegación principal" })).toBeVisible();

  // / is not a page of its own on Lounge: it redirects to /account.
  await page.goto(`${SIERRA}/`);
  await expect(page).toHaveURL(`${SIERRA}/account`);
  await expect(page.getByRole("heading", { level: 1, name: "Perfil" })).toBeVisible();
});

test("a Plus member lands on /, the Plus home, with the Plus navigation (phone)", async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await page.goto(`${HARBOR}/login`);
  await signInThroughForm(page, USERS.member.email, DEMO_PASSWORD);

  await expect(page).toHaveURL(`${HARBOR}/`);
  await expect(page.getByRole("heading", { level: 1, name: /^Welcome, / })).toBeVisible();
  // Plus clubs get the burger header, not the side menu; its drawer holds every item whose
  // screen exists (issue #24: the others would only lead to "Page not found").
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("navigation", { name: "Main Navigation" });
  await expect(menu.getByRole("link")).toHaveText([
    "My Club",
    "Dining",
    "Events",
    "Spa & Wellness",
    "Appointments",
    "Meeting Rooms",
    "Directory",
    "Messages",
    "Club Benefits",
  ]);
});
