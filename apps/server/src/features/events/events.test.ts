/**
 * Events and tickets through their routes (issue 25): the public catalogue and its filters, free
 * registration as a zero-amount order, the calendar (checked with a real iCalendar parser), the
 * member's events and tickets, transfer to a guest and the guest link, cancelling with its
 * refund once (retried and raced), check-in, and another club's event.
 */
import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, DEMO_CUSTOMERS } from "../../demo/demo-ids.ts";
import { newBuyers, newCardCheckout, paymentsOfOrder } from "../../test/commerce.ts";
import { asMember, signIn, signInStaff } from "../../test/customer-session.ts";
import { createEvent, createTicketType, scopeAt, ticketTypeOf } from "../../test/event-fixtures.ts";
import { mailsTo } from "../../test/mail.ts";
import { expectMoneyReconciles } from "../../test/money-reconciliation.ts";
import { createTestApp, HARBOR, json, request, SIERRA, type TestApp } from "../../test/test-app.ts";
import { DEMO_EVENTS } from "./demo.ts";
import { eventTickets } from "./tables.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await expectMoneyReconciles(t.app);
  await t.close();
});

type Buyer = Awaited<ReturnType<typeof newBuyers>>[number];
const oneBuyer = async () => (await newBuyers(t.app, 1))[0] as Buyer;
const visitor = (url: string, host = HARBOR) => request(t.app, host, { method: "GET", url });

interface TicketWire {
  id: string;
  serial: string;
  status: string;
  qr_code: string;
  owner_id: string | null;
  order_id: string;
  transferable: boolean;
  cancelable: boolean;
  transferred: boolean;
}
interface AccountEventWire {
  id: string;
  tickets: TicketWire[];
  active_tickets: number;
  transferred_tickets: number;
  registered: boolean;
}

/** A buyer pays for `quantity` tickets of the type by card; answers the order's id. */
async function buy(buyer: Buyer, ticketTypeId: string, quantity: number): Promise<string> {
  const added = await buyer.send("POST", "/api/cart/tickets", {
    items: [{ ticket_type_id: ticketTypeId, quantity }],
  });
  expect(added.statusCode, added.body).toBe(200);
  const paid = await buyer.send("POST", "/api/checkout", await newCardCheckout(t.app));
  expect(paid.statusCode, paid.body).toBe(200);
  return json<{ order_id: string }>(paid).order_id;
}

const myEvent = async (buyer: Buyer, eventId: string) =>
  json<AccountEventWire>(await buyer.send("GET", `/api/account/events/${eventId}`));

