/**
 * The events back office (issue 32 item 3), end to end on Harbor Club: manager@ (its manager)
 * creates an event with the keyboard alone, adds a ticket type and publishes it; member@, in
 * another browser, buys one ticket; manager@ finds member@ among the attendees and checks the
 * ticket in by its serial, then hears plainly about the same serial again, another event's
 * ticket and an unknown serial; viewer@ sees the events but cannot create, change or check in;
 * manager@ takes guest@ out of the sold-out concert's waitlist with the keyboard, where viewer@
 * sees the line and no way to change it; manager@ cancels the event, told first what is
 * refunded, and finds it in the list in Spanish. axe checks each screen.
 */
import { expect, type Page, test } from "@playwright/test";
import { signIn } from "../support/auth.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { HARBOR, USERS } from "../support/clubs.ts";
import { tabTo } from "../support/keyboard.ts";
import { expectNoSidewaysScroll } from "../support/layout.ts";
import { emptyCart, enterNewCard } from "../support/shop.ts";
import { staffPage } from "../support/staff.ts";

const TITLE = `Lighthouse Supper ${Date.now().toString(36)}`;
const TICKET = "Supper seat";

/** An active ticket serial of the demo's Harbor Summer Gala, as staff read it from the API. */
async function galaSerial(page: Page): Promise<string> {
  const events = (await (await page.request.get(`${HARBOR}/admin/api/events?page_size=100`)).json()) as {
    id: string;
    title: string;
  }[];
  const gala = events.find((event) => event.title === "Harbor Summer Gala");
  const rows = (await (
    await page.request.get(`${HARBOR}/admin/api/events/${gala?.id}/attendees?page_size=100`)
  ).json()) as { serial: string; status: string }[];
  const active = rows.find((row) => row.status === "active");
  if (!active) throw new Error("the gala has no active ticket");
  return active.serial;
}

/** The demo's sold-out concert (Jazz on the Terrace), whose waitlist has members in line. */
async function concertId(page: Page): Promise<string> {
  const events = (await (
    await page.request.get(`${HARBOR}/admin/api/events?search=Jazz%20on%20the%20Terrace`)
  ).json()) as { id: string }[];
  const concert = events[0];
  if (!concert) throw new Error("no concert");
  return concert.id;
}

/** Tomorrow's date as the datetime-local field takes it typed in en-US: month, day, year. */
function tomorrowTyped(): string {
  const day = new Date(Date.now() + 24 * 3600 * 1000);
  const two = (value: number) => String(value).padStart(2, "0");
  return `${two(day.getMonth() + 1)}${two(day.getDate())}${day.getFullYear()}`;
}

