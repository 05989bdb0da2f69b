/**
 * Events and tickets on Harbor Club (issue 25): a visitor browses the catalogue and filters it;
 * member@ buys two gala tickets with the 3-D Secure card, reaches them through the account's
 * Tickets tab (on a phone, the menu's) and sees them with their codes, gives one
 * to a guest by e-mail, and the guest opens the link in a fresh browser with no session; member@
 * cancels the other and sees the refund on the order. The same screens in Spanish at 320 px.
 * axe finds nothing serious.
 */
import { type Browser, expect, test } from "@playwright/test";
import { signIn } from "../support/auth.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { DEMO_PASSWORD, HARBOR, USERS } from "../support/clubs.ts";
import { expectNoSidewaysScroll } from "../support/layout.ts";
import { chooseOption } from "../support/select.ts";
import { emptyCart, enterNewCard } from "../support/shop.ts";

const GALA = "Harbor Summer Gala";

/**
 * The guest's link as the transfer's e-mail carries it (/guest-tickets/{serial}): the giver no
 * longer sees the ticket's new serial, and the outbox keeps no text, so it is read from the
 * event's attendee list, as the club's staff see it.
 */
async function guestLinkFrom(browser: Browser, eventTitle: string, guest: string): Promise<string> {
  const staff = await browser.newContext();
  const login = await staff.request.post(`${HARBOR}/admin/login`, {
    data: { email: "staff@harbor.example", password: "Crest-demo-2026" },
  });
  expect(login.ok()).toBe(true);
  const events = (await (await staff.request.get(`${HARBOR}/admin/api/events?page_size=100`)).json()) as {
    id: string;
    title: string;
  }[];
  const event = events.find((entry) => entry.title === eventTitle);
  const attendees = (await (
    await staff.request.get(`${HARBOR}/admin/api/events/${event?.id}/attendees?page_size=100`)
  ).json()) as { serial: string; owner: { email: string | null } | null }[];
  await staff.close();
  const ticket = attendees.find((row) => row.owner?.email === guest);
  if (!ticket) throw new Error(`no ticket held by ${guest}`);
  return `${HARBOR}/guest-tickets/${ticket.serial}`;
}

test("a visitor browses and filters the catalogue", async ({ page }, testInfo) => {
  await page.goto(`${HARBOR}/events`);
  await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
  await expect(page.getByRole("link", { name: GALA })).toBeVisible();
  await expect(page.getByRole("link", { name: "Jazz on the Terrace" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, "the catalogue");

  await page.getByRole("button", { name: "Filters" }).click();
  const filters = page.getByRole("dialog", { name: /Filters/ });
  await filters.getByRole("group", { name: "Categories" }).getByText("Music").click();
  await expect(filters).toHaveAccessibleName("Filters (1)");
  await expectNoSeriousA11yViolations(page, testInfo, "the filter drawer");
  await filters.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/categories=/);
  await expect(page.getByRole("link", { name: GALA })).toBeVisible();
  await expect(page.getByRole("link", { name: "Newport Regatta Week" })).toHaveCount(0);

  // Music in the morning: nothing.
  await page.getByRole("button", { name: "Filters (1)" }).click();
  await filters.getByRole("group", { name: "Time of Day" }).getByText("Morning").click();
  await filters.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("Your filters produced no results!")).toBeVisible();

  // A sold-out event says so, and asks a visitor to sign in to buy.
  await page.getByRole("button", { name: "Filters (2)" }).click();
  await filters.getByRole("button", { name: "Clear" }).click();
  await filters.getByRole("button", { name: "Search" }).click();
  await page.getByRole("link", { name: "Jazz on the Terrace" }).click();
  const jazz = page.getByRole("dialog", { name: "Jazz on the Terrace" });
  await expect(jazz.getByText("Sold Out").first()).toBeVisible();
});

