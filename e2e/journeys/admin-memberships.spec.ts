/**
 * Memberships in admin mode (issue 32 item 2), end to end and lean: manager@ (a manager of Harbor Club) creates a
 * plan, opens member@'s Manage Memberships section, changes the marina add-on's subscription to
 * the new plan with the keyboard, reading the proration before saving, and pauses it; the
 * failed-payment queue shows Thomas's seeded failed charge and Retry Now answers. viewer@ sees
 * the same screens with no way to change them. axe checks each screen. The marina card is not read
 * by another journey; Thomas has no card to bill, so his retry fails again and his paywall stays.
 */
import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { tabTo } from "../support/keyboard.ts";
import { staffPage } from "../support/staff.ts";

const PLAN = "Journey Marina Plus";
const MARINA_CARD = /HC-7001-0001-2026/;

/** member@'s page in admin mode, from the members search. */
async function openMember(page: Page) {
  await page.goto(`${new URL(page.url()).origin}/admin/members?q=eleanor%20whit`);
  await page.getByRole("link", { name: "Eleanor Whitfield" }).click();
  return page.getByRole("region", { name: "Manage Memberships" });
}

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await staffPage(browser, email, "/admin/memberships");
  await expect(page.getByRole("heading", { level: 1, name: "Memberships" })).toBeVisible();
  return page;
}

test("manager@ creates a plan, changes member@'s add-on to it seeing the proration first, pauses it, and retries a failed charge", async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const page = await signedIn(browser, "manager@harbor.example");
  try {
    await test.step("creates a plan", async () => {
      await expectNoSeriousA11yViolations(page, testInfo, "memberships");
      await page.getByRole("button", { name: "New Plan" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "New Plan" })).toBeVisible();
      await page.getByRole("textbox", { name: "Title" }).fill(PLAN);
      await page.getByRole("combobox", { name: "Kind" }).selectOption("add-on");
      await page.getByRole("combobox", { name: "Billed Every" }).selectOption("annually");
      await page.getByRole("spinbutton", { name: "Price per Period" }).fill("2400");
      await expectNoSeriousA11yViolations(page, testInfo, "plan editor");
      await page.getByRole("button", { name: "Create Plan" }).click();
      await expect(page.getByRole("status").filter({ hasText: `Plan ${PLAN} saved.` })).toBeVisible();
    });

    const section = await openMember(page);
    const marina = section.getByRole("article", { name: MARINA_CARD });
    await test.step("changes the add-on's plan with the keyboard, the proration shown before saving", async () => {
      await expect(marina).toBeVisible();
      const choose = marina.getByRole("combobox", { name: "Change to Plan" });
      await tabTo(page, choose, { max: 120 });
      // A focused native select takes the start of an option's name.
      await page.keyboard.type("Journey");
      await expect(choose).toHaveValue(/.+/);
      const preview = marina.getByRole("status").filter({ hasText: "Credit for the Unused Days" });
      await expect(preview).toContainText("Charge at the New Price");
      await expect(preview).toContainText(/charged|credited|Nothing to charge/);
      await expectNoSeriousA11yViolations(page, testInfo, "a member's memberships with a proration");
      await tabTo(page, marina.getByRole("button", { name: "Save Plan Change" }));
      await page.keyboard.press("Enter");
      await expect(marina.getByText(`The subscription is now on ${PLAN}.`)).toBeVisible();
      await expect(marina.getByRole("heading", { level: 3 })).toContainText(PLAN);
    });

    await test.step("pauses the subscription until resumed", async () => {
      await marina.getByRole("button", { name: "Pause", exact: true }).click();
      await expect(
        marina.getByRole("status").filter({ hasText: "The subscription is paused" }),
      ).toBeVisible();
      await expect(marina).toContainText("Paused until resumed");
      await expect(marina.getByRole("button", { name: "Resume" })).toBeVisible();
    });

    await test.step("the failed-payment queue shows Thomas's failed charge, and Retry Now answers", async () => {
      await page.goto(`${new URL(page.url()).origin}/admin/memberships?fstatus=failed`);
      const queue = page.getByRole("region", { name: "Failed Payments" });
      await expect(queue.getByRole("row").filter({ hasText: "Thomas O'Connell" })).toBeVisible();
      await expectNoSeriousA11yViolations(page, testInfo, "failed payments");
      await queue.getByRole("button", { name: "Retry now for Thomas O'Connell" }).click();
      await expect(queue.getByRole("status").filter({ hasText: /Thomas O'Connell/ })).toContainText(
        /failed again|was charged|already paid|authenticate/,
      );
    });
  } finally {
    await page.context().close();
  }
});

test("viewer@ sees plans, a member's memberships and the failed payments, and can change none of them", async ({
  browser,
}, testInfo) => {
  const page = await signedIn(browser, "viewer@harbor.example");
  try {
    await expect(
      page.getByText("You can see the club's memberships; changing them needs a manager."),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "New Plan" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Failed Payments" }).getByRole("row")).not.toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Retry now/ })).toHaveCount(0);
    await page.getByRole("link", { name: "Family Membership" }).click();
    await expect(page.getByRole("textbox", { name: "Title" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Save Plan" })).toHaveCount(0);
    const section = await openMember(page);
    await expect(section.getByRole("article").first()).toBeVisible();
    await expect(section.getByRole("button")).toHaveCount(0);
    await expect(section.getByRole("combobox")).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, testInfo, "a member's memberships, read-only");
  } finally {
    await page.context().close();
  }
});
