/**
 * Admin mode's Staff section and Change Password, end to end: staff@ (Harbor's owner) adds a
 * colleague as a viewer, makes them a manager and removes them, and the colleague's open session
 * then reaches the club no more; manager@ has no Staff section, and its address says it is the
 * owners'; a throwaway account changes its own password and signs in with the new one. axe checks
 * each screen. Nothing here is read by another journey: new accounts of their own, audit rows.
 */
import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { HARBOR } from "../support/clubs.ts";
import { tabTo } from "../support/keyboard.ts";
import { staffPage } from "../support/staff.ts";

/** An address no other run of this journey used on this portal (the portal's demo is fresh, but a retry is not). */
const fresh = (who: string) => `${who}-${Date.now().toString(36)}@harbor.example`;

/** A browser of its own signed in to admin mode with an account's own password, at `path`. */
async function signedInAs(browser: Browser, email: string, password: string, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const login = await page.request.post(`${HARBOR}/admin/login`, { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  await page.goto(`${HARBOR}${path}`);
  return page;
}

test("staff@ adds a colleague as a viewer, makes them a manager, removes them: their session ends", async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = fresh("colleague");
  const page = await staffPage(browser, "staff@harbor.example", "/admin/staff");
  let colleague: Page | undefined;
  try {
    let password = "";
    await test.step("the list shows the club's staff with their levels", async () => {
      await expect(page.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();
      await expect(page.getByRole("row").filter({ hasText: "staff@harbor.example" })).toContainText("Owner");
      await expect(page.getByRole("row").filter({ hasText: "viewer@harbor.example" })).toContainText(
        "Viewer",
      );
      await expectNoSeriousA11yViolations(page, testInfo, "staff list");
    });

    await test.step("adds the colleague as a viewer with the keyboard and sees the one-time password once", async () => {
      await tabTo(page, page.getByRole("button", { name: "Add a Person" }));
      await page.keyboard.press("Enter");
      await expect(page.getByRole("heading", { level: 1, name: "Add a Person" })).toBeVisible();
      await tabTo(page, page.getByRole("textbox", { name: "E-mail" }));
      await page.keyboard.type(email);
      await page.keyboard.press("Tab");
      await page.keyboard.type("Tess");
      await page.keyboard.press("Tab");
      await page.keyboard.type("Colleague");
      await page.getByRole("combobox", { name: "Level at This Club" }).selectOption({ label: "Viewer" });
      await tabTo(page, page.getByRole("button", { name: "Add", exact: true }));
      await page.keyboard.press("Enter");
      const added = page.getByRole("status").filter({ hasText: "now has access to this club as Viewer" });
      await expect(added).toBeVisible();
      password = (await added.locator("code").textContent()) ?? "";
      expect(password.length).toBeGreaterThanOrEqual(12);
      await expectNoSeriousA11yViolations(page, testInfo, "staff added");
    });

    await test.step("the colleague signs in with it, as a viewer without the Staff section", async () => {
      colleague = await signedInAs(browser, email, password, "/admin/members");
      await expect(colleague.getByRole("heading", { level: 1, name: "Members" })).toBeVisible();
      const nav = colleague.getByRole("navigation", { name: "Admin Sections" });
      await expect(nav.getByRole("link", { name: "Members", exact: true })).toBeVisible();
      await expect(nav.getByRole("link", { name: "Staff", exact: true })).toHaveCount(0);
    });

    await test.step("makes them a manager on their page", async () => {
      await page.getByRole("link", { name: "Open Tess Colleague's Page" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Tess Colleague" })).toBeVisible();
      await page.getByRole("combobox", { name: "Level at This Club" }).selectOption({ label: "Manager" });
      await tabTo(page, page.getByRole("button", { name: "Save Level" }));
      await page.keyboard.press("Enter");
      await expect(
        page.getByRole("status").filter({ hasText: "Tess Colleague is now Manager at this club." }),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page, testInfo, "staff member's page");
      const me = await colleague?.request.get(`${HARBOR}/admin/api/me`);
      expect((await me?.json())?.permission_level).toBe("manager");
    });

    await test.step("removes their access after a confirmation; their session reaches the club no more", async () => {
      await page.getByRole("button", { name: "Remove Access" }).click();
      const dialog = page.getByRole("dialog", { name: "Remove Tess Colleague's Access?" });
      await expect(dialog).toContainText("a session of theirs on it ends at once");
      await expectNoSeriousA11yViolations(page, testInfo, "remove access confirmation");
      await dialog.getByRole("button", { name: "Remove Access" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();
      await expect(
        page.getByRole("status").filter({ hasText: "Tess Colleague no longer has access to this club." }),
      ).toBeVisible();
      await expect(page.getByRole("row").filter({ hasText: email })).toHaveCount(0);
      const refused = await colleague?.request.get(`${HARBOR}/admin/api/members`);
      expect(refused?.status()).toBe(401);
      if (!colleague) throw new Error("the colleague's browser was not opened");
      await colleague.reload();
      await expect(colleague.getByRole("heading", { level: 1, name: "Staff Sign In" })).toBeVisible();
    });
  } finally {
    await colleague?.context().close();
    await page.context().close();
  }
});

test("manager@ has no Staff section, and its address says only owners manage staff", async ({
  browser,
}, testInfo) => {
  const page = await staffPage(browser, "manager@harbor.example", "/admin/members");
  try {
    await expect(page.getByRole("heading", { level: 1, name: "Members" })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Admin Sections" });
    await expect(nav.getByRole("link", { name: "Members", exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Staff", exact: true })).toHaveCount(0);
    await page.goto(`${HARBOR}/admin/staff`);
    await expect(page.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();
    await expect(page.getByText("Only the club's owners manage its staff. Ask an owner.")).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, "staff section refused");
  } finally {
    await page.context().close();
  }
});

test("a staff member changes their own password and signs in with the new one", async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const email = fresh("password");
  const newPassword = "Harbor-Tide-42";
  // A throwaway account of its own, made by Harbor's owner through the API.
  const owner = await staffPage(browser, "staff@harbor.example", "/admin/staff");
  const made = await owner.request.post(`${HARBOR}/admin/api/staff`, {
    data: { email, first_name: "Pat", last_name: "Password", permission_level: "viewer" },
  });
  expect(made.status(), await made.text()).toBe(201);
  const first = (await made.json()).one_time_password as string;
  await owner.context().close();

  const page = await signedInAs(browser, email, first, "/admin/members");
  try {
    await page.getByRole("link", { name: "Change Password" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Change Password" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, "change password");
    await page.getByLabel("Current Password").fill("not-the-password");
    await page.getByLabel("New Password", { exact: true }).fill(newPassword);
    await page.getByLabel("New Password Again").fill(newPassword);
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "The current password is not correct" }),
    ).toBeVisible();
    await page.getByLabel("Current Password").fill(first);
    await tabTo(page, page.getByRole("button", { name: "Change Password" }));
    await page.keyboard.press("Enter");
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: "Your password was changed. Your other sessions were signed out." }),
    ).toBeVisible();

    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Staff Sign In" })).toBeVisible();
    await page.getByRole("textbox", { name: "E-mail" }).fill(email);
    await page.getByRole("textbox", { name: "Password" }).fill(first);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    await page.getByRole("textbox", { name: "Password" }).fill(newPassword);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("navigation", { name: "Admin Sections" })).toBeVisible();
  } finally {
    await page.context().close();
  }
});
