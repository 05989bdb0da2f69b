/**
 * Checkout on Harbor Club (issue #12): browse the shop, add a product with a variant, apply a
 * coupon, add a new shipping address, choose a rate, pay with the 3-D Secure test card, see the
 * success drawer, then the order in /account/billing/orders with its details drawer. A declined
 * card shows the failure drawer and Try Again. axe finds nothing serious.
 */
import { expect, type Page, test } from "@playwright/test";
import { signIn } from "../support/auth.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { HARBOR, USERS } from "../support/clubs.ts";
import { addBurger, addHoodie, enterNewCard } from "../support/shop.ts";

const dialog = (page: Page, name?: string | RegExp) => page.getByRole("dialog", name ? { name } : {});
const option = (page: Page, name: string) => page.locator(`.ant-select-item-option[title="${name}"]`);

test("shop, coupon, new address, rate, 3-D Secure card, success, then the order", async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  await signIn(page, USERS.guest, { fresh: true });
  await addHoodie(page);

  // From the shop to the cart: the header's link carries the count.
  await page.keyboard.press("Escape");
  await page.getByRole("link", { name: /^Cart \(\d+\)$/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(page.getByText(/Club Hoodie/)).toBeVisible();
  await page.getByLabel("Coupon Code").fill("save15");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("15% off your order")).toBeVisible();

  // A new shipping address, then a rate for it.
  await page.getByRole("button", { name: "Add a new address" }).click();
  await page.getByLabel("First Name").fill("Grace");
  await page.getByLabel("Last Name").fill("Hopper");
  await page.getByLabel("Address", { exact: true }).fill("7 Ocean Drive");
  await page.getByLabel("City").fill("Newport");
  await page.getByLabel("ZIP Code").fill("02840");
  await page.getByLabel("State", { exact: true }).click();
  await page.keyboard.type("Rhode");
  // Enter picks the one match; a click could land while the list still slides open.
  await expect(option(page, "Rhode Island")).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.getByTitle("Rhode Island").first()).toBeVisible();
  await page.getByRole("button", { name: "Save Address" }).click();
  const rates = page.getByRole("radiogroup", { name: "Shipping rate" });
  await rates.getByRole("radio").first().check();
  await expectNoSeriousA11yViolations(page, testInfo, "the checkout");

  await enterNewCard(page, "4000 0000 0000 3184");
  await page.getByRole("button", { name: "Place Order" }).click();
  const challenge = page.frameLocator("iframe");
  await challenge.getByRole("button", { name: "Complete authentication" }).click();

  const success = dialog(page, "Thank you!");
  await expect(success.getByText("You will receive an e-mail confirmation shortly.")).toBeVisible();
  await expect(success.getByText(/Order confirmation #: \d+/)).toBeVisible();
  await expect(success.getByRole("button", { name: "Back To My Club" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, "the success drawer");

  await page.goto(`${HARBOR}/account/billing/orders`);
  await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
  await page
    .getByRole("button", { name: /Open order/ })
    .first()
    .click();
  const details = dialog(page, /Order No/);
  await expect(details.getByText(/Club Hoodie/)).toBeVisible();
  await expect(details.getByText("Processing")).toBeVisible();
  await expect(details.getByText("Delivery Information")).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, "the order details drawer");
});

test("a declined card shows the failure drawer and Try Again", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, USERS.member);
  await addBurger(page);
  await page.goto(`${HARBOR}/checkout`);
  await enterNewCard(page, "4000 0000 0000 0002");
  await page.getByRole("button", { name: "Place Order" }).click();
  const failure = dialog(page, "Payment Failed");
  await expect(
    failure.getByText("Your payment was declined. Please contact your bank to resolve this issue."),
  ).toBeVisible();
  await failure.getByRole("button", { name: "Try Again" }).click();
  await expect(failure).toHaveCount(0);
});
