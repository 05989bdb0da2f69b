/** Shop steps shared by the checkout journeys. */
import { expect, type Page } from "@playwright/test";
import { HARBOR } from "./clubs.ts";

/** Takes everything out of the signed-in customer's cart, from the checkout page. */
export async function emptyCart(page: Page): Promise<void> {
  await page.goto(`${HARBOR}/checkout`);
  const remove = page.getByRole("button", { name: "Remove" });
  // The cart first: counted before it is drawn, it looked empty and stayed full (a hoodie left in
  // member@'s cart then met the booking journey's checkout, which asked for shipping).
  await expect(remove.first().or(page.getByText("You have no items in your shopping cart."))).toBeVisible();
  for (let left = await remove.count(); left > 0; left = await remove.count()) {
    await remove.first().click();
    await expect(remove).toHaveCount(left - 1);
  }
}

/** Puts a Club Hoodie (Green, L) in the signed-in customer's cart from Harbor's shop. */
export async function addHoodie(page: Page): Promise<void> {
  await page.goto(`${HARBOR}/product`);
  await page.getByRole("link", { name: /Club Hoodie/ }).click();
  const drawer = page.getByRole("dialog", { name: "Club Hoodie" });
  await expect(drawer).toBeVisible();
  await drawer
    .locator("label")
    .filter({ hasText: /^Green$/ })
    .click();
  await drawer.locator("label").filter({ hasText: /^L$/ }).click();
  await drawer.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Added to your cart")).toBeVisible();
}

/** Puts Harbor's burger in the signed-in customer's cart from the dining menu. */
export async function addBurger(page: Page): Promise<void> {
  await page.goto(`${HARBOR}/dining/menu`);
  await page.getByRole("link", { name: /Harbor Burger/ }).click();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Added to your cart")).toBeVisible();
}

/** At checkout (or in a drawer that pays): a new card typed in (the sandbox's test numbers), not yet paid. */
export async function enterNewCard(
  page: Pick<Page, "getByRole" | "getByLabel">,
  number: string,
): Promise<void> {
  await page.getByRole("radio", { name: "Use a new card" }).check();
  await page.getByLabel("Card Number").fill(number);
  await page.getByLabel("Expiration Date").pressSequentially("1230");
  await page.getByLabel("Security Code").fill("123");
  await page.getByLabel("Name on Card").fill("Grace Hopper");
  await page.getByLabel("ZIP Code").first().fill("02840");
}
