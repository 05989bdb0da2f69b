/**
 * Admin mode's members and audit log (issue 31 items 6 and 7), end to end: staff@ (an owner)
 * finds member@ by name and opens them with the keyboard alone, sends a password reset mail
 * (which reaches the mail sink), opens the member app as them in a new tab, where a payment is
 * refused, and finds that view in the audit log; viewer@ sees the member's page with no action
 * and no audit log, in English and Spanish. axe checks each screen. Nothing here is read by
 * another journey: a reset link nobody follows, a read-only session, audit rows.
 */
import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { HARBOR, USERS } from "../support/clubs.ts";
import { tabTo } from "../support/keyboard.ts";
import { linkMailedTo } from "../support/mail.ts";
import { staffPage } from "../support/staff.ts";

const MEMBER_NAME = "Eleanor Grace Whitfield";

/** A browser of its own with a staff session at Harbor Club, on the members screen. */
async function staffAtMembers(browser: Browser, email: string): Promise<Page> {
  const page = await staffPage(browser, email, "/admin/members");
  await expect(page.getByRole("heading", { level: 1, name: "Members" })).toBeVisible();
  return page;
}

test("staff@ finds a member, mails a reset, views as them read-only, and finds the view in the audit log", async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const page = await staffAtMembers(browser, "staff@harbor.example");
  try {
    await test.step("orders the list by when members joined, with the keyboard", async () => {
      const order = page.getByRole("combobox", { name: "Order" });
      await tabTo(page, order);
      await page.keyboard.press("ArrowDown");
      await expect(order).toHaveValue("newest");
      await expect(page).toHaveURL(/[?&]sort=newest/);
      await expect(page.getByRole("table").getByRole("link").first()).toBeVisible();
      await page.goto(`${HARBOR}/admin/members`);
      await expect(page.getByRole("heading", { level: 1, name: "Members" })).toBeVisible();
    });

    await test.step("searches by name and opens the member with the keyboard", async () => {
      await expectNoSeriousA11yViolations(page, testInfo, "members search");
      await tabTo(page, page.getByRole("textbox", { name: "Find a Member" }));
      await page.keyboard.type("eleanor whit");
      await page.keyboard.press("Enter");
      await expect(
        page.getByRole("status").filter({ hasText: "1 member matches “eleanor whit”." }),
      ).toBeVisible();
      const open = page.getByRole("link", { name: "Eleanor Whitfield" });
      await tabTo(page, open);
      await page.keyboard.press("Enter");
      await expect(page.getByRole("heading", { level: 1, name: MEMBER_NAME })).toBeFocused();
      await expect(page.getByRole("region", { name: "Profile" })).toContainText(USERS.member.email);
      await expect(page.getByRole("region", { name: "Memberships" }).getByRole("row")).not.toHaveCount(0);
      await expectNoSeriousA11yViolations(page, testInfo, "a member's page");
    });

    await test.step("sends a password reset mail with the keyboard: the status says so and the mail arrives", async () => {
      await tabTo(page, page.getByRole("button", { name: "Send Password Reset Mail" }));
      await page.keyboard.press("Enter");
      await expect(
        page
          .getByRole("status")
          .filter({ hasText: `A password reset link was mailed to ${USERS.member.email}.` }),
      ).toBeVisible();
      // The journeys' server is fresh: no other journey mails member@ a reset link.
      expect(await linkMailedTo(USERS.member.email, /^\/password-reset\//)).toMatch(/^\/password-reset\/.+/);
    });

    await test.step("views as the member in a new tab, where a payment is refused", async () => {
      const [member] = await Promise.all([
        page.context().waitForEvent("page"),
        page.getByRole("button", { name: "View as Member" }).click(),
      ]);
      await expect(
        page
          .getByRole("status")
          .filter({ hasText: "The member app is open as this member in a new tab, read-only." }),
      ).toBeVisible();
      await member.waitForURL(`${HARBOR}/`);
      await member.goto(`${HARBOR}/account/billing`);
      await expect(member.getByRole("heading", { level: 1, name: "Billing" })).toBeVisible();
      await member
        .getByRole("button", { name: /^Open House account/ })
        .filter({ hasText: "Due" })
        .first()
        .click();
      const drawer = member.getByRole("dialog");
      await expect(drawer.getByText("Pay This Invoice")).toBeVisible();
      await drawer.getByRole("button", { name: /^Pay \$/ }).click();
      await expect(
        member.getByRole("alert").filter({ hasText: "Your staff role does not allow this." }),
      ).toBeVisible();
      await member.close();
    });

    await test.step("the audit log lists the view, by staff member and day", async () => {
      await page.getByRole("link", { name: "Audit Log" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Audit Log" })).toBeFocused();
      const today = new Date();
      const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, "0")}-${String(today.getDate()).padStart(2, "0")}`;
      await page.getByLabel("From (Day)").fill(day);
      await page.getByLabel("To (Day, Included)").fill(day);
      await page.getByLabel("Staff Member").selectOption({ label: "Morgan Hale" });
      await tabTo(page, page.getByRole("button", { name: "Show Entries" }));
      await page.keyboard.press("Enter");
      const viewed = page
        .getByRole("row")
        .filter({ hasText: "POST /admin/api/members/:customerId/view-as" })
        .first();
      await expect(viewed).toContainText("Morgan Hale");
      await expect(page.getByRole("row").filter({ hasText: "/reset-mail" }).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page, testInfo, "audit log");
    });
  } finally {
    await page.context().close();
  }
});

test("viewer@ sees the member's page with no action and no audit log, in English and Spanish", async ({
  browser,
}, testInfo) => {
  const page = await staffAtMembers(browser, "viewer@harbor.example");
  try {
    await page.getByRole("textbox", { name: "Find a Member" }).fill(USERS.member.email);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByRole("link", { name: "Eleanor Whitfield" }).click();
    await expect(page.getByRole("heading", { level: 1, name: MEMBER_NAME })).toBeFocused();
    await expect(page.getByText("Your staff role can read this page but not act on it.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Send Password Reset Mail" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "View as Member" })).toHaveCount(0);
    await expect(page.getByRole("switch")).toHaveCount(0);
    await expect(
      page.getByRole("navigation", { name: "Admin Sections" }).getByRole("link", { name: "Audit Log" }),
    ).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, testInfo, "a member's page, read-only");
    await page.getByLabel("Language").selectOption({ label: "Español" });
    await expect(
      page.getByText("Su función en el club le permite leer esta página, pero no actuar en ella."),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Perfil" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, "a member's page in Spanish");
  } finally {
    await page.context().close();
  }
});
