/**
 * Keyboard only (WCAG 2.1.1, 2.4.3, 2.4.7): sign in, open and close the menu drawer, reach the
 * profile, edit and save it, switch the language and sign out on Harbor Club, with Tab, Enter
 * and Escape alone. After each navigation focus lands in the new page (its h1), never on
 * <body>. Each step is a test.step, so the report lists them with pass or fail.
 */
import { expect, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD, HARBOR, USERS } from "../support/clubs.ts";
import { tabTo } from "../support/keyboard.ts";

/** What has focus: never the page's body after an action. */

async function expectFocusOnHeading(page: Page, name: string | RegExp) {
  await expect(page.getByRole("heading", { level: 1, name })).toBeFocused();
}

test("keyboard only: sign in, menu, profile edit and save, language, sign out", async ({ page }) => {
  await page.goto(`${HARBOR}/login`);
  await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();

  await test.step("the skip link is the first stop and leads to the form", async () => {
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
  });

  await test.step("sign in with Tab, typing and Enter; focus lands on the home page's h1", async () => {
    await tabTo(page, page.getByRole("textbox", { name: "E-mail" }));
    await page.keyboard.type(USERS.member.email);
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${HARBOR}/`);
    await expectFocusOnHeading(page, /^Welcome, /);
  });

  const burger = page.getByRole("button", { name: "Open menu" });

  await test.step("open the menu drawer; Shift+Tab stays in it and the page does not scroll", async () => {
    await tabTo(page, burger, { backwards: true });
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    for (let press = 0; press < 6; press++) {
      await page.keyboard.press("Shift+Tab");
      expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  await test.step("Escape closes the drawer and gives focus back to the burger, in view", async () => {
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    await expect(burger).toBeFocused();
    await expect(burger).toBeInViewport();
  });

  await test.step("reach the profile through the menu's account card and the account tabs", async () => {
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await tabTo(page, drawer.getByRole("link", { name: /, my memberships$/ }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${HARBOR}/account/memberships`);
    // The chosen page's heading takes focus, not the burger the menu came from (issue 24).
    await expectFocusOnHeading(page, "Memberships");
    // The account tabs sit above the page's content: back up to them.
    const profileTab = page
      .getByRole("navigation", { name: "Account" })
      .getByRole("link", { name: "Profile" });
    await tabTo(page, profileTab, { backwards: true });
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${HARBOR}/account/profile`);
    await expectFocusOnHeading(page, "Profile");
  });

  await test.step("Edit leads into the form; Enter saves; focus returns to Edit", async () => {
    const edit = page.getByRole("button", { name: "Edit Profile" });
    await tabTo(page, edit);
    await page.keyboard.press("Enter");
    const firstName = page.getByRole("textbox", { name: "First Name" });
    await expect(firstName).toBeFocused();
    const title = page.getByRole("textbox", { name: "Company Title" });
    await tabTo(page, title);
    const stamp = `Captain ${Date.now() % 1000}`;
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type(stamp);
    const saved = page.waitForResponse(
      (response) => response.url().endsWith("/api/account") && response.request().method() === "PATCH",
    );
    await page.keyboard.press("Enter");
    expect((await saved).status()).toBe(200);
    await expect(edit).toBeFocused();
    await expect(page.getByText(stamp)).toBeVisible();
  });

  await test.step("switch the language with Enter; focus stays on the switch", async () => {
    const english = page.getByRole("button", { name: "Language: Español" });
    await tabTo(page, english, { backwards: true });
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Perfil" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Idioma: English" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Language: Español" })).toBeFocused();
  });

  await test.step("sign out from the menu; the sign-in page comes back", async () => {
    await tabTo(page, burger, { backwards: true });
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await tabTo(page, drawer.getByRole("link", { name: "Sign Out" }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
    expect((await page.request.get(`${HARBOR}/api/account`)).status()).toBe(401);
  });
});
