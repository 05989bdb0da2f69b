/**
 * The orders back office (issue 32 item 1), end to end on Harbor Club: member@ buys two products
 * (a Canvas Tote and a Harbor Cap, picked up, paid with the sandbox's card); manager@ (its
 * manager) finds the order by its number and cancels the cap's line with the keyboard
 * alone, told first how much goes back to which card; member@ sees that refund among their
 * transactions; manager@ marks the order picked up; viewer@ sees the order and cannot cancel
 * (the server refuses too). Then coupons (item 3): manager@ adds one with the keyboard alone and
 * turns it off; viewer@ sees it read-only. axe checks each screen.
 */
import { expect, type Page, test } from "@playwright/test";
import { signIn } from "../support/auth.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { HARBOR, USERS } from "../support/clubs.ts";
import { tabTo } from "../support/keyboard.ts";
import { expectNoSidewaysScroll } from "../support/layout.ts";
import { emptyCart, enterNewCard } from "../support/shop.ts";
import { staffPage } from "../support/staff.ts";

/** Puts one of a simple product in the member's cart from Harbor's shop. */
async function addProduct(page: Page, name: string): Promise<void> {
  await page.goto(`${HARBOR}/product`);
  await page.getByRole("link", { name: new RegExp(name) }).click();
  const drawer = page.getByRole("dialog", { name });
  await drawer.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Added to your cart")).toBeVisible();
}

