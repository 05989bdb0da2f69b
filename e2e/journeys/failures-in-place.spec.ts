/**
 * Failures where they happen (issue #24 item 4): a card the processor declines, typed into the
 * wallet's Add Card drawer, is said on the card number inside the drawer, in the processor's
 * words, and no notification with a request id lingers. Nothing is saved, so it writes nothing
 * another journey reads. (The invalid coupon is in phone-checkout.spec.ts, with the cart.)
 */
import { expect, test } from "@playwright/test";
import { signIn } from "../support/auth.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { HARBOR, USERS } from "../support/clubs.ts";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test("a declined card in the Add Card drawer is said beside the card number", async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  await signIn(page, USERS.member);
  await page.goto(`${HARBOR}/account/wallet`);
  await expect(page.getByRole("heading", { level: 1, name: "Wallet" })).toBeVisible();
  await page.getByRole("button", { name: "Add Payment Method" }).tap();
  const drawer = page.getByRole("dialog");
  await drawer.getByLabel("Card Number").fill("4000 0000 0000 0002");
  await drawer.getByLabel("Expiration Date").pressSequentially("1230");
  await drawer.getByLabel("Security Code").fill("123");
  await drawer.getByLabel("Name on Card").fill("Eleanor Mary Vance");
  await drawer.getByLabel("ZIP Code").fill("02840");
  await drawer.getByLabel("Nickname").fill("Declined Visa");
  await drawer.getByRole("button", { name: "Add Payment Method" }).tap();

  const number = drawer.getByLabel("Card Number");
  await expect(number).toHaveAccessibleDescription(/Your card was declined\./);
  await expect(number).toBeFocused();
  await expect(drawer).toBeVisible();
  // No notification: the message is where the member is looking.
  await expect(page.locator(".ant-notification-notice")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, testInfo, "the declined card in the drawer");
});
