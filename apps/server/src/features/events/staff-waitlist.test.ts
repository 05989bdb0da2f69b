/**
 * The waitlist for staff (issue 32 item 3): the line of an event as it stands, in the order
 * members joined; a manager takes a member out of it (a ticket held for them passes to the next
 * in line) and offers a free ticket to the first in line. Viewers read, and are refused writes;
 * another club's event or entry is a 404.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_STAFF } from "../../demo/demo-ids.ts";
import { newBuyers } from "../../test/commerce.ts";
import { signInNewStaff, signInStaff } from "../../test/customer-session.ts";
import { createEvent, createTicketType, ticketTypeOf } from "../../test/event-fixtures.ts";
import { mailsTo } from "../../test/mail.ts";
import { createTestApp, HARBOR, json, request, SIERRA, type TestApp } from "../../test/test-app.ts";
import { answer, type Buyer, join } from "../../test/waitlist-line.ts";
import { DEMO_EVENTS } from "./demo.ts";

let t: TestApp;
const cookies = { manager: "", viewer: "", desk: "", sierra: "" };
beforeAll(async () => {
  t = await createTestApp();
  cookies.manager = await signInStaff(t.app, HARBOR, DEMO_STAFF.harborManager.email);
  cookies.viewer = await signInStaff(t.app, HARBOR, DEMO_STAFF.harborViewer.email);
  cookies.desk = await signInNewStaff(t.app, "waitlist-desk@harbor.example", "staff");
  cookies.sierra = await signInStaff(t.app, SIERRA, DEMO_STAFF.sierraManager.email);
});
afterAll(() => t.close());

interface StaffEntryWire {
  id: string;
  status: string;
  position: number | null;
  member: { email: string; full_name: string };
  answered: boolean;
  ticket_type: { id: string; name: string } | null;
  offer_expires_at: string | null;
  joined_at: string;
}

const ask = (cookie: string, method: "GET" | "POST" | "DELETE", url: string, host = HARBOR) =>
  request(t.app, host, { method, url, headers: { cookie } });
const lineOf = async (eventId: string, query = "") => {
  const listed = await ask(cookies.manager, "GET", `/admin/api/events/${eventId}/waitlist${query}`);
  expect(listed.statusCode, listed.body).toBe(200);
  return json<StaffEntryWire[]>(listed);
};
const remove = (eventId: string, entryId: string, cookie = cookies.manager) =>
  ask(cookie, "DELETE", `/admin/api/events/${eventId}/waitlist/${entryId}`);
const offersTo = async (buyer: Buyer) =>
  (await mailsTo(t.app, buyer.email)).filter((mail) => mail.kind === "event_waitlist_offer");

/** A sold-out event (its one type has no seats yet) with `buyers` in line, each having answered. */
async function lineOfBuyers(count: number) {
  const event = await createEvent(t.app, {
    waitlistFormId: DEMO_EVENTS.concertWaitlistForm,
    waitlistOfferHours: 2,
  });
  const type = await createTicketType(t.app, {
    eventId: event.id,
    name: "Seat",
    quantity: 0,
    priceCents: 1_000,
  });
  const buyers = await newBuyers(t.app, count);
  for (const buyer of buyers) await answer(buyer, await join(buyer, event.id));
  const entries = await lineOf(event.id);
  return { event, type, buyers, entries };
}

/** Staff raise the type's seats (units added are offered to the line first). */
async function raiseSeats(eventId: string, typeId: string, quantity: number) {
  const raised = await request(t.app, HARBOR, {
    method: "PATCH",
    url: `/admin/api/events/${eventId}/ticket-types/${typeId}`,
    headers: { cookie: cookies.manager },
    payload: { quantity },
  });
  expect(raised.statusCode, raised.body).toBe(200);
}