test("staff find an order, cancel a line with its refund, hand it over; a viewer only looks", async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const member = await (await browser.newContext()).newPage();
  let number = "";
  let refunded = "";

  await test.step("member@ buys a tote and a cap, to pick up, with the sandbox card", async () => {
    await signIn(member, USERS.member);
    await emptyCart(member);
    await addProduct(member, "Canvas Tote");
    await addProduct(member, "Harbor Cap");
    await member.goto(`${HARBOR}/checkout`);
    await expect(member.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
    await member.getByText("Pick Up", { exact: true }).first().click();
    await member.getByRole("radiogroup", { name: "Pickup Location" }).getByRole("radio").first().check();
    await enterNewCard(member, "4242 4242 4242 4242");
    await member.getByRole("button", { name: "Place Order" }).click();
    const success = member.getByRole("dialog", { name: "Thank you!" });
    const confirmation = success.getByText(/Order confirmation #: \d+/);
    await expect(confirmation).toBeVisible();
    number = /#: (\d+)/.exec((await confirmation.textContent()) ?? "")?.[1] ?? "";
    expect(number).toMatch(/^\d+$/);
  });

  const staff = await staffPage(browser, "manager@harbor.example", "/admin/orders");
  await test.step("manager@ finds the order and cancels the cap's line with the keyboard alone", async () => {
    await expect(staff.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
    await expect(staff.getByRole("status").filter({ hasText: /\d+ orders?/ })).toBeVisible();
    await expectNoSeriousA11yViolations(staff, testInfo, "orders list");
    await tabTo(staff, staff.getByRole("textbox", { name: "Order Number or Member" }));
    await staff.keyboard.type(`#${number}`);
    await staff.keyboard.press("Enter");
    await expect(staff.getByRole("status").filter({ hasText: /^1 order$/ })).toBeVisible();
    const link = staff.getByRole("link", { name: `Order #${number}`, exact: true });
    const row = staff.getByRole("row").filter({ has: link });
    await expect(staff.getByRole("row")).toHaveCount(2);
    await expect(row).toContainText("member@harbor.example");
    await expect(row).toContainText("Pickup");
    await expect(row).toContainText("Processing");
    await tabTo(staff, link);
    await staff.keyboard.press("Enter");
    await expect(staff.getByRole("heading", { level: 1, name: `Order #${number}` })).toBeFocused();
    await expect(staff.getByRole("row").filter({ hasText: "Canvas Tote" })).toBeVisible();
    await expect(staff.getByRole("heading", { level: 2, name: "Pickup" })).toBeVisible();
    await expect(staff.getByRole("cell", { name: "Visa •••• 4242" })).toBeVisible();
    await expectNoSeriousA11yViolations(staff, testInfo, "an order");

    await tabTo(staff, staff.getByRole("button", { name: "Cancel Harbor Cap" }));
    await staff.keyboard.press("Enter");
    const dialog = staff.getByRole("dialog", { name: "Cancel 1 × Harbor Cap?" });
    await expect(dialog).toBeVisible();
    const amount = dialog.getByText(/^\$[\d.]+ will be refunded to the member:$/);
    refunded = /^\$([\d.]+)/.exec((await amount.textContent()) ?? "")?.[1] ?? "";
    expect(Number(refunded)).toBeGreaterThanOrEqual(25);
    await expect(dialog.getByText(`$${refunded} back to Visa •••• 4242`)).toBeVisible();
    await expectNoSeriousA11yViolations(staff, testInfo, "the cancel confirmation");
    await tabTo(staff, dialog.getByRole("button", { name: "Cancel Line and Refund" }));
    // Pressed twice: the refund is made once.
    await staff.keyboard.press("Enter");
    await staff.keyboard.press("Enter");
    await expect(
      staff.getByRole("status").filter({ hasText: `Cancelled 1 × Harbor Cap: $${refunded} refunded.` }),
    ).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const cancelled = staff.getByRole("row").filter({ hasText: "Harbor Cap" });
    await expect(cancelled).toContainText(`1 of 1 cancelled · $${refunded} refunded`);
    await expect(cancelled.getByRole("button")).toHaveCount(0);
    await expect(staff.getByText(`$${refunded} to Visa •••• 4242 (done)`)).toHaveCount(1);
    await expect(staff.getByText(/^Partially Refunded · placed/)).toBeVisible();
  });

  await test.step("member@ sees the refund among their transactions", async () => {
    await member.goto(`${HARBOR}/account/billing/transactions`);
    await expect(member.getByRole("heading", { level: 1, name: "Billing" })).toBeVisible();
    await expect(
      member.getByText(new RegExp(`^[-−]\\$${refunded.replace(".", "\\.")}$`)).first(),
    ).toBeVisible();
  });

  await test.step("manager@ marks the order picked up", async () => {
    await staff.getByRole("button", { name: "Mark Picked Up" }).click();
    await expect(
      staff.getByRole("status").filter({ hasText: "The order is marked picked up." }),
    ).toBeVisible();
    await expect(staff.getByText(/^Completed · placed/)).toBeVisible();
    await expect(staff.getByRole("button", { name: "Mark Picked Up" })).toHaveCount(0);
    // Handed over: the tote can no longer be cancelled.
    await expect(staff.getByRole("button", { name: "Cancel Canvas Tote" })).toHaveCount(0);
  });

  await test.step("viewer@ sees the order and cannot cancel", async () => {
    const viewer = await staffPage(browser, "viewer@harbor.example", "/admin/orders");
    await viewer.getByRole("textbox", { name: "Order Number or Member" }).fill(number);
    await viewer.getByRole("button", { name: "Search" }).click();
    await viewer.getByRole("link", { name: `Order #${number}`, exact: true }).click();
    await expect(viewer.getByRole("heading", { level: 1, name: `Order #${number}` })).toBeVisible();
    await expect(viewer.getByText("You can see this order; changing it needs a manager.")).toBeVisible();
    await expect(viewer.getByRole("button", { name: /^Cancel |Mark / })).toHaveCount(0);
    await expectNoSeriousA11yViolations(viewer, testInfo, "an order as a viewer");
    // The server refuses anyway.
    const orderId = new URL(viewer.url()).pathname.split("/").pop();
    const detail = (await (await viewer.request.get(`${HARBOR}/admin/api/orders/${orderId}`)).json()) as {
      order: { items: { id: string; title: string }[] };
    };
    const tote = detail.order.items.find((item) => item.title === "Canvas Tote");
    const refused = await viewer.request.post(
      `${HARBOR}/admin/api/orders/${orderId}/items/${tote?.id}/cancel`,
      {
        data: {},
      },
    );
    expect(refused.status()).toBe(403);
    // Not broken on a phone: the tables scroll inside their sections, the page does not.
    await viewer.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(viewer, "an order at 390 px");
    await viewer.getByRole("link", { name: "Back to Orders" }).click();
    await expect(viewer.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
    await expectNoSidewaysScroll(viewer, "the orders list at 390 px");
    await viewer.context().close();
  });
  await member.context().close();
  await staff.context().close();
});

test("staff add a coupon with the keyboard and turn it off; a viewer sees it read-only", async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const code = `HARBOR${Date.now().toString(36).toUpperCase()}`;
  const staff = await staffPage(browser, "manager@harbor.example", "/admin/coupons");
  await expect(staff.getByRole("heading", { level: 1, name: "Coupons" })).toBeVisible();
  await expect(staff.getByRole("link", { name: "SAVE15" })).toBeVisible();
  await expectNoSeriousA11yViolations(staff, testInfo, "coupons list");
  await tabTo(staff, staff.getByRole("button", { name: "New Coupon" }));
  await staff.keyboard.press("Enter");
  await expect(staff.getByRole("heading", { level: 1, name: "New Coupon" })).toBeFocused();
  await tabTo(staff, staff.getByRole("textbox", { name: "Code" }));
  await staff.keyboard.type(code.toLowerCase());
  await tabTo(staff, staff.getByRole("spinbutton", { name: "Percent Off" }));
  await staff.keyboard.type("20");
  await tabTo(staff, staff.getByRole("spinbutton", { name: "Usage Limit" }));
  await staff.keyboard.type("50");
  await tabTo(staff, staff.getByRole("textbox", { name: "Message" }));
  await staff.keyboard.type("20% off for the regatta");
  await expectNoSeriousA11yViolations(staff, testInfo, "new coupon form");
  await tabTo(staff, staff.getByRole("button", { name: "Create Coupon" }));
  await staff.keyboard.press("Enter");
  await expect(staff.getByRole("status").filter({ hasText: `Coupon ${code} saved.` })).toBeVisible();
  await expect(staff.getByText("Used 0 times · On")).toBeVisible();
  await staff.getByRole("button", { name: "Turn Off" }).click();
  await expect(staff.getByRole("status").filter({ hasText: "The coupon is off" })).toBeVisible();
  await staff.getByRole("link", { name: "Back to Coupons" }).click();
  await staff.getByRole("textbox", { name: "Code Starts With" }).fill(code);
  await staff.getByRole("button", { name: "Search" }).click();
  const row = staff.getByRole("row").filter({ hasText: code });
  await expect(row).toContainText("20% off");
  await expect(row).toContainText("0 / 50");
  await expect(row).toContainText("Off");

  const viewer = await staffPage(browser, "viewer@harbor.example", "/admin/coupons");
  await expect(viewer.getByRole("button", { name: "New Coupon" })).toHaveCount(0);
  await viewer.getByRole("link", { name: "SAVE15" }).click();
  await expect(viewer.getByRole("textbox", { name: "Code" })).toBeDisabled();
  await expect(viewer.getByRole("button", { name: /Save Coupon|Turn Off/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(viewer, testInfo, "a coupon as a viewer");
  await viewer.context().close();
  await staff.context().close();
});
