/**
 * The phone checkout (issue #24 items 3–5) at 390 × 844 on Harbor Club: a product, a coupon
 * (a wrong code said under the field, gone once a good one applies), the member's default card
 * already chosen, house credits taken off in the summary before Place Order with what is charged
 * to which card, nothing wider than the screen; then the order, reached from the success drawer,
 * says what the credits paid and what was charged to the card. Writes member@'s cart, so it runs
 * with the other cart journeys (playwright.config.ts).
 */
import { expect, type Page, test } from "@playwright/test";
import { signIn } from "../support/auth.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { USERS } from "../support/clubs.ts";
import { addHoodie } from "../support/shop.ts";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Elements of the page that reach past the screen's right edge (none may: no sideways scrolling). */
async function expectNothingWiderThanTheScreen(page: Page, what: string) {
  const overflowing = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const element of document.querySelectorAll("main *")) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 0.5)
        found.push(`${element.tagName.toLowerCase()}.${element.className} right=${Math.round(box.right)}`);
    }
    return { width, scrollWidth: document.documentElement.scrollWidth, found: found.slice(0, 5) };
  });
  expect(overflowing.found, `${what}: elements past ${overflowing.width} px`).toEqual([]);
  expect(overflowing.scrollWidth, `${what} is wider than the screen`).toBeLessThanOrEqual(overflowing.width);
}

test("a coupon, house credits and the default card: the summary shows the charge before Place Order", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page, USERS.member);
  await addHoodie(page);
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Open menu" }).tap();
  await page
    .getByRole("dialog", { name: "Menu" })
    .getByRole("link", { name: /^Cart \(\d+\)$/ })
    .tap();
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Your Cart" }).getByText(/Club Hoodie/)).toBeVisible();

  // The coupon is optional, and a wrong code is said under its field, not in a notification.
  const coupon = page.getByRole("textbox", { name: "Coupon Code" });
  await expect(coupon).not.toHaveAttribute("aria-required", "true");
  await coupon.fill("NOT-A-CODE");
  await page.getByRole("button", { name: "Apply" }).tap();
  await expect(coupon).toHaveAccessibleDescription("This coupon code is not valid.");
  // No notification: the message is where the member is looking.
  await expect(page.locator(".ant-notification-notice")).toHaveCount(0);
  await coupon.fill("save15");
  await page.getByRole("button", { name: "Apply" }).tap();
  await expect(page.getByText("15% off your order")).toBeVisible();
  await expect(page.getByText("This coupon code is not valid.")).toHaveCount(0);

  // Delivery to a saved address at the first rate.
  await page.getByRole("radio", { name: /Morgan Reyes, 12 Wharf Street/ }).check();
  await page.getByRole("radiogroup", { name: "Shipping rate" }).getByRole("radio").first().check();

  // The default card is chosen already (Everyday Visa, or the card wallet.spec.ts makes default
  // beside this journey: both Visa 4242); the summary says where the money goes.
  const methods = page.getByRole("list", { name: "Payment methods" });
  await expect(
    methods
      .getByRole("listitem")
      .filter({ has: page.getByText("Default", { exact: true }) })
      .getByRole("checkbox"),
  ).toBeChecked();
  const summary = page.getByRole("region", { name: "Order Summary" });
  await expect(summary.getByText("Shipping")).toBeVisible();
  await expect(summary.getByText("Charged to Your Card")).toBeVisible();
  await expect(summary.getByText("Visa •••• 4242")).toBeVisible();
  const amountOf = (label: string | RegExp) =>
    summary.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd");
  const cents = async (label: string | RegExp) =>
    Math.round(Number((await amountOf(label).innerText()).replace(/[^0-9.-]/g, "")) * 100);
  const charged = amountOf("Charged to Your Card");
  await expect.poll(async () => (await cents("Charged to Your Card")) - (await cents(/^Total$/))).toBe(0);
  await expect(summary.getByText("House Credits Applied")).toHaveCount(0);

  // Ticking the credits takes them off the charge at once (the demo member holds $65.00).
  await page.getByRole("checkbox", { name: /Use my house credits first/ }).check();
  await expect(amountOf("House Credits Applied")).toHaveText("-$65.00");
  await expect.poll(async () => (await cents(/^Total$/)) - (await cents("Charged to Your Card"))).toBe(6_500);
  await expectNothingWiderThanTheScreen(page, "the checkout");
  await expectNoSeriousA11yViolations(page, testInfo, "the phone checkout");

  const charge = await charged.innerText();
  await page.getByRole("button", { name: "Place Order" }).tap();
  const success = page.getByRole("dialog", { name: "Thank you!" });
  await expect(success.getByText(/Order confirmation #: \d+/)).toBeVisible();
  await success.getByRole("button", { name: "View Order" }).tap();

  const order = page.getByRole("dialog", { name: /Order No/ });
  await expect(order.getByText(/Club Hoodie/)).toBeVisible();
  await expect(order.getByText("House Credits")).toBeVisible();
  await expect(order.getByText("Shipping", { exact: true })).toBeVisible();
  const chargedToCard = order.locator("dt", { hasText: "Charged to Visa •••• 4242" });
  await expect(chargedToCard).toBeVisible();
  await expect(chargedToCard.locator("xpath=following-sibling::dd")).toHaveText(charge);
  await expect(order.getByText("Visa •••• 4242").last()).toBeVisible();
});