describe("the waitlist for staff", () => {
  it("lists the demo concert's line in the order members joined, with their places, a page at a time", async () => {
    const line = await lineOf(DEMO_EVENTS.concert);
    expect(line.slice(0, 3).map((entry) => [entry.member.email, entry.position, entry.status])).toEqual([
      ["james.whitfield@harbor.example", 1, "waiting"],
      ["lily.whitfield@harbor.example", 2, "waiting"],
      ["guest@harbor.example", 3, "waiting"],
    ]);
    const page = await ask(
      cookies.viewer,
      "GET",
      `/admin/api/events/${DEMO_EVENTS.concert}/waitlist?page_size=2&page_number=2`,
    );
    expect(page.statusCode, page.body).toBe(200);
    expect(json<StaffEntryWire[]>(page)[0]?.member.email).toBe("guest@harbor.example");
    expect(JSON.parse(String(page.headers.pagination))).toMatchObject({
      total_count: line.length,
      has_previous_page: true,
    });
  });

  it("takes a waiting member out of line; the places behind move up; asked again, answers the same", async () => {
    const { event, entries } = await lineOfBuyers(3);
    const [first, second, third] = entries;
    if (!first || !second || !third) throw new Error("no line");
    const removed = await remove(event.id, first.id);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(json(removed)).toMatchObject({ id: first.id, status: "left", position: null });
    expect(json(await remove(event.id, first.id))).toMatchObject({ status: "left" });
    expect((await lineOf(event.id, "?status=waiting")).map((entry) => [entry.id, entry.position])).toEqual([
      [second.id, 1],
      [third.id, 2],
    ]);
    expect((await lineOf(event.id, "?status=left")).map((entry) => entry.id)).toEqual([first.id]);
  });

  it("passes the ticket held for a member taken out of line to the next who answered", async () => {
    const { event, type, buyers, entries } = await lineOfBuyers(2);
    const [firstBuyer, secondBuyer] = buyers;
    const [first] = entries;
    if (!firstBuyer || !secondBuyer || !first) throw new Error("no line");
    await raiseSeats(event.id, type.id, 1);
    expect((await lineOf(event.id))[0]).toMatchObject({
      status: "offered",
      ticket_type: { id: type.id, name: "Seat" },
    });

    expect((await remove(event.id, first.id)).statusCode).toBe(200);
    expect(await offersTo(secondBuyer)).toHaveLength(1);
    expect(await join(secondBuyer, event.id)).toMatchObject({ status: "offered" });
    expect((await lineOf(event.id, "?status=left")).map((entry) => entry.id)).toEqual([first.id]);
    // One unit, held once: for the second now.
    expect(await ticketTypeOf(t.app, type.id)).toMatchObject({ held: 1, sold: 0 });
  });

  it("refuses to take out a member who took their offer: their ticket is cancelled as a ticket", async () => {
    const { event, type, buyers, entries } = await lineOfBuyers(1);
    const [buyer] = buyers;
    const [entry] = entries;
    if (!buyer || !entry) throw new Error("no line");
    await raiseSeats(event.id, type.id, 1);
    const taken = await buyer.send("POST", "/api/cart/tickets", {
      items: [{ ticket_type_id: type.id, quantity: 1 }],
    });
    expect(taken.statusCode, taken.body).toBe(200);
    const refused = await remove(event.id, entry.id);
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({ code: "waitlist_offer_taken" });
  });

  it("offers a free ticket now to the first in line who answered; with none free, says so", async () => {
    const { event, type, buyers } = await lineOfBuyers(1);
    const offerNow = () => ask(cookies.manager, "POST", `/admin/api/events/${event.id}/waitlist/offer`);
    const none = await offerNow();
    expect(none.statusCode).toBe(409);
    expect(json(none)).toMatchObject({ code: "waitlist_nothing_to_offer" });
    // A seat freed while nobody had answered stays free: a member who answers later waits for it.
    const [late] = await newBuyers(t.app, 1);
    if (!late || !buyers[0]) throw new Error("no buyers");
    const lateEntry = await join(late, event.id);
    expect((await remove(event.id, (await lineOf(event.id))[0]?.id ?? "")).statusCode).toBe(200);
    await raiseSeats(event.id, type.id, 1);
    expect(await ticketTypeOf(t.app, type.id)).toMatchObject({ held: 0 });
    await answer(late, lateEntry);
    const offered = await offerNow();
    expect(offered.statusCode, offered.body).toBe(200);
    expect(json(offered)).toMatchObject({ offered: { status: "offered", member: { email: late.email } } });
    expect(await offersTo(late)).toHaveLength(1);
    expect(await ticketTypeOf(t.app, type.id)).toMatchObject({ held: 1 });
  });

  it("lets viewers read and refuses them, and the front desk, every change", async () => {
    const event = DEMO_EVENTS.concert;
    const [entry] = await lineOf(event);
    if (!entry) throw new Error("no line");
    expect((await ask(cookies.viewer, "GET", `/admin/api/events/${event}/waitlist`)).statusCode).toBe(200);
    for (const cookie of [cookies.viewer, cookies.desk]) {
      expect((await remove(event, entry.id, cookie)).statusCode).toBe(403);
      expect((await ask(cookie, "POST", `/admin/api/events/${event}/waitlist/offer`)).statusCode).toBe(403);
    }
    expect((await lineOf(event))[0]).toMatchObject({ id: entry.id, status: "waiting" });
  });

  it("answers 404 for another club's event or entry, and 400 for bad input", async () => {
    const event = DEMO_EVENTS.concert;
    const [entry] = await lineOf(event);
    if (!entry) throw new Error("no line");
    expect((await ask(cookies.sierra, "GET", `/admin/api/events/${event}/waitlist`, SIERRA)).statusCode).toBe(
      404,
    );
    expect((await remove(event, entry.id, cookies.sierra)).statusCode).toBe(404);
    expect(
      (await ask(cookies.sierra, "POST", `/admin/api/events/${event}/waitlist/offer`, SIERRA)).statusCode,
    ).toBe(404);
    // An entry of another of the club's events is not this event's.
    const other = await lineOfBuyers(1);
    expect((await remove(event, other.entries[0]?.id ?? "")).statusCode).toBe(404);
    const bad = await ask(cookies.manager, "GET", `/admin/api/events/${event}/waitlist?status=gone`);
    expect(bad.statusCode).toBe(400);
    expect((await remove(event, "not-an-id")).statusCode).toBe(400);
  });
});