test("member@ buys two tickets, gives one to a guest, cancels the other", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  await signIn(page, USERS.member);
  await emptyCart(page);

  await page.goto(`${HARBOR}/events`);
  await page.getByRole("link", { name: GALA }).click();
  const gala = page.getByRole("dialog", { name: GALA });
  await expect(gala.getByText("General admission")).toBeVisible();
  const more = gala
    .getByRole("group", { name: "Quantity of General admission" })
    .getByRole("button", { name: "Increase quantity" });
  await more.click();
  await more.click();
  await expectNoSeriousA11yViolations(page, testInfo, "the event drawer");
  await gala.getByRole("button", { name: "Add to Cart" }).click();
  await expect(gala.getByText("Added to your cart")).toBeVisible();
  await gala.getByRole("link", { name: "Go to Checkout" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(page.getByText(/Harbor Summer Gala: General admission/)).toBeVisible();
  // The ticket line's quantity changes in the cart, as a product's does.
  const quantity = page.getByRole("spinbutton", { name: `Quantity of ${GALA}: General admission` });
  await expect(quantity).toHaveValue("2");
  await quantity.fill("3");
  await quantity.blur();
  await expect(page.getByText(/ × 3$/)).toBeVisible();
  await quantity.fill("2");
  await quantity.blur();
  await expect(page.getByText(/ × 2$/)).toBeVisible();
  await enterNewCard(page, "4000 0000 0000 3184");
  await page.getByRole("button", { name: "Place Order" }).click();
  await page.frameLocator("iframe").getByRole("button", { name: "Complete authentication" }).click();
  await expect(page.getByRole("dialog", { name: "Thank you!" })).toBeVisible();

  // My tickets, where the member looks for them: the account's Tickets tab. The gala, with a code
  // per ticket (the demo's one and the two just bought).
  await page.goto(`${HARBOR}/account`);
  const accountTabs = page.getByRole("navigation", { name: "Account", exact: true });
  await accountTabs.getByRole("link", { name: "Tickets", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My Tickets" })).toBeVisible();
  await expect(accountTabs.getByRole("link", { name: "Tickets", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(accountTabs.getByRole("link", { name: "Wallet", exact: true })).not.toHaveAttribute(
    "aria-current",
    "page",
  );
  await page.getByRole("link", { name: `View tickets for ${GALA}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: GALA })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Code of ticket TK-/ })).toHaveCount(3);
  await expectNoSeriousA11yViolations(page, testInfo, "the member's tickets");

  // One to a guest.
  const guest = `guest-${Date.now()}@example.org`;
  await page.getByRole("button", { name: "Transfer" }).last().click();
  const transfer = page.getByRole("dialog", { name: "Give This Ticket Away" });
  await transfer.getByLabel("E-mail of the member or guest").fill(guest);
  await transfer.getByLabel("Their Name").fill("Ada Guest");
  await transfer.getByRole("button", { name: "Send the Ticket" }).click();
  await expect(transfer.getByText(`The ticket was sent to ${guest}`)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("img", { name: /^Code of ticket TK-/ })).toHaveCount(2);
  await expect(page.getByText("Transferred")).toBeVisible();

  // The guest opens the link in a fresh browser: no session.
  const link = await guestLinkFrom(browser, GALA, guest);
  const fresh = await browser.newContext();
  const guestPage = await fresh.newPage();
  await guestPage.goto(link);
  await expect(guestPage.getByRole("heading", { level: 1, name: GALA })).toBeVisible();
  await expect(guestPage.getByText("Ada Guest")).toBeVisible();
  await expect(guestPage.getByRole("img", { name: /^Code of ticket TK-/ })).toBeVisible();
  await expectNoSeriousA11yViolations(guestPage, testInfo, "the guest ticket");
  await fresh.close();

  // Cancel the tickets member@ still holds: the money goes back.
  await page.getByRole("button", { name: "Cancel my tickets" }).click();
  await page.getByRole("button", { name: "Yes, cancel" }).click();
  await expect(page.getByText(/^Cancelled: \$[\d.,]+ goes back to you$/)).toBeVisible();
  await expect(page.getByText("Cancelled", { exact: true }).first()).toBeVisible();

  // The order says what went back.
  await page.goto(`${HARBOR}/account/billing/orders`);
  await page
    .getByRole("button", { name: /Open order/ })
    .first()
    .click();
  const order = page.getByRole("dialog", { name: /Order No/ });
  await expect(order.getByText(/Harbor Summer Gala/)).toBeVisible();
  await expect(order.getByText(/refunded/i).first()).toBeVisible();
});

test("the same screens in Spanish at 320 px", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await signIn(page, USERS.member);
  await page.goto(`${HARBOR}/events`);
  await page.getByRole("button", { name: "Language: Español" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Eventos" })).toBeVisible();
  await expectNoSidewaysScroll(page, "the catalogue in Spanish");
  await page.getByRole("button", { name: "Filtros" }).click();
  await expect(page.getByRole("dialog", { name: /Filtros/ }).getByText("Momento del día")).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, "the filter drawer in Spanish");
  await page.keyboard.press("Escape");
  // On the phone, My Tickets is two taps away: the burger, then Entradas under Mi cuenta.
  await page.getByRole("button", { name: "Abrir menú" }).click();
  const menu = page.getByRole("dialog", { name: "Menú" });
  await menu.getByRole("link", { name: "Entradas", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mis entradas" })).toBeVisible();
  await expect(menu).toBeHidden();
  await expect(
    page.getByRole("navigation", { name: "Cuenta", exact: true }).getByRole("link", { name: "Entradas" }),
  ).toHaveAttribute("aria-current", "page");
  await expectNoSidewaysScroll(page, "My Tickets in Spanish");
  await page.getByRole("link", { name: `Ver entradas de ${GALA}` }).click();
  await expect(page.getByRole("img", { name: /^Código de la entrada TK-/ }).first()).toBeVisible();
  await expectNoSidewaysScroll(page, "the tickets in Spanish");
  await expectNoSeriousA11yViolations(page, testInfo, "the tickets in Spanish");
  await page.getByRole("button", { name: "Idioma: English" }).click();
});

/**
 * A free event with the concert's waitlist form whose one type has no seats yet, so it reads sold
 * out; answers the event and how staff add a seat (offered to the line first). It writes no
 * other journey's data: no one else's ticket, order or mail.
 */
async function soldOutEvent(
  browser: Browser,
): Promise<{ eventId: string; title: string; addSeat: () => Promise<void> }> {
  const staff = await browser.newContext();
  expect(
    (
      await staff.request.post(`${HARBOR}/admin/login`, {
        data: { email: "staff@harbor.example", password: DEMO_PASSWORD },
      })
    ).ok(),
  ).toBe(true);
  const catalogue = (await (await staff.request.get(`${HARBOR}/api/events?page_size=100`)).json()) as {
    title: string;
    waitlist_form_id: string | null;
  }[];
  const form = catalogue.find((event) => event.title === "Jazz on the Terrace")?.waitlist_form_id;
  const start = new Date(Date.now() + 60 * 86_400_000);
  const title = `Harbor Lecture ${Date.now()}`;
  const created = await staff.request.post(`${HARBOR}/admin/api/events`, {
    data: {
      title,
      timezone_id: "America/New_York",
      start_date: start.toISOString(),
      end_date: new Date(start.getTime() + 3_600_000).toISOString(),
      waitlist_form_id: form,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const eventId = ((await created.json()) as { id: string }).id;
  const type = await staff.request.post(`${HARBOR}/admin/api/events/${eventId}/ticket-types`, {
    data: { name: "Seat", price: 0, quantity: 0 },
  });
  expect(type.ok(), await type.text()).toBe(true);
  const typeId = ((await type.json()) as { id: string }).id;
  expect((await staff.request.post(`${HARBOR}/admin/api/events/${eventId}/publish`)).ok()).toBe(true);
  return {
    eventId,
    title,
    addSeat: async () => {
      const raised = await staff.request.patch(
        `${HARBOR}/admin/api/events/${eventId}/ticket-types/${typeId}`,
        {
          data: { quantity: 1 },
        },
      );
      expect(raised.ok(), await raised.text()).toBe(true);
      await staff.close();
    },
  };
}

test("a member offered a seat from the waitlist takes it from the event's page, on a 320 px phone", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 320, height: 640 });
  const { eventId, title, addSeat } = await soldOutEvent(browser);
  await signIn(page, USERS.member);
  await emptyCart(page);

  // Sold out: member@ joins the line and answers its form.
  await page.goto(`${HARBOR}/events/${eventId}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("Sold Out").first()).toBeVisible();
  await page.getByRole("button", { name: "Join the Waitlist" }).click();
  const form = page.getByRole("dialog", { name: "Answer the waitlist form to keep your place" });
  await chooseOption(page, form, "How many seats would you take?", "1");
  await form.getByRole("button", { name: /^(Join the waitlist|Continue)$/ }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText("You're on the waitlist: number 1 in line.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Join the Waitlist" })).toBeHidden();

  // Staff add a seat: it is held for member@, whose page offers it though it reads sold out.
  await addSeat();
  await page.reload();
  const offer = page.getByText(/^A ticket is held for you until /);
  await expect(offer).toBeVisible();
  await expectNoSidewaysScroll(page, "the waitlist offer");
  await expectNoSeriousA11yViolations(page, testInfo, "the waitlist offer");
  await page.getByRole("button", { name: "Add It to My Cart" }).click();
  await expect(page.getByText("Added to your cart")).toBeVisible();
  await expect(offer).toBeHidden();
  await emptyCart(page);
});