test("staff create and publish an event, sell a ticket, check it in; a viewer only looks", async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const staff = await staffPage(browser, "manager@harbor.example", "/admin/events");
  const member = await (await browser.newContext()).newPage();
  let serial = "";
  let eventUrl = "";

  await test.step("manager@ creates the event with the keyboard alone", async () => {
    await expect(staff.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
    await expectNoSeriousA11yViolations(staff, testInfo, "events list");
    await tabTo(staff, staff.getByRole("button", { name: "New Event" }));
    await staff.keyboard.press("Enter");
    await expect(staff.getByRole("heading", { level: 1, name: "New Event" })).toBeFocused();
    await tabTo(staff, staff.getByRole("textbox", { name: "Title" }));
    await staff.keyboard.type(TITLE);
    await tabTo(staff, staff.getByRole("textbox", { name: "Venue", exact: true }));
    await staff.keyboard.type("The Lighthouse Room");
    await staff.keyboard.press("Tab");
    await staff.keyboard.type("1 Harbor Way, Newport");
    const starts = staff.getByLabel("Starts");
    await tabTo(staff, starts);
    await staff.keyboard.type(tomorrowTyped());
    await staff.keyboard.press("Tab");
    await staff.keyboard.type("0630P");
    await expect(starts).toHaveValue(/T18:30$/);
    const ends = staff.getByLabel("Ends");
    await tabTo(staff, ends);
    await staff.keyboard.type(tomorrowTyped());
    await staff.keyboard.press("Tab");
    await staff.keyboard.type("0930P");
    await expect(ends).toHaveValue(/T21:30$/);
    await expectNoSeriousA11yViolations(staff, testInfo, "new event form");
    await tabTo(staff, staff.getByRole("button", { name: "Create Event" }));
    await staff.keyboard.press("Enter");
    await expect(staff.getByRole("heading", { level: 1, name: "Edit Event" })).toBeVisible();
    await expect(staff.getByText("This event is: Draft.")).toBeVisible();
    eventUrl = staff.url();
  });

  await test.step("adds a ticket type and publishes", async () => {
    await staff.getByRole("button", { name: "Add Ticket Type" }).click();
    const form = staff.getByRole("form", { name: "New Ticket Type" });
    await form.getByRole("textbox", { name: "Name" }).fill(TICKET);
    await form.getByRole("spinbutton", { name: "Price" }).fill("25");
    await form.getByRole("spinbutton", { name: "Quantity" }).fill("40");
    await form.getByRole("spinbutton", { name: "Maximum per Member" }).fill("4");
    await expectNoSeriousA11yViolations(staff, testInfo, "ticket type form");
    await form.getByRole("button", { name: "Add Ticket Type" }).click();
    await expect(staff.getByRole("status").filter({ hasText: `${TICKET} added.` })).toBeVisible();
    await expect(staff.getByRole("heading", { level: 3, name: TICKET })).toBeVisible();
    await expect(staff.getByText(/\$25\.00 each · left to sell: 40/)).toBeVisible();
    await staff.getByRole("button", { name: "Publish" }).click();
    await expect(staff.getByText("This event is: Published.")).toBeVisible();
  });

  await test.step("member@ buys one ticket in another browser", async () => {
    await signIn(member, USERS.member);
    await emptyCart(member);
    await member.goto(`${HARBOR}/events`);
    await member.getByRole("link", { name: TITLE }).click();
    const drawer = member.getByRole("dialog", { name: TITLE });
    await drawer
      .getByRole("group", { name: `Quantity of ${TICKET}` })
      .getByRole("button", { name: "Increase quantity" })
      .click();
    await drawer.getByRole("button", { name: "Add to Cart" }).click();
    await expect(drawer.getByText("Added to your cart")).toBeVisible();
    await drawer.getByRole("link", { name: "Go to Checkout" }).click();
    await expect(member.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
    await enterNewCard(member, "4242 4242 4242 4242");
    await member.getByRole("button", { name: "Place Order" }).click();
    await expect(member.getByRole("dialog", { name: "Thank you!" })).toBeVisible();
  });

  await test.step("manager@ sees member@ among the attendees and checks the ticket in", async () => {
    await staff.getByRole("link", { name: "Attendees", exact: true }).click();
    await expect(staff.getByRole("heading", { level: 1, name: `Attendees of ${TITLE}` })).toBeVisible();
    const row = staff.getByRole("row").filter({ hasText: "member@harbor.example" });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole("cell", { name: "Not checked in" })).toBeVisible();
    serial = ((await row.locator("code").textContent()) ?? "").trim();
    expect(serial).toMatch(/^[A-Z0-9-]{8,40}$/);
    await expectNoSeriousA11yViolations(staff, testInfo, "attendees");
    const field = staff.getByRole("textbox", { name: "Ticket Serial" });
    await field.fill(serial.toLowerCase());
    await field.press("Enter");
    await expect(staff.getByText(`Checked in: ${serial}, ${TICKET}`)).toBeVisible();
    await expect(row.getByRole("cell", { name: /^Checked in / })).toBeVisible();
  });

  await test.step("the same serial again, another event's ticket, an unknown serial", async () => {
    const field = staff.getByRole("textbox", { name: "Ticket Serial" });
    await field.fill(serial);
    await field.press("Enter");
    await expect(
      staff.getByText(new RegExp(`^Already checked in: ${serial}, .* was checked in `)),
    ).toBeVisible();
    await field.fill(await galaSerial(staff));
    await field.press("Enter");
    await expect(staff.getByRole("alert").filter({ hasText: "Another Event's Ticket" })).toBeVisible();
    await field.fill("TK-NOSUCHTICKET");
    await field.press("Enter");
    await expect(
      staff.getByRole("alert").filter({ hasText: "No ticket of this club has this serial." }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(staff, testInfo, "check-in answers");
  });

  const viewer = await staffPage(browser, "viewer@harbor.example", "/admin/events");
  await test.step("viewer@ sees the events and cannot create, change or check in", async () => {
    const find = viewer.getByRole("form", { name: "Find Events" });
    await find.getByRole("textbox", { name: "Title Contains" }).fill(TITLE);
    await find.getByRole("button", { name: "Search" }).click();
    await expect(viewer.getByRole("link", { name: TITLE, exact: true })).toBeVisible();
    await find.getByRole("combobox", { name: "Show" }).selectOption({ label: "Past Events" });
    await expect(viewer.getByText("No events to show.")).toBeVisible();
    await find.getByRole("combobox", { name: "Show" }).selectOption({ label: "Upcoming Events" });
    await expect(viewer.getByRole("button", { name: "New Event" })).toHaveCount(0);
    await viewer.getByRole("link", { name: TITLE, exact: true }).click();
    await expect(viewer.getByRole("textbox", { name: "Title" })).toBeDisabled();
    await expect(
      viewer.getByRole("button", { name: /Save|Publish|Cancel Event|Add Ticket Type/ }),
    ).toHaveCount(0);
    await viewer.getByRole("link", { name: "Attendees", exact: true }).click();
    await expect(viewer.getByRole("row").filter({ hasText: "member@harbor.example" })).toBeVisible();
    await expect(viewer.getByRole("textbox", { name: "Ticket Serial" })).toHaveCount(0);
    await expectNoSeriousA11yViolations(viewer, testInfo, "attendees as a viewer");
    // The server refuses anyway.
    const refused = await viewer.request.post(`${HARBOR}/admin/api/events/tickets/scan`, {
      data: { serial },
    });
    expect(refused.status()).toBe(403);
  });

  await test.step("manager@ takes guest@ out of the concert's waitlist with the keyboard; viewer@ only looks", async () => {
    // guest@ joins the sold-out concert's line (again, should an earlier try have removed them).
    const guest = await (await browser.newContext()).newPage();
    await signIn(guest, USERS.guest);
    const concert = await concertId(staff);
    const joined = await guest.request.post(`${HARBOR}/api/events/${concert}/waitlist`);
    expect(joined.ok(), await joined.text()).toBe(true);
    await guest.context().close();

    await staff.goto(`${HARBOR}/admin/events/${concert}`);
    const line = staff.getByRole("region", { name: "Waitlist" });
    const row = line.getByRole("row").filter({ hasText: USERS.guest.email });
    await expect(row.getByRole("cell", { name: "Waiting", exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(staff, testInfo, "event waitlist");
    await tabTo(staff, row.getByRole("button", { name: /^Remove / }), { max: 150 });
    await staff.keyboard.press("Enter");
    const dialog = staff.getByRole("dialog", { name: /^Take .+ out of the waitlist\?$/ });
    await expect(dialog.getByText("They lose their place in line; those behind them move up.")).toBeVisible();
    await expectNoSeriousA11yViolations(staff, testInfo, "waitlist remove confirmation");
    await tabTo(staff, dialog.getByRole("button", { name: "Remove from Waitlist" }));
    await staff.keyboard.press("Enter");
    await expect(line.getByRole("status").filter({ hasText: /is out of the waitlist\.$/ })).toBeVisible();
    await expect(row.getByRole("cell", { name: "Out of line", exact: true })).toBeVisible();

    await viewer.setViewportSize({ width: 390, height: 844 });
    await viewer.goto(`${HARBOR}/admin/events/${concert}`);
    const seen = viewer.getByRole("region", { name: "Waitlist" });
    await expect(seen.getByRole("row").filter({ hasText: "james.whitfield@harbor.example" })).toBeVisible();
    await expect(seen.getByRole("button")).toHaveCount(0);
    await expectNoSidewaysScroll(viewer, "the event's waitlist at 390 px");
    await expectNoSeriousA11yViolations(viewer, testInfo, "event waitlist as a viewer");
    await viewer.context().close();
  });

  await test.step("manager@ cancels the event, told first what is refunded", async () => {
    await staff.goto(eventUrl);
    await staff.getByRole("button", { name: "Cancel Event" }).click();
    const dialog = staff.getByRole("dialog", { name: `Cancel ${TITLE}?` });
    // member@'s ticket was checked in: it is kept, and nothing waits to be refunded.
    await expect(dialog.getByText("No ticket is waiting to be used, so nothing is refunded.")).toBeVisible();
    await expect(
      dialog.getByText("The one ticket already checked in is kept and not refunded."),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(staff, testInfo, "cancel confirmation");
    await dialog.getByRole("button", { name: "Cancel Event and Refund" }).click();
    await expect(
      staff.getByRole("status").filter({ hasText: "Event cancelled: no tickets cancelled, $0.00 refunded." }),
    ).toBeVisible();
    await expect(staff.getByText("This event is: Cancelled.")).toBeVisible();
  });
  await test.step("the same screens in Spanish", async () => {
    await staff.getByRole("link", { name: "Back to Events" }).click();
    await staff.getByRole("combobox", { name: "Language" }).selectOption({ label: "Español" });
    await expect(staff.getByRole("heading", { level: 1, name: "Eventos" })).toBeVisible();
    await expect(staff.getByRole("button", { name: "Nuevo evento" })).toBeVisible();
    await staff.getByRole("combobox", { name: "Mostrar" }).selectOption({ label: "Todos los eventos" });
    await staff.getByRole("textbox", { name: "El título contiene" }).fill(TITLE);
    await staff.getByRole("button", { name: "Buscar" }).click();
    await expect(staff.getByRole("row").filter({ hasText: TITLE })).toContainText("Cancelado");
    await expectNoSeriousA11yViolations(staff, testInfo, "events list in Spanish");
  });
  await member.context().close();
  await staff.context().close();
});
