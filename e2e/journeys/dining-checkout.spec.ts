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
import { chooseOptionAt } from "../support/select.ts";
import { addBurger, enterNewCard } from "../support/shop.ts";

test.use({ viewport: { width: 390, height: 844 } });

test("a pickup dining order with a time", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page, USERS.member);
  await addBurger(page);

  await page.goto(`${HARBOR}/checkout`);
  const section = page.getByRole("region", { name: "When and Where" });
  await expect(section).toBeVisible();
  await expect(section.getByRole("radio", { name: "Pick Up" })).toBeChecked();
  // Harbor serves tables and slips too.
  await expect(section.getByText("To My Slip")).toBeVisible();

  // The earliest time is chosen; the member takes the next one instead.
  const chosen = await chooseOptionAt(page, section, "Pickup Time", 1);
  await expectNoSeriousA11yViolations(page, testInfo, "the dining choice at phone size");

  await enterNewCard(page, "4242 4242 4242 4242");
  await page.getByRole("button", { name: "Place Order" }).click();
  const success = page.getByRole("dialog", { name: "Thank you!" });
  await expect(success).toBeVisible();

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

  // The order's drawer says where and when, the time as the checkout offered it.
  await success.getByRole("button", { name: "View Order" }).click();
  const details = page.getByRole("dialog", { name: /Order No/ });
  const dining = details.getByRole("region", { name: "When and Where" });
  await expect(dining.getByText("Pick Up")).toBeVisible();
  await expect(dining.getByText(/^Clubhouse Front Desk · /)).toBeVisible();
  await expect(dining).toContainText(chosen);
});