describe("the public catalogue", () => {
  it("lists the demo season to a visitor, soonest first, with the pagination header", async () => {
    const listed = await visitor("/api/events?page_size=50");
    expect(listed.statusCode, listed.body).toBe(200);
    const events =
      json<{ id: string; title: string; start_date: string; sold_out: boolean; type: string }[]>(listed);
    const ids = events.map((event) => event.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        DEMO_EVENTS.reception,
        DEMO_EVENTS.gala,
        DEMO_EVENTS.concert,
        DEMO_EVENTS.regatta,
      ]),
    );
    const starts = events.map((event) => event.start_date);
    expect([...starts].sort()).toEqual(starts);
    expect(events.find((event) => event.id === DEMO_EVENTS.concert)?.sold_out).toBe(true);
    expect(events.find((event) => event.id === DEMO_EVENTS.gala)?.sold_out).toBe(false);
    expect(events.find((event) => event.id === DEMO_EVENTS.regatta)).toMatchObject({
      type: "external",
      sold_out: false,
    });
    expect(JSON.parse(String(listed.headers.pagination))).toMatchObject({ page_number: 1 });
  });

  it("serves every demo event's picture as a small WebP of its own", async () => {
    const events = json<{ title: string; graphic: string | null; media: { url: string }[] }[]>(
      await visitor("/api/events?page_size=100"),
    );
    expect(events.length).toBeGreaterThan(0);
    const urls = [
      ...new Set(events.flatMap((event) => [event.graphic ?? "", ...event.media.map((m) => m.url)])),
    ];
    expect(urls).not.toContain("");
    const bodies = new Set<string>();
    for (const url of urls) {
      const res = await visitor(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"], url).toBe("image/webp");
      expect(res.rawPayload.length, url).toBeLessThan(30_000);
      bodies.add(res.rawPayload.toString("base64"));
    }
    expect(bodies.size).toBe(urls.length);
  });

  it("filters by category, by the club's days and by time slot", async () => {
    const music = json<{ id: string }[]>(
      await visitor(`/api/events?categories=${DEMO_EVENTS.categories.music}`),
    );
    expect(music.map((event) => event.id).sort()).toEqual([DEMO_EVENTS.gala, DEMO_EVENTS.concert].sort());
    const mornings = json<{ title: string }[]>(await visitor("/api/events?time_slots=morning&page_size=50"));
    expect(mornings.length).toBeGreaterThan(0);
    expect(mornings.every((event) => /Yoga|Regatta/.test(event.title))).toBe(true);
    const gala = json<{ start_date_local: string }>(await visitor(`/api/events/${DEMO_EVENTS.gala}`));
    const day = gala.start_date_local.slice(0, 10);
    const thatDay = json<{ id: string }[]>(await visitor(`/api/events?start_date=${day}&end_date=${day}`));
    expect(thatDay.map((event) => event.id)).toEqual([DEMO_EVENTS.gala]);
    const categories = json<{ name: string }[]>(await visitor("/api/events/categories"));
    expect(categories.map((category) => category.name)).toEqual(["Social", "Music", "Fitness", "Sailing"]);
    expect(json<unknown[]>(await visitor("/api/events/categories", SIERRA))).toEqual([]);
    const bad = await visitor("/api/events?start_date=2026-02-30&time_slots=midnight");
    expect(bad.statusCode).toBe(400);
  });

  it("shows one event with its ticket types, the passcode type flagged; a draft or another club's event is a 404", async () => {
    const gala = json<{
      tickets: { id: string; requires_passcode: boolean; members_only: boolean; price: number }[];
    }>(await visitor(`/api/events/${DEMO_EVENTS.gala}`));
    expect(gala.tickets).toHaveLength(3);
    expect(gala.tickets.find((type) => type.id === DEMO_EVENTS.types.galaMembers)).toMatchObject({
      requires_passcode: true,
      members_only: true,
      price: 60,
    });
    expect(JSON.stringify(gala)).not.toContain("passcode_hash");
    const draft = await createEvent(t.app, { status: "draft" });
    expect((await visitor(`/api/events/${draft.id}`)).statusCode).toBe(404);
    expect((await visitor(`/api/events/${DEMO_EVENTS.gala}`, SIERRA)).statusCode).toBe(404);
    const sierraEvent = await createEvent(t.app, { host: SIERRA });
    expect((await visitor(`/api/events/${sierraEvent.id}`)).statusCode).toBe(404);
    expect((await visitor(`/api/calendar/event/${sierraEvent.id}`)).statusCode).toBe(404);
  });
});

