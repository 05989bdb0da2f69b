/**
 * A dining order asks when and where (issue 24 item 6), at phone size: the member adds a dish,
 * checkout offers pickup at one of the club's locations at the times it is open (the earliest
 * chosen to start with), the member picks a later time and pays, and the order keeps the
 * location and the time. axe finds nothing serious on the section.
 */
import { expect, test } from "@playwright/test";
import { signIn } from "../support/auth.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { HARBOR, USERS } from "../support/clubs.ts";

test.use({ reducedMotion: "reduce", viewport: { width: 390, height: 844 } });

test("a pickup dining order with a time", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page, USERS.member);
  await page.goto(`${HARBOR}/dining/menu`);
  await page.getByRole("link", { name: /Harbor Burger/ }).click();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Added to your cart")).toBeVisible();

  await page.goto(`${HARBOR}/checkout`);
  const section = page.getByRole("region", { name: "When and Where" });
  await expect(section).toBeVisible();
  await expect(section.getByRole("radio", { name: "Pick up" })).toBeChecked();
  // Harbor serves tables and slips too.
  await expect(section.getByText("To my slip")).toBeVisible();

  // The earliest time is chosen; the member takes the next one instead.
  const time = section.getByLabel("Pickup time");
  await time.click();
  const options = page.locator(".ant-select-item-option");
  await expect(options.first()).toBeVisible();
  const chosen = (await options.nth(1).getAttribute("title")) ?? "";
  await options.nth(1).click();
  await expect(section).toContainText(chosen);
  await expectNoSeriousA11yViolations(page, testInfo, "the dining choice at phone size");

  await page.getByRole("radio", { name: "Use a new card" }).check();
  await page.getByLabel("Card Number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiration Date").pressSequentially("1230");
  await page.getByLabel("Security Code").fill("123");
  await page.getByLabel("Name on Card").fill("Grace Hopper");
  await page.getByLabel("ZIP Code").first().fill("02840");
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByRole("dialog").getByText("Thank you!")).toBeVisible();

  const orders = await page.request.get(`${HARBOR}/api/account/orders?page_size=1`);
  const [order] = (await orders.json()) as { dining: { type: string; at: string; location_name: string } }[];
  expect(order?.dining).toMatchObject({ type: "pickup", location_name: "Clubhouse Front Desk" });
  const at = new Date(order?.dining.at ?? "");
  const shown = new Intl.DateTimeFormat("en-US", {
    timeZone: "America/New_York",
    hour: "numeric",
    minute: "2-digit",
  }).format(at);
  expect(chosen).toContain(shown);
});
