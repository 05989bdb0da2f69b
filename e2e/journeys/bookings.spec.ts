/**
 * Bookings on Harbor Club (issue 26): member@ books a paid spa treatment with the 3-D Secure
 * card, answers the booking survey checkout asks with the order, sees it in /my-schedule,
 * cancels it (the fee is stated first; the refund after) and books a free table at the Grill
 * with express book. The same screens in Spanish at 320 px. axe finds nothing serious.
 */
import { expect, type Page, test } from "@playwright/test";
import { signIn } from "../support/auth.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { HARBOR, USERS } from "../support/clubs.ts";
import { expectNoSidewaysScroll } from "../support/layout.ts";
import { chooseOption } from "../support/select.ts";
import { enterNewCard } from "../support/shop.ts";

const SPA = "Harbor Spa & Wellness";
const GRILL = "The Harbor Grill";

/** A day `days` ahead on New York's calendar, as the date field takes it. */
const dayAhead = (days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(
    new Date(Date.now() + days * 86_400_000),
  );

async function emptyCart(page: Page) {
  await page.goto(`${HARBOR}/checkout`);
  const remove = page.getByRole("button", { name: "Remove" });
  for (let left = await remove.count(); left > 0; left = await remove.count()) {
    await remove.first().click();
    await expect(remove).toHaveCount(left - 1);
  }
}

test("member@ books a paid treatment, answers its survey, cancels it with a refund, and books a free table", async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  await signIn(page, USERS.member);
  await emptyCart(page);

  await page.goto(`${HARBOR}/spa-wellness`);
  await expect(page.getByRole("heading", { level: 1, name: "Spa & Wellness" })).toBeVisible();
  await page.getByRole("link", { name: `Book ${SPA}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: SPA })).toBeVisible();
  await page.getByLabel("Date").fill(dayAhead(9));
  await page.getByRole("radio", { name: /^Signature facial, 45 min/ }).check();
  const times = page.getByRole("radiogroup", { name: "Free times" });
  await times.getByText("11:00", { exact: true }).click();
  await expectNoSeriousA11yViolations(page, testInfo, "the spa's booking form");
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Added to your cart.")).toBeVisible();
  await page.getByRole("link", { name: "Go to Checkout" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(page.getByText(/Harbor Spa & Wellness: Signature facial/)).toBeVisible();
  await enterNewCard(page, "4000 0000 0000 3184");
  await page.getByRole("button", { name: "Place Order" }).click();
  await page.frameLocator("iframe").getByRole("button", { name: "Complete authentication" }).click();

  // The booking survey comes with the order.
  const questions = page.getByRole("dialog", { name: "A few important questions before you go..." });
  await expect(questions).toBeVisible();
  await chooseOption(page, questions, "Preferred pressure", "Medium");
  await questions.getByRole("button", { name: "Send" }).click();
  const thanks = page.getByRole("dialog", { name: "Thank you!" });
  await expect(thanks).toBeVisible();

  // My schedule: the facial, then its details and the cancel flow.
  await thanks.getByRole("button", { name: "View My Schedule" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My Schedule" })).toBeVisible();
  await page
    .getByRole("link", { name: `Details of ${SPA}: Signature facial` })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: `${SPA}: Signature facial` })).toBeVisible();
  await expect(page.getByText("Booked")).toBeVisible();
  await expect(page.getByRole("link", { name: "Add to Calendar" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, "a booking's details");
  await page.getByRole("button", { name: "Cancel Booking" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel Booking" });
  await expect(dialog.getByText(/^No fee if you cancel before /)).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel Booking" }).click();
  await expect(dialog.getByText("Your Booking Is Cancelled")).toBeVisible();
  await expect(dialog.getByText(/^\$[\d.,]+ is on its way back to you\.$/)).toBeVisible();
  await expect(dialog.getByRole("link", { name: "View Order" })).toBeVisible();
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(page.getByText("Cancelled", { exact: true })).toBeVisible();

  // A free table at the Grill: booked at once.
  await page.goto(`${HARBOR}/appointments`);
  await page.getByRole("link", { name: `Book ${GRILL}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: GRILL })).toBeVisible();
  await page.getByLabel("Date").fill(dayAhead(10));
  await page.getByRole("radiogroup", { name: "Free times" }).getByText("18:00", { exact: true }).click();
  await page.getByRole("button", { name: "Book" }).click();
  await expect(page.getByText(/^Booked for \d{4}-\d{2}-\d{2} 18:00\.$/)).toBeVisible();
  await page.getByRole("link", { name: "View My Schedule" }).click();
  await expect(page.getByRole("link", { name: `Details of ${GRILL}` }).first()).toBeVisible();
});

test("the same screens in Spanish at 320 px", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await signIn(page, USERS.member);
  await page.goto(`${HARBOR}/my-schedule`);
  await page.getByRole("button", { name: "Language: Español" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mi agenda" })).toBeVisible();
  await expectNoSidewaysScroll(page, "the schedule in Spanish");
  await expectNoSeriousA11yViolations(page, testInfo, "the schedule in Spanish");
  await page.goto(`${HARBOR}/spa-wellness`);
  await expect(page.getByRole("heading", { level: 1, name: "Spa y bienestar" })).toBeVisible();
  await page.getByRole("link", { name: `Reservar ${SPA}` }).click();
  // A day ahead: late in New York's afternoon, today has no free time left and shows no times.
  await page.getByLabel("Fecha").fill(dayAhead(9));
  await expect(page.getByRole("group", { name: "Hora" })).toBeVisible();
  await expectNoSidewaysScroll(page, "the booking form in Spanish");
  await expectNoSeriousA11yViolations(page, testInfo, "the booking form in Spanish");
  await page.getByRole("button", { name: "Idioma: English" }).click();
});
