/**
 * The shipping back office (issue 32 item 1), end to end on Harbor Club: manager@ (a manager of
 * Harbor Club) adds a rate by weight with the keyboard alone and a pickup location with split
 * hours; member@, in a browser of their own, is offered both in checkout's delivery step; viewer@
 * sees them and cannot change them (the server refuses too). manager@ removes both at the end, so
 * no other journey meets them. Then invoices (item 6): manager@ opens one of member@'s from their
 * ledger and sends it, pressing twice: the mail sink holds one; viewer@ sees it and cannot send.
 * axe checks each screen.
 */
import { expect, test } from "@playwright/test";
import { signIn } from "../support/auth.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { HARBOR, USERS } from "../support/clubs.ts";
import { tabTo } from "../support/keyboard.ts";
import { expectNoSidewaysScroll } from "../support/layout.ts";
import { mailsMatching } from "../support/mail.ts";
import { addHoodie, emptyCart } from "../support/shop.ts";
import { confirmInDialog, staffPage } from "../support/staff.ts";

const RATE = "Journey Freight";
const PLACE = "Journey Boathouse";

test("staff add a rate by weight and a pickup location that checkout offers; a viewer only looks", async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const staff = await staffPage(browser, "manager@harbor.example", "/admin/shipping");
  let rateUrl = "";

  await test.step("manager@ adds a rate by weight with the keyboard alone", async () => {
    await expect(staff.getByRole("heading", { level: 1, name: "Shipping" })).toBeVisible();
    await expect(staff.getByRole("link", { name: "Express" })).toBeVisible();
    await expectNoSeriousA11yViolations(staff, testInfo, "shipping");
    await tabTo(staff, staff.getByRole("button", { name: "New Rate" }));
    await staff.keyboard.press("Enter");
    await expect(staff.getByRole("heading", { level: 1, name: "New Shipping Rate" })).toBeVisible();
    await tabTo(staff, staff.getByRole("textbox", { name: "Method" }));
    await staff.keyboard.type(RATE);
    await staff.keyboard.press("Tab");
    await staff.keyboard.type("Harbor Couriers");
    await staff.keyboard.press("Tab");
    await staff.keyboard.type("harbor_freight");
    await staff.keyboard.press("Tab");
    await expect(staff.getByRole("combobox", { name: "Priced" })).toBeFocused();
    await staff.keyboard.press("ArrowDown");
    await expect(staff.getByRole("combobox", { name: "Priced" })).toHaveValue("weight");
    await tabTo(staff, staff.getByRole("spinbutton", { name: "Bracket 1: Up To (Grams)" }));
    await staff.keyboard.type("2000");
    await staff.keyboard.press("Tab");
    await staff.keyboard.type("4.5");
    await tabTo(staff, staff.getByRole("button", { name: "Add Bracket" }));
    await staff.keyboard.press("Enter");
    await tabTo(staff, staff.getByRole("spinbutton", { name: "Bracket 2: Up To (Grams)" }));
    await staff.keyboard.type("50000");
    await staff.keyboard.press("Tab");
    await staff.keyboard.type("11");
    await tabTo(staff, staff.getByRole("textbox", { name: "Countries" }));
    await staff.keyboard.type("us, ca");
    await expectNoSeriousA11yViolations(staff, testInfo, "the rate editor");
    await tabTo(staff, staff.getByRole("button", { name: "Add Rate" }));
    await staff.keyboard.press("Enter");
    await expect(staff.getByRole("heading", { level: 1, name: "Shipping Rate" })).toBeFocused();
    await expect(staff.getByRole("status").filter({ hasText: `${RATE} is saved.` })).toBeVisible();
    await expect(staff.getByRole("textbox", { name: "Countries" })).toHaveValue("US, CA");
    rateUrl = new URL(staff.url()).pathname;
  });

  await test.step("manager@ adds a pickup location open twice on Mondays, closed on Sundays", async () => {
    await staff.goto(`${HARBOR}/admin/shipping`);
    await expect(staff.getByRole("row").filter({ hasText: RATE })).toContainText("up to 50 kg: $11.00");
    await staff.getByRole("button", { name: "New Pickup Location" }).click();
    await staff.getByRole("textbox", { name: "Name" }).fill(PLACE);
    await staff.getByRole("textbox", { name: "Address" }).fill("Pier 9, Newport, RI 02840");
    await staff.getByRole("checkbox", { name: "Open on Monday" }).check();
    await staff.getByLabel("Monday, range 1: closes").fill("12:00");
    await staff.getByRole("button", { name: "Add a range on Monday" }).click();
    await staff.getByLabel("Monday, range 2: opens").fill("14:00");
    await staff.getByLabel("Monday, range 2: closes").fill("18:00");
    await staff.getByRole("checkbox", { name: "Open on Saturday" }).check();
    await expect(staff.getByRole("checkbox", { name: "Open on Sunday" })).not.toBeChecked();
    await expectNoSeriousA11yViolations(staff, testInfo, "the pickup location editor");
    await staff.getByRole("button", { name: "Add Pickup Location" }).click();
    await expect(staff.getByRole("status").filter({ hasText: `${PLACE} is saved.` })).toBeVisible();
    await staff.goto(`${HARBOR}/admin/shipping`);
    await expect(staff.getByRole("row").filter({ hasText: PLACE })).toContainText(
      "Monday 9:00 AM - 12:00 PM, 2:00 PM - 6:00 PM; Saturday 9:00 AM - 5:00 PM",
    );
  });

  await test.step("member@ is offered both in checkout's delivery step", async () => {
    const member = await (await browser.newContext()).newPage();
    await signIn(member, USERS.member);
    await emptyCart(member);
    await addHoodie(member);
    await member.goto(`${HARBOR}/checkout`);
    await expect(member.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
    const rates = member.getByRole("radiogroup", { name: "Shipping rate" });
    await expect(rates.getByRole("radio", { name: new RegExp(RATE) })).toBeVisible();
    await member.getByText("Pick Up", { exact: true }).first().click();
    const places = member.getByRole("radiogroup", { name: "Pickup Location" });
    await expect(places.getByRole("radio", { name: new RegExp(PLACE) })).toBeVisible();
    await emptyCart(member);
    await member.context().close();
  });

  await test.step("viewer@ sees the rate and cannot change it; the server refuses too", async () => {
    const viewer = await staffPage(browser, "viewer@harbor.example", "/admin/shipping");
    await expect(viewer.getByRole("link", { name: RATE })).toBeVisible();
    await expect(
      viewer.getByText("You can see the club's shipping; changing it needs a manager."),
    ).toBeVisible();
    await expect(viewer.getByRole("button", { name: "New Rate" })).toHaveCount(0);
    await expect(viewer.getByRole("button", { name: `Move ${RATE} up` })).toHaveCount(0);
    await viewer.getByRole("link", { name: RATE }).click();
    await expect(viewer.getByRole("textbox", { name: "Method" })).toBeDisabled();
    await expect(viewer.getByRole("button", { name: "Save" })).toHaveCount(0);
    await expectNoSeriousA11yViolations(viewer, testInfo, "the rate, read-only");
    const refused = await viewer.request.patch(`${HARBOR}/admin/api${rateUrl.replace("/admin", "")}`, {
      data: { method: "Viewer" },
    });
    expect(refused.status()).toBe(403);
    // Not broken on a phone: tables and the hours grid scroll inside their sections, the page does not.
    await viewer.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(viewer, "a rate at 390 px");
    await viewer.getByRole("link", { name: "Back to Shipping" }).click();
    await expectNoSidewaysScroll(viewer, "shipping at 390 px");
    await viewer.getByRole("link", { name: "Clubhouse Front Desk" }).click();
    await expect(viewer.getByRole("checkbox", { name: "Open on Monday" })).toBeChecked();
    await expectNoSidewaysScroll(viewer, "a pickup location at 390 px");
    await viewer.context().close();
  });

  await test.step("manager@ removes both, asked first", async () => {
    await staff.goto(`${HARBOR}${rateUrl}`);
    await staff.getByRole("button", { name: `Remove ${RATE}` }).click();
    await confirmInDialog(staff, `Remove ${RATE}?`, "Remove");
    await expect(staff.getByRole("heading", { level: 1, name: "Shipping" })).toBeVisible();
    await staff.getByRole("link", { name: PLACE }).click();
    await staff.getByRole("button", { name: `Remove ${PLACE}` }).click();
    await confirmInDialog(staff, `Remove ${PLACE}?`, "Remove");
    await expect(staff.getByRole("heading", { level: 1, name: "Shipping" })).toBeVisible();
    await expect(staff.getByRole("link", { name: PLACE })).toHaveCount(0);
    await expect(staff.getByRole("link", { name: RATE })).toHaveCount(0);
  });
});

