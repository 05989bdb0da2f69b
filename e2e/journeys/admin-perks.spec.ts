/**
 * The perks back office (issue 32 item 5), end to end on Harbor Club: staff@ (its owner, above a
 * manager) defines a voucher and issues it to member@ with the keyboard alone; member@, in
 * another browser, finds it among their vouchers and could put it in the cart; staff@ voids it
 * after a confirmation and member@ can no longer use it. viewer@ sees the same screens with
 * nothing to change. axe checks each screen.
 */
import { type Browser, expect, type Page, test } from "@playwright/test";
import { signIn } from "../support/auth.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { DEMO_PASSWORD, HARBOR, USERS } from "../support/clubs.ts";
import { tabTo } from "../support/keyboard.ts";

test.use({ reducedMotion: "reduce" });

const PERK = `Harbor Lunch Voucher ${Date.now().toString(36)}`;

/** A browser of its own signed in to admin mode as `email`, at `path`. */
async function staffPage(browser: Browser, email: string, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const login = await page.request.post(`${HARBOR}/admin/login`, {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  await page.goto(`${HARBOR}${path}`);
  return page;
}

/** member@'s vouchers page, afresh. */
async function openVouchers(member: Page): Promise<void> {
  await member.goto(`${HARBOR}/account/perks?tab=vouchers`);
  await expect(member.getByRole("heading", { level: 1, name: "Perks" })).toBeVisible();
}

test("staff define a voucher, issue it to member@ and void it; a viewer only looks", async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const staff = await staffPage(browser, "staff@harbor.example", "/admin/perks");
  const member = await (await browser.newContext()).newPage();
  let serial = "";

  await test.step("staff@ defines the voucher with the keyboard alone", async () => {
    await expect(staff.getByRole("heading", { level: 1, name: "Perks" })).toBeVisible();
    await expectNoSeriousA11yViolations(staff, testInfo, "perks list");
    await tabTo(staff, staff.getByRole("button", { name: "New Perk" }));
    await staff.keyboard.press("Enter");
    await expect(staff.getByRole("heading", { level: 1, name: "New Perk" })).toBeFocused();
    await tabTo(staff, staff.getByRole("textbox", { name: "Name" }));
    await staff.keyboard.type(PERK);
    await tabTo(staff, staff.getByRole("spinbutton", { name: "Amount" }));
    await staff.keyboard.type("15");
    await tabTo(staff, staff.getByRole("spinbutton", { name: "Days Valid" }));
    await staff.keyboard.type("30");
    await expectNoSeriousA11yViolations(staff, testInfo, "new perk form");
    await tabTo(staff, staff.getByRole("button", { name: "Create Perk" }));
    await staff.keyboard.press("Enter");
    await expect(staff.getByRole("heading", { level: 1, name: "Edit Perk" })).toBeVisible();
    await expect(staff.getByRole("textbox", { name: "Name" })).toHaveValue(PERK);
    await expect(staff.getByText("No passes issued yet.")).toBeVisible();
  });

  await test.step("and issues it to member@, still with the keyboard", async () => {
    await tabTo(staff, staff.getByRole("textbox", { name: "Find the Member" }));
    await staff.keyboard.type("member@harbor");
    await staff.keyboard.press("Enter");
    const choice = staff.getByRole("radio", { name: /\(member@harbor\.example\)$/ });
    await tabTo(staff, choice);
    await staff.keyboard.press("Space");
    await expect(choice).toBeChecked();
    await expectNoSeriousA11yViolations(staff, testInfo, "issuing a perk");
    await tabTo(staff, staff.getByRole("button", { name: /^Issue to / }));
    await staff.keyboard.press("Enter");
    await expect(staff.getByText(`1 pass of ${PERK} issued to 1 member.`)).toBeVisible();
    const row = staff.getByRole("row").filter({ hasText: "member@harbor.example" });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole("cell", { name: "Active", exact: true })).toBeVisible();
    serial = ((await row.locator("code").textContent()) ?? "").trim();
    expect(serial.length).toBeGreaterThan(3);
    await expectNoSeriousA11yViolations(staff, testInfo, "a perk's passes");
  });

  await test.step("member@ sees it among their vouchers, usable", async () => {
    await signIn(member, USERS.member);
    await openVouchers(member);
    await expect(member.getByText(PERK)).toBeVisible();
    await member.getByRole("button", { name: `View ${PERK}` }).click();
    await expect(member.getByRole("button", { name: "Use in My Cart" })).toBeVisible();
  });

  await test.step("viewer@ sees the perk with nothing to change", async () => {
    const viewer = await staffPage(browser, "viewer@harbor.example", "/admin/perks");
    await expect(viewer.getByRole("heading", { level: 1, name: "Perks" })).toBeVisible();
    await expect(viewer.getByText("changing them needs a manager")).toBeVisible();
    await expect(viewer.getByRole("button", { name: "New Perk" })).toHaveCount(0);
    await viewer.getByRole("link", { name: PERK }).click();
    await expect(viewer.getByRole("heading", { level: 1, name: "Edit Perk" })).toBeVisible();
    await expect(viewer.getByRole("textbox", { name: "Name" })).toBeDisabled();
    await expect(viewer.getByRole("button", { name: "Save Perk" })).toHaveCount(0);
    await expect(viewer.getByRole("heading", { level: 2, name: "Issue Passes" })).toHaveCount(0);
    await expect(viewer.getByRole("row").filter({ hasText: "member@harbor.example" })).toHaveCount(1);
    await expect(viewer.getByRole("button", { name: /^Void/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(viewer, testInfo, "a perk, read-only");
    await viewer.goto(`${HARBOR}/admin/perks/scan`);
    await expect(viewer.getByRole("heading", { level: 1, name: "Check a Pass" })).toBeVisible();
    await expect(viewer.getByRole("textbox", { name: "Pass Serial" })).toBeDisabled();
    await expect(viewer.getByRole("button", { name: "Redeem" })).toHaveCount(0);
    await viewer.context().close();
  });

  await test.step("staff@ voids the pass after a confirmation; member@ can no longer use it", async () => {
    await staff.getByRole("button", { name: `Void pass ${serial}` }).click();
    const dialog = staff.getByRole("dialog", { name: `Void pass ${serial}?` });
    await expect(dialog.getByText(/will no longer be able to use this pass/)).toBeVisible();
    await expectNoSeriousA11yViolations(staff, testInfo, "void confirmation");
    await dialog.getByRole("button", { name: "Void Pass" }).click();
    await expect(staff.getByText(`Pass ${serial} is void.`)).toBeVisible();
    const row = staff.getByRole("row").filter({ hasText: "member@harbor.example" });
    await expect(row.getByRole("cell", { name: "Void", exact: true })).toBeVisible();

    await openVouchers(member);
    await member.getByRole("button", { name: `View ${PERK}` }).click();
    await expect(member.getByRole("button", { name: "Use in My Cart" })).toHaveCount(0);
    await expect(member.getByText("Void").first()).toBeVisible();
  });

  await test.step("the front desk's check refuses the void pass and an unknown serial", async () => {
    await staff.goto(`${HARBOR}/admin/perks/scan`);
    await expect(staff.getByRole("heading", { level: 1, name: "Check a Pass" })).toBeVisible();
    const field = staff.getByRole("textbox", { name: "Pass Serial" });
    await field.fill(serial);
    await field.press("Enter");
    await expect(staff.getByRole("alert").filter({ hasText: "Perk Not Available" })).toBeVisible();
    await field.fill("NOPE-0000");
    await field.press("Enter");
    await expect(staff.getByText("No pass of this club has that serial.")).toBeVisible();
    await expectNoSeriousA11yViolations(staff, testInfo, "pass check");
  });
});
