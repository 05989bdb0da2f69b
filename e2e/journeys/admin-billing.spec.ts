/**
 * The billing back office (issue 32 item 6), end to end on Harbor Club: manager@ (its manager) finds
 * member@, opens their billing and credits $1.00 to the house account with the keyboard alone,
 * confirmed with its amount (the server's test shows a repeated confirmation writes once); member@, in another
 * browser, sees the credit among their transactions; viewer@ reads the same ledger and has no way
 * to charge or credit. axe checks each screen. The credit lowers what member@ owes by $1.00,
 * which no other journey counts on (billing.spec pays an invoice whatever it owes).
 */
import { type Browser, expect, type Page, test } from "@playwright/test";
import { signIn } from "../support/auth.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { HARBOR, USERS } from "../support/clubs.ts";
import { tabTo } from "../support/keyboard.ts";
import { expectNoSidewaysScroll } from "../support/layout.ts";
import { staffPage } from "../support/staff.ts";

const MEMBER = "Eleanor Grace Whitfield";

/** A browser of its own with a staff session at Harbor Club, on the billing screen. */
async function staffAtBilling(browser: Browser, email: string): Promise<Page> {
  const page = await staffPage(browser, email, "/admin/billing");
  await expect(page.getByRole("heading", { level: 1, name: "Billing" })).toBeVisible();
  return page;
}

/** From the members screen to member@'s billing, with the keyboard. */
async function openMemberBilling(page: Page): Promise<void> {
  await page.getByRole("link", { name: "Members", exact: true }).click();
  await tabTo(page, page.getByRole("textbox", { name: "Find a Member" }));
  await page.keyboard.type(USERS.member.email);
  await page.keyboard.press("Enter");
  await tabTo(page, page.getByRole("link", { name: "Eleanor Whitfield" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: MEMBER })).toBeFocused();
  await tabTo(page, page.getByRole("link", { name: /^Billing: Ledger/ }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: `Billing: ${MEMBER}` })).toBeFocused();
  await expect(
    page.getByRole("region", { name: "Transactions", exact: true }).getByRole("row"),
  ).not.toHaveCount(0);
}

test("manager@ credits member@'s house account with the keyboard; member@ sees it; viewer@ cannot", async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const reason = `Goodwill ${Date.now()}`;
  const staff = await staffAtBilling(browser, "manager@harbor.example");
  try {
    await test.step("the club's receivables and ledger, filtered by kind", async () => {
      await expect(staff.getByRole("region", { name: "Receivables by Age" })).toContainText("Not Yet Due");
      await staff.getByLabel("Kind").selectOption({ label: "Invoice" });
      await staff.getByRole("button", { name: "Show" }).click();
      const rows = staff.getByRole("region", { name: "Transactions", exact: true }).getByRole("row");
      await expect(rows.nth(1)).toContainText("Invoice");
      await expectNoSeriousA11yViolations(staff, testInfo, "billing");
    });

    await test.step("opens member@'s billing and credits $1.00, confirmed with the amount", async () => {
      await openMemberBilling(staff);
      await expectNoSeriousA11yViolations(staff, testInfo, "a member's billing");
      const kind = staff.getByRole("combobox", { name: "Charge or Credit" });
      await tabTo(staff, kind);
      await kind.press("ArrowDown");
      await expect(kind).toHaveValue("credit");
      await staff.keyboard.press("Tab");
      await expect(staff.getByRole("spinbutton", { name: "Amount" })).toBeFocused();
      await staff.keyboard.type("1");
      await staff.keyboard.press("Tab");
      await staff.keyboard.type(reason);
      await staff.keyboard.press("Enter");
      const dialog = staff.getByRole("dialog", { name: "Confirm" });
      await expect(dialog).toContainText(`Credit $1.00 to ${MEMBER}'s house account for “${reason}”?`);
      await expectNoSeriousA11yViolations(staff, testInfo, "the confirmation");
      const confirm = dialog.getByRole("button", { name: "Confirm $1.00" });
      await tabTo(staff, confirm);
      await staff.keyboard.press("Enter");
      await expect(staff.getByRole("status").filter({ hasText: "$1.00 credited." })).toBeVisible();
      await expect(dialog).toBeHidden();
      const ledger = staff.getByRole("region", { name: "Transactions", exact: true });
      await expect(ledger.getByRole("row").filter({ hasText: reason })).toHaveCount(1);
      await expect(ledger.getByRole("row").filter({ hasText: reason })).toContainText("-$1.00");
    });

    await test.step("the ledger filters by kind; a statement opens", async () => {
      await staff
        .getByRole("region", { name: "Transactions", exact: true })
        .getByLabel("Kind")
        .selectOption({ label: "Credit" });
      await staff
        .getByRole("region", { name: "Transactions", exact: true })
        .getByRole("button", { name: "Show" })
        .click();
      const rows = staff.getByRole("region", { name: "Transactions", exact: true }).getByRole("row");
      await expect(rows.filter({ hasText: reason })).toHaveCount(1);
      await expect(rows.filter({ hasText: "Charge" })).toHaveCount(0);
      const statements = staff.getByRole("region", { name: "Statements", exact: true });
      await statements
        .getByRole("button", { name: /^Open / })
        .first()
        .click();
      const statement = staff.getByRole("dialog", { name: /^Statement / });
      await expect(statement).toContainText("due in all");
      await staff.keyboard.press("Escape");
      await expect(statement).toBeHidden();
    });
  } finally {
    await staff.context().close();
  }

  await test.step("member@, in another browser, sees the credit among their transactions", async () => {
    const context = await browser.newContext();
    const member = await context.newPage();
    await signIn(member, USERS.member);
    await member.goto(`${HARBOR}/account/billing/transactions`);
    await expect(member.getByText(reason).first()).toBeVisible();
    await context.close();
  });

  await test.step("viewer@ reads member@'s ledger and has nothing to charge or credit with", async () => {
    const viewer = await staffAtBilling(browser, "viewer@harbor.example");
    try {
      await openMemberBilling(viewer);
      await expect(
        viewer.getByText("Your staff role can read billing but not charge, credit or mail."),
      ).toBeVisible();
      await expect(viewer.getByRole("heading", { name: "Manual Charge or Credit" })).toHaveCount(0);
      await expect(viewer.getByRole("button", { name: /^Mail / })).toHaveCount(0);
      await expect(
        viewer
          .getByRole("region", { name: "Transactions", exact: true })
          .getByRole("row")
          .filter({ hasText: reason }),
      ).toHaveCount(1);
      // The server refuses anyway.
      const customerId = new URL(viewer.url()).pathname.split("/").pop();
      const refused = await viewer.request.post(
        `${HARBOR}/admin/api/billing/members/${customerId}/adjustments`,
        {
          data: { kind: "credit", amount: 1, reason: "Viewer" },
        },
      );
      expect(refused.status()).toBe(403);
      await expectNoSeriousA11yViolations(viewer, testInfo, "a member's billing, read-only");
      // At a phone's width the tables scroll inside their regions; the page does not.
      await viewer.setViewportSize({ width: 390, height: 844 });
      await expectNoSidewaysScroll(viewer, "a member's billing at 390 px");
    } finally {
      await viewer.context().close();
    }
  });
});