test("staff open an invoice from a member's ledger and send it once; a viewer only looks", async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const staff = await staffPage(browser, "manager@harbor.example", "/admin/billing");
  const sentMail = /Here is your invoice from the club\./;
  const before = await mailsMatching(USERS.member.email, sentMail);
  let invoiceUrl = "";

  await test.step("manager@ opens one of member@'s invoices from their ledger", async () => {
    await staff.getByLabel("Kind").selectOption({ label: "Invoice" });
    await staff.getByRole("button", { name: "Show" }).click();
    const ledger = staff.getByRole("region", { name: "Transactions", exact: true });
    await ledger.getByRole("link", { name: "Eleanor Whitfield" }).first().click();
    await expect(staff.getByRole("heading", { level: 1, name: /^Billing: / })).toBeVisible();
    const invoice = staff
      .getByRole("region", { name: "Transactions", exact: true })
      .getByRole("link", { name: /^House account/ })
      .first();
    await invoice.click();
    await expect(staff.getByRole("heading", { level: 1, name: /^Invoice: House account/ })).toBeVisible();
    await expect(
      staff.getByRole("table", { name: "The house-account charges on this invoice" }),
    ).toBeVisible();
    await expect(staff.getByText("Still Owed")).toBeVisible();
    await expectNoSeriousA11yViolations(staff, testInfo, "an invoice");
    invoiceUrl = new URL(staff.url()).pathname;
  });

  await test.step("manager@ sends it, asked first; pressing twice mails it once", async () => {
    await staff.getByRole("button", { name: "Send to Member" }).click();
    const dialog = staff.getByRole("dialog", { name: "Send this invoice?" });
    await expect(dialog).toContainText(USERS.member.email);
    await expectNoSeriousA11yViolations(staff, testInfo, "the send confirmation");
    await dialog.getByRole("button", { name: "Send Invoice" }).dblclick();
    await expect(
      staff.getByRole("status").filter({ hasText: `The invoice is on its way to ${USERS.member.email}.` }),
    ).toBeVisible();
    await expect
      .poll(() => mailsMatching(USERS.member.email, sentMail), { timeout: 20_000 })
      .toBe(before + 1);
    await staff.getByRole("button", { name: "Send to Member" }).click();
    await staff
      .getByRole("dialog", { name: "Send this invoice?" })
      .getByRole("button", { name: "Send Invoice" })
      .click();
    await expect(staff.getByRole("status").filter({ hasText: "nothing more was sent" })).toBeVisible();
    expect(await mailsMatching(USERS.member.email, sentMail)).toBe(before + 1);
  });

  await test.step("viewer@ sees the invoice and cannot send it", async () => {
    const viewer = await staffPage(browser, "viewer@harbor.example", invoiceUrl);
    await expect(viewer.getByRole("heading", { level: 1, name: /^Invoice: / })).toBeVisible();
    await expect(viewer.getByText("Sending invoices to members needs a manager.")).toBeVisible();
    await expect(viewer.getByRole("button", { name: "Send to Member" })).toHaveCount(0);
    await expect(viewer.getByRole("button", { name: "Print" })).toBeVisible();
    await viewer.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(viewer, "an invoice at 390 px");
    await viewer.context().close();
  });
});