describe("the calendar", () => {
  it("answers valid iCalendar with the event's zone, folded at 75 octets, as a real parser reads it", async () => {
    const long = `Dinner, dancing; and "the awards" — ${"a long evening ".repeat(12)}ñ`;
    const event = await createEvent(t.app, {
      title: "Gala; with, commas",
      summary: long,
      startsAt: new Date("2027-03-05T23:00:00Z"),
      endsAt: new Date("2027-03-06T02:00:00Z"),
      venue: "Harbor Clubhouse",
    });
    const answer = await visitor(`/api/calendar/event/${event.id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toContain("text/calendar");
    const text = answer.body;
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(text.endsWith("\r\n")).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(text));
    const zone = calendar.getFirstSubcomponent("vtimezone");
    expect(zone?.getFirstPropertyValue("tzid")).toBe("America/New_York");
    expect(zone?.getAllSubcomponents("daylight").length).toBeGreaterThan(0);
    ICAL.TimezoneService.register(zone as ICAL.Component);
    const vevent = new ICAL.Event(calendar.getFirstSubcomponent("vevent") as ICAL.Component);
    expect(vevent.summary).toBe("Gala; with, commas");
    expect(vevent.description).toBe(long);
    expect(vevent.location).toBe("Harbor Clubhouse");
    // 6 pm in New York (EST), read through the VTIMEZONE.
    expect(vevent.startDate.toJSDate().toISOString()).toBe("2027-03-05T23:00:00.000Z");
    expect(vevent.endDate.toJSDate().toISOString()).toBe("2027-03-06T02:00:00.000Z");
    // And in summer, after the change, the same zone gives EDT.
    const summer = await createEvent(t.app, {
      startsAt: new Date("2027-07-10T23:00:00Z"),
      endsAt: new Date("2027-07-11T01:00:00Z"),
    });
    const summerCalendar = new ICAL.Component(
      ICAL.parse((await visitor(`/api/calendar/event/${summer.id}`)).body),
    );
    ICAL.TimezoneService.register(summerCalendar.getFirstSubcomponent("vtimezone") as ICAL.Component);
    const summerEvent = new ICAL.Event(summerCalendar.getFirstSubcomponent("vevent") as ICAL.Component);
    expect(summerEvent.startDate.toString()).toBe("2027-07-10T19:00:00");
    expect(summerEvent.startDate.toJSDate().toISOString()).toBe("2027-07-10T23:00:00.000Z");
  });

  it("redirects to Google, Outlook or the .ics file", async () => {
    const google = await visitor(`/redirect/calendar/google?event_id=${DEMO_EVENTS.gala}`);
    expect(google.statusCode).toBe(302);
    expect(google.headers.location).toMatch(
      /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/,
    );
    const outlook = await visitor(`/redirect/calendar/outlook?event_id=${DEMO_EVENTS.gala}`);
    expect(outlook.headers.location).toMatch(/^https:\/\/outlook\.live\.com\//);
    const ics = await visitor(`/redirect/calendar/ics?event_id=${DEMO_EVENTS.gala}`);
    expect(ics.headers.location).toMatch(new RegExp(`/api/calendar/event/${DEMO_EVENTS.gala}$`));
    expect((await visitor(`/redirect/calendar/yahoo?event_id=${DEMO_EVENTS.gala}`)).statusCode).toBe(400);
  });
});

describe("registration for a free event", () => {
  it("is a zero-amount order through the provider; asked again, answers the same registration", async () => {
    const buyer = await oneBuyer();
    const first = await buyer.send("POST", `/api/events/${DEMO_EVENTS.reception}/register`, {});
    expect(first.statusCode, first.body).toBe(200);
    const event = json<AccountEventWire>(first);
    expect(event).toMatchObject({ registered: true, active_tickets: 1 });
    const again = json<AccountEventWire>(
      await buyer.send("POST", `/api/events/${DEMO_EVENTS.reception}/register`, {}),
    );
    expect(again.tickets.map((ticket) => ticket.id)).toEqual(event.tickets.map((ticket) => ticket.id));
    const order = json<{
      total: number;
      charge: number;
      items: { type: string; fulfilment: { created: unknown[] } }[];
    }>(await buyer.send("GET", `/api/account/orders/${event.tickets[0]?.order_id}`));
    expect(order).toMatchObject({ total: 0, charge: 0 });
    expect(order.items[0]).toMatchObject({ type: "event" });
    expect(order.items[0]?.fulfilment.created).toHaveLength(1);
    expect(await paymentsOfOrder(t.app, event.tickets[0]?.order_id ?? "")).toHaveLength(0);
    expect((await myEvent(buyer, DEMO_EVENTS.reception)).registered).toBe(true);
    const mail = (await mailsTo(t.app, buyer.email)).find((sent) => sent.kind === "event_tickets");
    expect(mail?.text).toContain(event.tickets[0]?.serial ?? "?");
  });

  it("mails the member a receipt as a paid order's, once: asked again, raced, or retried with its key", async () => {
    const buyer = await oneBuyer();
    const free = await createTicketType(t.app, { priceCents: 0, quantity: 10 });
    const receipts = async () =>
      (await mailsTo(t.app, buyer.email)).filter((mail) => mail.kind === "receipt");
    const key = crypto.randomUUID();
    const register = (body: Record<string, unknown>) =>
      buyer.send("POST", `/api/events/${free.eventId}/register`, body);
    const raced = await Promise.all(Array.from({ length: 3 }, () => register({ idempotency_key: key })));
    for (const outcome of raced) expect(outcome.statusCode, outcome.body).toBe(200);
    expect((await register({})).statusCode).toBe(200);
    const [receipt, ...more] = await receipts();
    expect(more).toHaveLength(0);
    const event = json<AccountEventWire>(raced[0] as (typeof raced)[number]);
    const order = json<{ number: number }>(
      await buyer.send("GET", `/api/account/orders/${event.tickets[0]?.order_id}`),
    );
    expect(receipt?.subject).toMatch(new RegExp(`: order confirmation #${order.number}$`));
    expect(receipt?.text).toContain("1 × Test concert: General admission: $0.00");
    expect(receipt?.text).toContain("Total: $0.00");
    // Given away, the ticket no longer answers for the registration; the same key still does.
    const [ticket] = event.tickets;
    const given = await buyer.send("PATCH", `/api/account/events/tickets/${ticket?.id}/transfer`, {
      email: `guest-${key}@example.org`,
    });
    expect(given.statusCode, given.body).toBe(200);
    const retried = await register({ idempotency_key: key });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await receipts()).toHaveLength(1);
    expect((await ticketTypeOf(t.app, free.id)).sold).toBe(1);
  });

  it("mails the receipt in the club's language", async () => {
    const [buyer] = await newBuyers(t.app, 1, SIERRA);
    if (!buyer) throw new Error("no buyer");
    const free = await createTicketType(t.app, { priceCents: 0, host: SIERRA });
    const registered = await buyer.send("POST", `/api/events/${free.eventId}/register`, {});
    expect(registered.statusCode, registered.body).toBe(200);
    const receipt = (await mailsTo(t.app, buyer.email)).find((mail) => mail.kind === "receipt");
    expect(receipt?.subject).toMatch(/: confirmación del pedido n\.º \d+$/);
    expect(receipt?.text).toContain("Gracias por su pedido.");
  });

  it("refuses a type that costs money, and a visitor", async () => {
    const buyer = await oneBuyer();
    const paid = await buyer.send("POST", `/api/events/${DEMO_EVENTS.gala}/register`, {});
    expect(paid.statusCode).toBe(400);
    expect(json(paid)).toMatchObject({ code: "registration_not_free" });
    const anonymous = await request(t.app, HARBOR, {
      method: "POST",
      url: `/api/events/${DEMO_EVENTS.reception}/register`,
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("holds the per-member maximum under concurrent registrations and cart checkouts", async () => {
    const free = await createTicketType(t.app, { priceCents: 0, quantity: 100, perMemberMax: 1 });
    const buyer = await oneBuyer();
    const outcomes = await Promise.all([
      ...Array.from({ length: 4 }, () =>
        buyer.send("POST", `/api/events/${free.eventId}/register`, { quantity: 1 }),
      ),
      (async () => {
        await buyer.send("POST", "/api/cart/tickets", { items: [{ ticket_type_id: free.id, quantity: 1 }] });
        return buyer.send("POST", "/api/checkout", { idempotency_key: crypto.randomUUID() });
      })(),
    ]);
    expect(outcomes.every((outcome) => outcome.statusCode < 500)).toBe(true);
    const owned = await scopeAt(t.app)
      .select()
      .from(eventTickets)
      .where(eq(eventTickets.ticketTypeId, free.id));
    expect(owned).toHaveLength(1);
  });
});

describe("the member's tickets: transfer, the guest link, cancel once", () => {
  it("shows bought tickets with QR codes; a transfer to a guest moves ownership, mails a link that works without a session, and voids the old serial", async () => {
    const buyer = await oneBuyer();
    const type = await createTicketType(t.app, { priceCents: 3_000 });
    await buy(buyer, type.id, 2);
    const event = await myEvent(buyer, type.eventId);
    expect(event.tickets).toHaveLength(2);
    for (const ticket of event.tickets) {
      expect(ticket.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(ticket).toMatchObject({
        status: "active",
        transferable: true,
        cancelable: true,
        transferred: false,
      });
    }
    const listed = json<{ id: string }[]>(await buyer.send("GET", "/api/account/events?upcoming=true"));
    expect(listed.map((entry) => entry.id)).toContain(type.eventId);
    const [given] = event.tickets;
    if (!given) throw new Error("no ticket");
    const moved = await buyer.send("PATCH", `/api/account/events/tickets/${given.id}/transfer`, {
      email: "Guest.Friend@Example.org",
      full_name: "Guest Friend",
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(json(moved)).toMatchObject({
      owner_id: null,
      transferred: true,
      transferable: false,
      serial: "",
      qr_code: "",
    });
    const after = await myEvent(buyer, type.eventId);
    expect(after).toMatchObject({ active_tickets: 2, transferred_tickets: 1 });
    const mail = (await mailsTo(t.app, "guest.friend@example.org")).find(
      (sent) => sent.kind === "event_ticket_transfer",
    );
    const serial = /\/guest-tickets\/(TK-[0-9A-F]+)/.exec(mail?.text ?? "")?.[1];
    expect(serial).toBeTruthy();
    expect(serial).not.toBe(given.serial);
    const guestView = await visitor(`/api/public/passes/guest-ticket/${serial}`);
    expect(guestView.statusCode, guestView.body).toBe(200);
    expect(json(guestView)).toMatchObject({ serial, status: "active", owner: { full_name: "Guest Friend" } });
    expect(guestView.body).not.toContain(buyer.email);
    expect((await visitor(`/api/public/passes/guest-ticket/${given.serial}`)).statusCode).toBe(404);
    expect((await visitor(`/api/public/passes/guest-ticket/${serial}`, SIERRA)).statusCode).toBe(404);
    // Given away, it is no longer the buyer's to give again.
    const twice = await buyer.send("PATCH", `/api/account/events/tickets/${given.id}/transfer`, {
      email: "x@example.org",
    });
    expect(json(twice)).toMatchObject({ code: "ticket_not_transferable" });
  });

  it("a transfer to a member of the club puts the ticket among their events", async () => {
    const buyer = await oneBuyer();
    const type = await createTicketType(t.app, { priceCents: 1_000 });
    await buy(buyer, type.id, 1);
    const [ticket] = (await myEvent(buyer, type.eventId)).tickets;
    const moved = await buyer.send("PATCH", `/api/account/events/tickets/${ticket?.id}/transfer`, {
      email: DEMO_CUSTOMERS.member.email,
    });
    expect(json(moved)).toMatchObject({ owner_id: DEMO_CUSTOMERS.member.id });
    const member = asMember(t.app, await signIn(t.app, HARBOR, DEMO_CUSTOMERS.member.email));
    const theirs = json<AccountEventWire>(await member("GET", `/api/account/events/${type.eventId}`));
    expect(theirs.tickets).toHaveLength(1);
    expect(theirs.tickets[0]).toMatchObject({ transferable: true, cancelable: false, transferred: true });
    expect(theirs.tickets[0]?.qr_code).not.toBe("");
    const bell = json<{ kind: string; link: string | null }[]>(
      await member("GET", "/api/account/notifications"),
    );
    expect(bell).toContainEqual(
      expect.objectContaining({ kind: "ticket_transferred", link: `/account/event/${type.eventId}` }),
    );
  });

  it("cancelling refunds the tickets the member holds once: retried and raced", async () => {
    const buyer = await oneBuyer();
    const type = await createTicketType(t.app, { priceCents: 4_000, quantity: 5 });
    const orderId = await buy(buyer, type.id, 2);
    const charged = (await paymentsOfOrder(t.app, orderId))[0]?.amount ?? 0;
    expect(charged).toBeGreaterThanOrEqual(8_000);
    const cancels = await Promise.all(
      Array.from({ length: 5 }, () => buyer.send("POST", `/api/account/events/${type.eventId}/cancel`)),
    );
    for (const cancel of cancels) {
      expect(cancel.statusCode, cancel.body).toBe(200);
      expect(json(cancel)).toMatchObject({ success: true, amount: charged / 100, cancelled_tickets: 2 });
    }
    const again = await buyer.send("POST", `/api/account/events/${type.eventId}/cancel`);
    expect(json(again)).toMatchObject({ success: true, amount: charged / 100 });
    const [payment] = await paymentsOfOrder(t.app, orderId);
    expect(payment?.refundedAmount).toBe(charged);
    expect(await ticketTypeOf(t.app, type.id)).toMatchObject({ sold: 0, held: 0 });
    const event = await myEvent(buyer, type.eventId);
    expect(event.tickets.every((ticket) => ticket.status === "cancelled")).toBe(true);
    const transactions = json<{ type: string; amount: number }[]>(
      await buyer.send("GET", "/api/account/transactions"),
    );
    expect(transactions.some((row) => row.amount === charged / 100 && /refund/i.test(row.type))).toBe(true);
  });

  it("cancels only the tickets still held: one given away stays with its guest", async () => {
    const buyer = await oneBuyer();
    const type = await createTicketType(t.app, { priceCents: 2_000 });
    const orderId = await buy(buyer, type.id, 2);
    const [given] = (await myEvent(buyer, type.eventId)).tickets;
    await buyer.send("PATCH", `/api/account/events/tickets/${given?.id}/transfer`, {
      email: "kept@example.org",
    });
    const cancelled = json<{ amount: number; cancelled_tickets: number }>(
      await buyer.send("POST", `/api/account/events/${type.eventId}/cancel`),
    );
    const [payment] = await paymentsOfOrder(t.app, orderId);
    // One of two tickets: half the charge, tax included (split to the cent).
    expect(cancelled.cancelled_tickets).toBe(1);
    expect(Math.abs(cancelled.amount * 100 - (payment?.amount ?? 0) / 2)).toBeLessThanOrEqual(1);
    const statuses = (await myEvent(buyer, type.eventId)).tickets.map((ticket) => ticket.status).sort();
    expect(statuses).toEqual(["active", "cancelled"]);
    expect(payment?.refundedAmount).toBe(Math.round(cancelled.amount * 100));
  });

  it("refuses to cancel when the event does not allow it, and another member's event is a 404", async () => {
    const buyer = await oneBuyer();
    const event = await createEvent(t.app, {
      settings: { ...(await createEvent(t.app)).settings, cancelEnabled: false },
    });
    const type = await createTicketType(t.app, { eventId: event.id });
    await buy(buyer, type.id, 1);
    expect(json(await buyer.send("POST", `/api/account/events/${event.id}/cancel`))).toMatchObject({
      code: "cancel_error",
    });
    const other = await oneBuyer();
    expect((await other.send("GET", `/api/account/events/${event.id}`)).statusCode).toBe(404);
    expect((await other.send("POST", `/api/account/events/${event.id}/cancel`)).statusCode).toBe(404);
    const ticketId = (await myEvent(buyer, event.id)).tickets[0]?.id;
    expect((await other.send("GET", `/api/account/events/tickets/${ticketId}/tickets`)).statusCode).toBe(404);
    expect(
      (
        await other.send("PATCH", `/api/account/events/tickets/${ticketId}/transfer`, {
          email: "a@example.org",
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe("check-in", () => {
  it("scans an active ticket once; a second scan says when; a scanned ticket cannot be transferred or cancelled; a cancelled one is refused", async () => {
    const staff = await signInStaff(t.app, HARBOR);
    const scan = (serial: string, host = HARBOR, cookie = staff) =>
      request(t.app, host, {
        method: "POST",
        url: "/admin/api/events/tickets/scan",
        headers: { cookie },
        payload: { serial },
      });
    const buyer = await oneBuyer();
    const type = await createTicketType(t.app, { priceCents: 1_500 });
    const orderId = await buy(buyer, type.id, 2);
    const [first, second] = (await myEvent(buyer, type.eventId)).tickets;
    if (!first || !second) throw new Error("no tickets");
    const scanned = await scan(first.serial);
    expect(scanned.statusCode, scanned.body).toBe(200);
    expect(json(scanned)).toMatchObject({ outcome: "scanned", serial: first.serial });
    const again = await scan(first.serial);
    expect(json(again)).toMatchObject({ outcome: "already_scanned", scan_date: json(scanned).scan_date });
    const transfer = await buyer.send("PATCH", `/api/account/events/tickets/${first.id}/transfer`, {
      email: "late@example.org",
    });
    expect(json(transfer)).toMatchObject({ code: "ticket_not_transferable" });
    // Cancelling takes the other ticket only; the scanned one stays scanned.
    const cancelled = json<{ amount: number }>(
      await buyer.send("POST", `/api/account/events/${type.eventId}/cancel`),
    );
    expect(cancelled).toMatchObject({ cancelled_tickets: 1 });
    expect(json(await buyer.send("POST", `/api/account/events/${type.eventId}/cancel`))).toMatchObject({
      amount: cancelled.amount,
    });
    expect((await paymentsOfOrder(t.app, orderId))[0]?.refundedAmount).toBe(
      Math.round(cancelled.amount * 100),
    );
    const statuses = Object.fromEntries(
      (await myEvent(buyer, type.eventId)).tickets.map((ticket) => [ticket.id, ticket.status]),
    );
    expect(statuses).toEqual({ [first.id]: "scanned", [second.id]: "cancelled" });
    const refused = await scan(second.serial);
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({ code: "ticket_cancelled" });
    expect((await scan("TK-0000000000000000")).statusCode).toBe(404);
    const sierraStaff = await signInStaff(t.app, SIERRA, "gerente@sierra.example");
    expect((await scan(first.serial, SIERRA, sierraStaff)).statusCode).toBe(404);
    expect(
      (
        await request(t.app, HARBOR, {
          method: "POST",
          url: "/admin/api/events/tickets/scan",
          payload: { serial: first.serial },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe("check-in at an event's door", () => {
  it("refuses, and leaves unused, a ticket of another event or occurrence when staff say which event they check in", async () => {
    const staff = await signInStaff(t.app, HARBOR);
    const scanAt = (serial: string, eventId?: string) =>
      request(t.app, HARBOR, {
        method: "POST",
        url: "/admin/api/events/tickets/scan",
        headers: { cookie: staff },
        payload: { serial, ...(eventId ? { event_id: eventId } : {}) },
      });
    const tonight = await createTicketType(t.app, { priceCents: 1_500 });
    const nextWeek = await createTicketType(t.app, { priceCents: 1_500 });
    const buyer = await oneBuyer();
    await buy(buyer, tonight.id, 1);
    await buy(buyer, nextWeek.id, 1);
    const [ticketTonight] = (await myEvent(buyer, tonight.eventId)).tickets;
    const [ticketNextWeek] = (await myEvent(buyer, nextWeek.eventId)).tickets;
    if (!ticketTonight || !ticketNextWeek) throw new Error("no tickets");

    const wrong = await scanAt(ticketNextWeek.serial, tonight.eventId);
    expect(wrong.statusCode, wrong.body).toBe(409);
    expect(json(wrong)).toMatchObject({ code: "ticket_wrong_event" });
    expect((await myEvent(buyer, nextWeek.eventId)).tickets[0]).toMatchObject({ status: "active" });
    const right = await scanAt(ticketTonight.serial, tonight.eventId);
    expect(right.statusCode, right.body).toBe(200);
    expect(json(right)).toMatchObject({ outcome: "scanned" });
    // Scanned again at its own door: when it was; at another door: still another event's.
    expect(json(await scanAt(ticketTonight.serial, tonight.eventId))).toMatchObject({
      outcome: "already_scanned",
    });
    expect(json(await scanAt(ticketTonight.serial, nextWeek.eventId))).toMatchObject({
      code: "ticket_wrong_event",
    });
    expect((await scanAt("TK-0000000000000000", tonight.eventId)).statusCode).toBe(404);
  });
});

describe("staff run events", () => {
  it("choose among the categories of the club the staff session acts on, not the address's", async () => {
    const cookie = await signInStaff(t.app, HARBOR);
    const categories = async () =>
      json<{ id: string }[]>(
        await request(t.app, HARBOR, {
          method: "GET",
          url: "/admin/api/events/categories",
          headers: { cookie },
        }),
      ).map((category) => category.id);
    expect(await categories()).toEqual(expect.arrayContaining(Object.values(DEMO_EVENTS.categories)));
    const switched = await request(t.app, HARBOR, {
      method: "POST",
      url: `/admin/company/select/${DEMO.sierra.companyId}`,
      headers: { cookie },
    });
    expect(switched.statusCode).toBe(200);
    // Club Sierra has no event categories of its own; Harbor's stay Harbor's.
    expect(await categories()).toEqual([]);
    const publicList = json<{ id: string }[]>(await visitor("/api/events/categories"));
    expect(publicList.map((category) => category.id)).toContain(DEMO_EVENTS.categories.social);
  });

  it("create a weekly series across a DST change, add a ticket type to every occurrence, publish, list attendees, and cancelling the event refunds every ticket once", async () => {
    const cookie = await signInStaff(t.app, HARBOR);
    const admin = (method: "GET" | "POST" | "PATCH", url: string, payload?: Record<string, unknown>) =>
      request(t.app, HARBOR, { method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    const created = await admin("POST", "/admin/api/events", {
      title: "Evening sail",
      timezone_id: "America/New_York",
      start_date: "2027-03-04T23:00:00Z",
      end_date: "2027-03-05T01:00:00Z",
      recurrence: { frequency: "weekly", count: 3 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const series = json<{ id: string; status: string; occurrence_ids: string[] }>(created);
    expect(series.status).toBe("draft");
    expect(series.occurrence_ids).toHaveLength(3);
    const starts = await Promise.all(
      series.occurrence_ids.map(
        async (id) =>
          json<{ start_date_local: string }>(await admin("PATCH", `/admin/api/events/${id}`, {}))
            .start_date_local,
      ),
    );
    expect(starts.map((start) => start.slice(11, 16))).toEqual(["18:00", "18:00", "18:00"]);
    const added = await admin("POST", `/admin/api/events/${series.id}/ticket-types`, {
      name: "Crew",
      price: 25,
      quantity: 4,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect((await visitor(`/api/events/${series.id}`)).statusCode).toBe(404);
    expect(json(await admin("POST", `/admin/api/events/${series.id}/publish`))).toMatchObject({
      status: "published",
    });
    const typeId = json<{ id: string }>(added).id;
    const [a, b] = await newBuyers(t.app, 2);
    if (!a || !b) throw new Error("no buyers");
    const orderA = await buy(a, typeId, 2);
    const orderB = await buy(b, typeId, 1);
    const shrink = await admin("PATCH", `/admin/api/events/${series.id}/ticket-types/${typeId}`, {
      quantity: 2,
    });
    expect(shrink.statusCode).toBe(409);
    const attendees = json<unknown[]>(await admin("GET", `/admin/api/events/${series.id}/attendees`));
    expect(attendees).toHaveLength(3);
    const cancels = await Promise.all([
      admin("POST", `/admin/api/events/${series.id}/cancel`),
      admin("POST", `/admin/api/events/${series.id}/cancel`),
    ]);
    const [paymentA] = await paymentsOfOrder(t.app, orderA);
    const [paymentB] = await paymentsOfOrder(t.app, orderB);
    const charged = (paymentA?.amount ?? 0) + (paymentB?.amount ?? 0);
    // Every call answers the event's cancellation as it stands: three tickets, each charge back once.
    for (const cancel of [...cancels, await admin("POST", `/admin/api/events/${series.id}/cancel`)]) {
      expect(cancel.statusCode, cancel.body).toBe(200);
      expect(json(cancel)).toMatchObject({ cancelled_tickets: 3, refunded: charged / 100 });
    }
    expect((await paymentsOfOrder(t.app, orderA))[0]?.refundedAmount).toBe(paymentA?.amount);
    expect((await paymentsOfOrder(t.app, orderB))[0]?.refundedAmount).toBe(paymentB?.amount);
    const again = await a.send("POST", "/api/cart/tickets", {
      items: [{ ticket_type_id: typeId, quantity: 1 }],
    });
    expect(json(again)).toMatchObject({ code: "event_not_on_sale" });
    const sierraStaff = await signInStaff(t.app, SIERRA, "gerente@sierra.example");
    const foreign = await request(t.app, SIERRA, {
      method: "POST",
      url: `/admin/api/events/${series.id}/cancel`,
      headers: { cookie: sierraStaff },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("take a waitlist form only among the club's waitlist forms", async () => {
    const event = (host: string, cookie: string, waitlistFormId: string) =>
      request(t.app, host, {
        method: "POST",
        url: "/admin/api/events",
        headers: { cookie },
        payload: {
          title: "Regatta dinner",
          timezone_id: "America/New_York",
          start_date: "2027-05-04T23:00:00Z",
          end_date: "2027-05-05T01:00:00Z",
          waitlist_form_id: waitlistFormId,
        },
      });
    const harborStaff = await signInStaff(t.app, HARBOR);
    const refusal = {
      code: "invalid_request",
      error_details: [{ field: "waitlist_form_id", details: "Choose one of the club's waitlist forms" }],
    };
    const unknown = await event(HARBOR, harborStaff, "00000000-0000-4000-8000-000000000000");
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown)).toMatchObject(refusal);
    // Another club's waitlist form is no form of this club.
    const sierraStaff = await signInStaff(t.app, SIERRA, "gerente@sierra.example");
    const foreign = await event(SIERRA, sierraStaff, DEMO_EVENTS.concertWaitlistForm);
    expect(foreign.statusCode).toBe(400);
    expect(json(foreign)).toMatchObject(refusal);
    const created = await event(HARBOR, harborStaff, DEMO_EVENTS.concertWaitlistForm);
    expect(created.statusCode, created.body).toBe(201);
  });

  it("list upcoming events soonest first, past ones latest first, and find events by title", async () => {
    const cookie = await signInStaff(t.app, HARBOR);
    const admin = (method: "GET" | "POST", url: string, payload?: Record<string, unknown>) =>
      request(t.app, HARBOR, { method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    const make = async (title: string, start: string, end: string) => {
      const created = await admin("POST", "/admin/api/events", {
        title,
        timezone_id: "America/New_York",
        start_date: start,
        end_date: end,
      });
      expect(created.statusCode, created.body).toBe(201);
    };
    await make("Quillback regatta 2019", "2019-06-01T14:00:00Z", "2019-06-01T18:00:00Z");
    await make("Quillback regatta 2020", "2020-06-01T14:00:00Z", "2020-06-01T18:00:00Z");
    await make("Quillback regatta 2031", "2031-06-01T14:00:00Z", "2031-06-01T18:00:00Z");
    const titles = async (query: string) => {
      const answer = await admin("GET", `/admin/api/events?${query}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return json<{ title: string }[]>(answer).map((event) => event.title);
    };
    expect(await titles("search=quillback")).toEqual([
      "Quillback regatta 2019",
      "Quillback regatta 2020",
      "Quillback regatta 2031",
    ]);
    expect(await titles("when=upcoming&search=QUILLBACK")).toEqual(["Quillback regatta 2031"]);
    expect(await titles("when=past&search=quillback")).toEqual([
      "Quillback regatta 2020",
      "Quillback regatta 2019",
    ]);
    expect(await titles("search=quillback%25")).toEqual([]);
    const bad = await admin("GET", "/admin/api/events?when=someday");
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(json(bad))).toContain("when");
  });

  it("read one event, a draft too, with its ticket types; another club's event is a 404", async () => {
    const cookie = await signInStaff(t.app, HARBOR);
    const admin = (method: "GET" | "POST", url: string, payload?: Record<string, unknown>) =>
      request(t.app, HARBOR, { method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    const created = await admin("POST", "/admin/api/events", {
      title: "Draft lecture",
      timezone_id: "America/New_York",
      start_date: "2031-02-01T23:00:00Z",
      end_date: "2031-02-02T01:00:00Z",
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = json<{ id: string }>(created);
    const typed = await admin("POST", `/admin/api/events/${id}/ticket-types`, { name: "Seat", price: 5 });
    expect(typed.statusCode, typed.body).toBe(201);
    const read = await admin("GET", `/admin/api/events/${id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(json(read)).toMatchObject({ id, title: "Draft lecture", status: "draft", occurrence_ids: [id] });
    expect(json<{ tickets: { name: string }[] }>(read).tickets.map((type) => type.name)).toEqual(["Seat"]);
    const sierraCookie = await signInStaff(t.app, SIERRA, "gerente@sierra.example");
    const foreign = await request(t.app, SIERRA, {
      method: "GET",
      url: `/admin/api/events/${id}`,
      headers: { cookie: sierraCookie },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("refuses a member and a visitor", async () => {
    const buyer = await oneBuyer();
    expect((await buyer.send("GET", "/admin/api/events")).statusCode).toBe(401);
    expect((await visitor("/admin/api/events")).statusCode).toBe(401);
  });
});
