/**
 * Perks on Harbor Club (issue 27): member@ sends a guest pass to a guest's e-mail; the guest
 * opens the link from the mail in a fresh browser, sees the pass with its code and answers the
 * club's guest-pass survey under it; member@ puts
 * the $25 dining voucher on a dinner order and pays the rest with house credits and the card;
 * the perks page shows what remains. Staff then cancel the dinner: the voucher and the credits
 * come back (so the journeys after this one find member@'s credits as the demo has them). The
 * same screens in Spanish at 320 px. axe finds nothing serious. Writes member@'s cart.
 */
import { expect, type Page, test } from "@playwright/test";
import { signIn } from "../support/auth.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { staffContext } from "../support/club-config.ts";
import { HARBOR, USERS } from "../support/clubs.ts";
import { expectNoSidewaysScroll } from "../support/layout.ts";
import { linkMailedTo } from "../support/mail.ts";
import { addBurger, emptyCart } from "../support/shop.ts";

const VOUCHER = "$25 Dining Voucher";

/** One of the perks page's sections, by its link. */
const kind = (page: Page, list: string, name: string) =>
  page.getByRole("navigation", { name: list }).getByRole("link", { name, exact: true });

test("member@ sends a guest pass, the guest opens it, and dinner is paid with the voucher, credits and a card", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  await signIn(page, USERS.member);

  // A guest pass to a guest.
  const guest = `guest-pass-${Date.now()}@example.org`;
  await page.goto(`${HARBOR}/account/perks?tab=available`);
  await expect(page.getByRole("heading", { level: 1, name: "Perks" })).toBeVisible();
  await page.getByRole("button", { name: "Send a Guest Pass" }).click();
  const send = page.getByRole("dialog", { name: "Send a Guest Pass" });
  await send.getByLabel("E-mail").fill(guest);
  await send.getByLabel("Guest's Name").fill("Ada Guest");
  await expectNoSeriousA11yViolations(page, testInfo, "sending a guest pass");
  await send.getByRole("button", { name: "Send" }).click();
  await expect(send.getByText(`Sent to ${guest}`)).toBeVisible();
  await page.keyboard.press("Escape");
  await kind(page, "Kinds of Perks", "Sent Passes").click();
  await expect(page.getByText("Sent to Ada Guest")).toBeVisible();

  // The guest follows the mail's link in a fresh browser: no session.
  const link = await linkMailedTo(guest, /^\/guest-pass\/[0-9a-f-]+\/\d+$/);
  const fresh = await browser.newContext();
  const guestPage = await fresh.newPage();
  await guestPage.goto(`${HARBOR}${link}`);
  await expect(
    guestPage.getByRole("heading", { level: 1, name: "Your Guest Pass: Guest Pass" }),
  ).toBeVisible();
  await expect(guestPage.getByRole("img", { name: /^Code of GP-/ })).toBeVisible();
  await expect(guestPage.getByText("Show this code when you arrive.")).toBeVisible();
  await expectNoSeriousA11yViolations(guestPage, testInfo, "the guest pass");
  // Under the pass, the club's guest-pass survey: answered once, from the same link.
  await expect(guestPage.getByRole("heading", { level: 2, name: "Your Guest's Visit" })).toBeVisible();
  await guestPage.getByRole("radio", { name: "Excellent" }).check();
  await guestPage.getByRole("button", { name: "Submit" }).click();
  await expect(
    guestPage.getByRole("heading", { level: 2, name: "Thank you for completing this form" }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(guestPage, testInfo, "the guest pass's survey answered");
  // Without the right pin, the same link opens nothing.
  await guestPage.goto(`${HARBOR}${link.replace(/\d+$/, "00000000")}`);
  await expect(guestPage.getByText(/This link does not open a pass/)).toBeVisible();
  await fresh.close();

  // Dinner for five, with the dining voucher.
  await emptyCart(page);
  await addBurger(page);
  const cart = (await (await page.request.get(`${HARBOR}/api/cart`)).json()) as {
    items: { products: { product_id: string }[] };
  };
  const burger = cart.items.products[0]?.product_id;
  const five = await page.request.post(`${HARBOR}/api/cart/products`, {
    data: { items: [{ product_id: burger, quantity: 5 }] },
  });
  expect(five.ok(), await five.text()).toBe(true);
  await page.goto(`${HARBOR}/account/perks`);
  await page.getByRole("button", { name: `View ${VOUCHER}` }).click();
  const drawer = page.getByRole("dialog", { name: VOUCHER });
  await expect(drawer.getByRole("img", { name: /^Code of VC-/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, "the voucher's drawer");
  await drawer.getByRole("button", { name: "Use in My Cart" }).click();
  await expect(drawer.getByText(/It's in your cart/)).toBeVisible();
  await drawer.getByRole("link", { name: "Go to Checkout" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(page.getByText(VOUCHER).first()).toBeVisible();
  await page.getByRole("checkbox", { name: /Use my house credits first/ }).check();
  await expect(page.getByText("House Credits Applied")).toBeVisible();
  await expect(page.getByText(/Charged to Your Card/)).toBeVisible();
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByRole("dialog", { name: "Thank you!" })).toBeVisible();

  // What remains: the voucher used, the credits spent.
  await page.goto(`${HARBOR}/account/perks`);
  await page.getByRole("button", { name: `View ${VOUCHER}` }).click();
  await expect(page.getByRole("dialog", { name: VOUCHER }).getByText("Redeemed")).toBeVisible();
  await page.keyboard.press("Escape");
  await kind(page, "Kinds of Perks", "House Credits").click();
  await expect(page.getByText("$0.00").first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, "the house credits");

  // Staff cancel the dinner: the voucher and the credits come back.
  const orders = (await (await page.request.get(`${HARBOR}/api/account/orders?page_size=1`)).json()) as {
    id: string;
    items: { id: string }[];
  }[];
  const [order] = orders;
  const staff = await staffContext(HARBOR);
  for (const item of order?.items ?? []) {
    const cancelled = await staff.post(`/admin/api/orders/${order?.id}/items/${item.id}/cancel`, {
      data: {},
    });
    expect(cancelled.ok(), await cancelled.text()).toBe(true);
  }
  await staff.dispose();
  await page.reload();
  await expect(page.getByText("$65.00").first()).toBeVisible();
  await kind(page, "Kinds of Perks", "Vouchers").click();
  await page.getByRole("button", { name: `View ${VOUCHER}` }).click();
  await expect(
    page.getByRole("dialog", { name: VOUCHER }).getByRole("button", { name: "Use in My Cart" }),
  ).toBeVisible();
});

test("the same screens in Spanish at 320 px", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await signIn(page, USERS.member);
  await page.goto(`${HARBOR}/account/perks`);
  await page.getByRole("button", { name: "Language: Español" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Beneficios" })).toBeVisible();
  await expect(kind(page, "Tipos de beneficios", "Vales")).toBeVisible();
  await expectNoSidewaysScroll(page, "the perks in Spanish");
  await expectNoSeriousA11yViolations(page, testInfo, "the perks in Spanish");
  await page.getByRole("button", { name: `Ver ${VOUCHER}` }).click();
  await expect(page.getByRole("dialog", { name: VOUCHER }).getByText("Activo")).toBeVisible();
  await expectNoSidewaysScroll(page, "the voucher's drawer in Spanish");
  await page.keyboard.press("Escape");
  await kind(page, "Tipos de beneficios", "Pases de invitado").click();
  await expect(page.getByRole("button", { name: "Enviar un pase de invitado" })).toBeVisible();
  await kind(page, "Tipos de beneficios", "Créditos de la casa").click();
  await expect(page.getByText("Saldo")).toBeVisible();
  await expectNoSidewaysScroll(page, "the house credits in Spanish");
  await page.getByRole("button", { name: "Idioma: English" }).click();
});
