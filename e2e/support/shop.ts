/** Shop steps shared by the checkout journeys. */
import { expect, type Page } from "@playwright/test";
import { HARBOR } from "./clubs.ts";

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
