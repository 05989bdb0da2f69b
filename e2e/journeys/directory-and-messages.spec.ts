/**
 * Issue 29: member@ browses the directory, opens a restaurant and sees whether it is open now;
 * staff (a second browser context) send member@ a message and the bell's count rises without a
 * reload; member@ reads it and the count falls; the same screens in Spanish at 320 px; axe.
 *
 * It runs with the journeys that write member@'s data one after another (playwright.config.ts):
 * a checkout beside it would raise an "Order placed" notification and move the bell's count.
 */
import { expect, type Page, test } from "@playwright/test";
import { signIn } from "../support/auth.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { DEMO_PASSWORD, HARBOR, USERS } from "../support/clubs.ts";

const MEMBER_ID_OF = async (page: Page) =>
  ((await (await page.request.get(`${HARBOR}/api/account`)).json()) as { id: string }).id;

/** The bell's number as the header shows it (0 when no badge). */
async function bellCount(page: Page): Promise<number> {
  const badge = page.getByTestId("bell-count");
  return (await badge.count()) === 0 ? 0 : Number(await badge.innerText());
}

test("member@ browses the directory and opens a restaurant to see whether it is open now", async ({
  page,
}, testInfo) => {
  await signIn(page, USERS.member);
  await page.goto(`${HARBOR}/directory`);
  await expect(page.getByRole("heading", { level: 1, name: "Directory" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Harbor Marina" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, "the directory");

  // The categories are a group of radio buttons drawn as buttons: their labels take the tap.
  await page
    .locator("label")
    .filter({ hasText: /^Dining$/ })
    .click();
  await expect(page.getByRole("radio", { name: "Dining" })).toBeChecked();
  await expect(page.getByRole("button", { name: "The Harbor Grill" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Harbor Marina" })).toHaveCount(0);
  await page.getByRole("button", { name: "The Harbor Grill" }).click();
  const drawer = page.getByRole("dialog");
  await expect(drawer.getByText("Late suppers on the waterfront")).toBeVisible();
  await expect(drawer.getByText(/^(Open now|Closed)/).first()).toBeVisible();
  await expect(drawer.getByText("5:00 PM - 2:00 AM").first()).toBeVisible();
  await expect(drawer.getByRole("link", { name: "Call (617) 555-0140" })).toHaveAttribute(
    "href",
    "tel:6175550140",
  );
  await expect(drawer.getByRole("link", { name: "Open in Maps" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, "a restaurant's details");
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\/directory\/[0-9a-f-]+$/);

  await page.getByRole("searchbox", { name: "Search the directory" }).fill("submarine");
  await page.getByRole("searchbox", { name: "Search the directory" }).press("Enter");
  await expect(page.getByText("Your filters produced no results!")).toBeVisible();
});

test("staff send member@ a message: the bell rises without a reload, and falls once it is read", async ({
  page,
  browser,
}) => {
  await signIn(page, USERS.member);
  const memberId = await MEMBER_ID_OF(page);
  await page.goto(`${HARBOR}/messages`);
  await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Notifications/ })).toBeVisible();
  // The hub connection subscribes as the header mounts; give it its moment before staff write.
  await page.waitForTimeout(500);
  const before = await bellCount(page);

  const staff = await browser.newContext();
  const login = await staff.request.post(`${HARBOR}/admin/login`, {
    data: { email: "staff@harbor.example", password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const subject = `Your slip is ready ${Date.now()}`;
  const sent = await staff.request.post(`${HARBOR}/admin/api/messages`, {
    data: {
      subject,
      body: "Slip C-12 is yours from Monday.",
      audience: { type: "member", customer_id: memberId },
    },
    headers: { origin: HARBOR },
  });
  expect(sent.status()).toBe(201);
  await staff.close();

  // No reload: the hub tells the bell, which asks for its count again.
  await expect(page.getByTestId("bell-count")).toHaveText(String(before + 1), { timeout: 5_000 });
  await expect(page.getByRole("button", { name: subject })).toBeVisible();
  await page.getByRole("button", { name: subject }).click();
  await expect(page.getByRole("dialog").getByText("Slip C-12 is yours from Monday.")).toBeVisible();
  await expect.poll(() => bellCount(page), { timeout: 5_000 }).toBe(before);
});

test("the bell, notifications, messages and the directory in Spanish at 320 px", async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await signIn(page, USERS.member);
  await page.goto(`${HARBOR}/notifications`);
  await page.getByRole("button", { name: "Language: Español" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Notificaciones" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Sin leer" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, "notifications in Spanish at 320 px");
  await page.goto(`${HARBOR}/messages`);
  await expect(page.getByRole("heading", { level: 1, name: "Mensajes" })).toBeVisible();
  await page.goto(`${HARBOR}/directory`);
  await expect(page.getByRole("heading", { level: 1, name: "Directorio" })).toBeVisible();
  await page.getByRole("button", { name: "The Harbor Grill" }).click();
  await expect(
    page
      .getByRole("dialog")
      .getByText(/^(Abierto ahora|Cerrado)/)
      .first(),
  ).toBeVisible();
  // The hours table names Friday; the open-now tag may name it too ("Abre viernes"), so match the cell exactly.
  await expect(page.getByRole("dialog").getByText("Viernes", { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, "a restaurant in Spanish at 320 px");
  // Nothing reaches past the screen's edge.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
