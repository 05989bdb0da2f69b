/**
 * The waitlist (issue 25 item 5): members of a sold-out event join by answering its waitlist
 * form through the survey engine; a freed ticket (a cancellation, a cart's hold running out, a
 * line taken out of a cart) is offered by e-mail to the first in line who answered, held for them
 * (nobody else can take it), and passes to the next when the offer runs out.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO } from "../../demo/demo-ids.ts";
import { newBuyers, newCardCheckout } from "../../test/commerce.ts";
import { asMember, signIn, signInStaff } from "../../test/customer-session.ts";
import { createEvent, createTicketType, scopeAt, ticketTypeOf } from "../../test/event-fixtures.ts";
import { mailsTo } from "../../test/mail.ts";
import { createTestApp, HARBOR, json, request, serviceContext, type TestApp } from "../../test/test-app.ts";
import { answer, type Buyer, type EntryWire, join } from "../../test/waitlist-line.ts";
import { releaseExpiredHolds } from "../cart/index.ts";
import { DEMO_EVENTS } from "./demo.ts";
import { eventTicketTypes } from "./tables.ts";
import { joinLine } from "./waitlist-repository.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A sold-out event with one ticket, bought by `holder`, and a waitlist. */
async function soldOut(holder: Buyer) {
  const event = await createEvent(t.app, {
    waitlistFormId: DEMO_EVENTS.concertWaitlistForm,
    waitlistOfferHours: 2,
  });
  const type = await createTicketType(t.app, { eventId: event.id, quantity: 1, priceCents: 1_000 });
  await holder.send("POST", "/api/cart/tickets", { items: [{ ticket_type_id: type.id, quantity: 1 }] });
  const paid = await holder.send("POST", "/api/checkout", await newCardCheckout(t.app));
  expect(paid.statusCode, paid.body).toBe(200);
  return { event, type };
}

/** A sold-out event whose every unit (`quantity`) sits in `holder`'s cart, and a waitlist. */
async function heldInACart(holder: Buyer, quantity: number) {
  const event = await createEvent(t.app, {
    waitlistFormId: DEMO_EVENTS.concertWaitlistForm,
    waitlistOfferHours: 2,
  });
  const type = await createTicketType(t.app, { eventId: event.id, quantity, priceCents: 1_000 });
  expect((await setLine(holder, type.id, quantity)).statusCode).toBe(200);
  return { event, type };
}

const setLine = (buyer: Buyer, ticketTypeId: string, quantity: number) =>
  buyer.send("POST", "/api/cart/tickets", { items: [{ ticket_type_id: ticketTypeId, quantity }] });

/** Runs the carts' hold release as if the club's hold time (15 minutes) had passed. */
const holdsRunOut = async () =>
  releaseExpiredHolds(await serviceContext(t.app, DEMO.harbor.companyId), new Date(Date.now() + 16 * 60_000));

/** Staff change a ticket type (PATCH /admin/api/events/{id}/ticket-types/{typeId}). */
async function staffEdit(eventId: string, typeId: string, payload: Record<string, unknown>) {
  const cookie = await signInStaff(t.app, HARBOR);
  const url = `/admin/api/events/${eventId}/ticket-types/${typeId}`;
  const edited = await request(t.app, HARBOR, { method: "PATCH", url, headers: { cookie }, payload });
  expect(edited.statusCode, edited.body).toBe(200);
  return edited;
}

const offersTo = async (buyer: Buyer) =>
  (await mailsTo(t.app, buyer.email)).filter((mail) => mail.kind === "event_waitlist_offer");

describe("the waitlist", () => {
  it("opens only for a sold-out event with a waitlist form", async () => {
    const [buyer] = await newBuyers(t.app, 1);
    if (!buyer) throw new Error("no buyer");
    const open = await createTicketType(t.app);
    const refused = await buyer.send("POST", `/api/events/${open.eventId}/waitlist`);
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({ code: "waitlist_not_open" });
    const concert = await join(buyer, DEMO_EVENTS.concert);
    expect(concert).toMatchObject({ status: "waiting", answered: false });
    expect(concert.endpoint).toMatch(/^\/api\/surveys\/endpoints\//);
  });

  it("offers a freed ticket to the first in line who answered the form, holds it for them, and they buy it", async () => {
    const [holder, unanswered, first, second] = await newBuyers(t.app, 4);
    if (!holder || !unanswered || !first || !second) throw new Error("no buyers");
    const { event, type } = await soldOut(holder);
    await join(unanswered, event.id);
    const firstEntry = await join(first, event.id);
    const secondEntry = await join(second, event.id);
    expect([firstEntry.position, secondEntry.position]).toEqual([2, 3]);
    await answer(first, firstEntry);
    await answer(second, secondEntry);
    expect(await join(first, event.id)).toMatchObject({ answered: true, position: 2 });

    const cancelled = await holder.send("POST", `/api/account/events/${event.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // The first who answered is offered it (the one ahead who did not answer is passed over).
    expect(await offersTo(unanswered)).toHaveLength(0);
    expect(await offersTo(first)).toHaveLength(1);
    expect(await join(first, event.id)).toMatchObject({ status: "offered", position: null });
    expect(await ticketTypeOf(t.app, type.id)).toMatchObject({ held: 1, sold: 0 });
    const taken = await second.send("POST", "/api/cart/tickets", {
      items: [{ ticket_type_id: type.id, quantity: 1 }],
    });
    expect(json(taken)).toMatchObject({ code: "sold_out" });

    const added = await first.send("POST", "/api/cart/tickets", {
      items: [{ ticket_type_id: type.id, quantity: 1 }],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(await ticketTypeOf(t.app, type.id)).toMatchObject({ held: 1 });
    const paid = await first.send("POST", "/api/checkout", await newCardCheckout(t.app));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await ticketTypeOf(t.app, type.id)).toMatchObject({ held: 0, sold: 1 });
    expect(await join(first, event.id)).toMatchObject({ status: "accepted" });
  });

  it("passes an offer not taken in time to the next in line", async () => {
    const [holder, first, second] = await newBuyers(t.app, 3);
    if (!holder || !first || !second) throw new Error("no buyers");
    const { event, type } = await soldOut(holder);
    await answer(first, await join(first, event.id));
    await answer(second, await join(second, event.id));
    await holder.send("POST", `/api/account/events/${event.id}/cancel`);
    expect(await join(first, event.id)).toMatchObject({ status: "offered" });
    // Three hours on: the first's offer ran out and passed to the second, whose offer (made by the
    // job, two hours from its real time) the same jump also outlives: with nobody left in line,
    // the ticket is back on sale.
    await t.app.jobs.drain(new Date(Date.now() + 3 * 3_600_000));
    expect(await join(first, event.id)).toMatchObject({ status: "expired", position: null });
    expect(await offersTo(second)).toHaveLength(1);
    expect(await join(second, event.id)).toMatchObject({ status: "expired" });
    expect(await ticketTypeOf(t.app, type.id)).toMatchObject({ held: 0, sold: 0 });
    const [anyone] = await newBuyers(t.app, 1);
    const bought = await anyone?.send("POST", "/api/cart/tickets", {
      items: [{ ticket_type_id: type.id, quantity: 1 }],
    });
    expect(bought?.statusCode, bought?.body).toBe(200);
  });

  it("offers units a cart's hold gave back when it ran out, as a cancellation does", async () => {
    const [holder, first, second] = await newBuyers(t.app, 3);
    if (!holder || !first || !second) throw new Error("no buyers");
    const { event, type } = await heldInACart(holder, 1);
    // The holder's cart makes the concert read sold out: the line opens.
    await answer(first, await join(first, event.id));
    await answer(second, await join(second, event.id));

    await holdsRunOut();
    expect(await offersTo(first)).toHaveLength(1);
    expect(await offersTo(second)).toHaveLength(0);
    expect(await join(first, event.id)).toMatchObject({ status: "offered" });
    expect(await ticketTypeOf(t.app, type.id)).toMatchObject({ held: 1, sold: 0 });
    // The unit is the first's now: the holder's line cannot take it back.
    expect(json(await setLine(holder, type.id, 1))).toMatchObject({ code: "sold_out" });
    const added = await setLine(first, type.id, 1);
    expect(added.statusCode, added.body).toBe(200);
    const paid = await first.send("POST", "/api/checkout", await newCardCheckout(t.app));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await ticketTypeOf(t.app, type.id)).toMatchObject({ held: 0, sold: 1 });
    expect(await join(first, event.id)).toMatchObject({ status: "accepted" });
  });

  it("offers units given back by a line lowered or taken out of a cart", async () => {
    const [holder, first, second, third] = await newBuyers(t.app, 4);
    if (!holder || !first || !second || !third) throw new Error("no buyers");
    const { event, type } = await heldInACart(holder, 2);
    for (const member of [first, second, third]) await answer(member, await join(member, event.id));

    expect((await setLine(holder, type.id, 1)).statusCode).toBe(200);
    expect(await join(first, event.id)).toMatchObject({ status: "offered" });
    expect(await join(second, event.id)).toMatchObject({ status: "waiting", position: 1 });
    expect((await setLine(holder, type.id, 0)).statusCode).toBe(200);
    expect(await join(second, event.id)).toMatchObject({ status: "offered" });
    expect(await offersTo(first)).toHaveLength(1);
    expect(await offersTo(second)).toHaveLength(1);
    expect(await offersTo(third)).toHaveLength(0);
    // Both units are held for the two offers; nothing is left to anyone else.
    expect(await ticketTypeOf(t.app, type.id)).toMatchObject({ held: 2, sold: 0 });
    expect(json(await setLine(third, type.id, 1))).toMatchObject({ code: "sold_out" });
  });

  it("offers each unit once when a hold running out and a cancellation race", async () => {
    const [buyer, holder, first, second, third] = await newBuyers(t.app, 5);
    if (!buyer || !holder || !first || !second || !third) throw new Error("no buyers");
    const event = await createEvent(t.app, {
      waitlistFormId: DEMO_EVENTS.concertWaitlistForm,
      waitlistOfferHours: 2,
    });
    const type = await createTicketType(t.app, { eventId: event.id, quantity: 2, priceCents: 1_000 });
    // One unit sold, the other in a cart: sold out.
    expect((await setLine(buyer, type.id, 1)).statusCode).toBe(200);
    expect((await buyer.send("POST", "/api/checkout", await newCardCheckout(t.app))).statusCode).toBe(200);
    expect((await setLine(holder, type.id, 1)).statusCode).toBe(200);
    for (const member of [first, second, third]) await answer(member, await join(member, event.id));

    const [released, cancelled] = await Promise.all([
      holdsRunOut(),
      buyer.send("POST", `/api/account/events/${event.id}/cancel`),
    ]);
    expect(released).toBeGreaterThanOrEqual(1);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // Two units freed, two offers, to the first two in line, one each.
    expect(await offersTo(first)).toHaveLength(1);
    expect(await offersTo(second)).toHaveLength(1);
    expect(await offersTo(third)).toHaveLength(0);
    expect(await join(first, event.id)).toMatchObject({ status: "offered" });
    expect(await join(second, event.id)).toMatchObject({ status: "offered" });
    expect(await join(third, event.id)).toMatchObject({ status: "waiting", position: 1 });
    expect(await ticketTypeOf(t.app, type.id)).toMatchObject({ held: 2, sold: 0 });
  });

  it("offers units staff add to a sold-out type to those in line before anyone else", async () => {
    const [holder, first, second, third] = await newBuyers(t.app, 4);
    if (!holder || !first || !second || !third) throw new Error("no buyers");
    const { event, type } = await soldOut(holder);
    for (const member of [first, second, third]) await answer(member, await join(member, event.id));
    const raised = await staffEdit(event.id, type.id, { quantity: 3 });
    // The two units added are held for the first two in line: none left to sell.
    expect(json(raised)).toMatchObject({ available_quantity: 0 });
    expect(await offersTo(first)).toHaveLength(1);
    expect(await offersTo(second)).toHaveLength(1);
    expect(await offersTo(third)).toHaveLength(0);
    expect(await join(third, event.id)).toMatchObject({ status: "waiting", position: 1 });
    expect(await ticketTypeOf(t.app, type.id)).toMatchObject({ held: 2, sold: 1 });
    // Another edit that adds nothing offers nothing more.
    await staffEdit(event.id, type.id, { name: "Seat", quantity: 3 });
    expect(await offersTo(third)).toHaveLength(0);
  });

  it("answers the member's place, and the offer held for them, for the event's page to show", async () => {
    const [holder, first, stranger] = await newBuyers(t.app, 3);
    if (!holder || !first || !stranger) throw new Error("no buyers");
    const { event, type } = await soldOut(holder);
    const entryOf = (buyer: Buyer) => buyer.send("GET", `/api/events/${event.id}/waitlist`);
    expect((await entryOf(first)).statusCode).toBe(404);
    await answer(first, await join(first, event.id));
    expect(json(await entryOf(first))).toMatchObject({ status: "waiting", position: 1, answered: true });
    await holder.send("POST", `/api/account/events/${event.id}/cancel`);
    const offered = json<EntryWire & { ticket_type_id: string }>(await entryOf(first));
    expect(offered).toMatchObject({ status: "offered", ticket_type_id: type.id });
    expect(Date.parse(offered.offer_expires_at ?? "")).toBeGreaterThan(Date.now());
    expect((await entryOf(stranger)).statusCode).toBe(404);
  });

  it("keeps the line in the order members joined, and sends one who joins again to the back", async () => {
    const [holder, ...line] = await newBuyers(t.app, 6);
    if (!holder || line.length !== 5) throw new Error("no buyers");
    const { event } = await soldOut(holder);
    // One after another in one transaction: they share its start time, as joins in one
    // millisecond do on the embedded database, so the time of joining cannot order the line.
    await scopeAt(t.app).transaction(async (scope) => {
      for (const buyer of line) await joinLine(scope, event.id, buyer.customerId);
    });
    const placeOf = async (buyer: Buyer) =>
      json<EntryWire>(await buyer.send("GET", `/api/events/${event.id}/waitlist`)).position;
    expect(await Promise.all(line.map(placeOf))).toEqual([1, 2, 3, 4, 5]);

    // Staff take the first out of the line; when they join again they queue behind everyone.
    const cookie = await signInStaff(t.app, HARBOR);
    const staffLine = json<{ id: string; position: number; member: { email: string } }[]>(
      await request(t.app, HARBOR, {
        method: "GET",
        url: `/admin/api/events/${event.id}/waitlist`,
        headers: { cookie },
      }),
    );
    expect(staffLine.map((entry) => entry.member.email)).toEqual(line.map((buyer) => buyer.email));
    const first = staffLine[0];
    const removed = await request(t.app, HARBOR, {
      method: "DELETE",
      url: `/admin/api/events/${event.id}/waitlist/${first?.id}`,
      headers: { cookie },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    await join(line[0] as Buyer, event.id);
    expect(await Promise.all(line.map(placeOf))).toEqual([5, 1, 2, 3, 4]);
  });

  it("offers a members-only ticket only to members in line: a non-member ahead could not take it", async () => {
    const [buyer, guest] = await newBuyers(t.app, 2);
    if (!buyer || !guest) throw new Error("no buyers");
    const event = await createEvent(t.app, {
      waitlistFormId: DEMO_EVENTS.concertWaitlistForm,
      waitlistOfferHours: 2,
    });
    const general = await createTicketType(t.app, { eventId: event.id, quantity: 1, priceCents: 1_000 });
    const members = await createTicketType(t.app, {
      eventId: event.id,
      name: "Members",
      quantity: 0,
      priceCents: 1_000,
      membersOnly: true,
    });
    // The general seat sold, the members' none yet: sold out, and the line opens.
    await buyer.send("POST", "/api/cart/tickets", {
      items: [{ ticket_type_id: general.id, quantity: 1 }],
    });
    expect((await buyer.send("POST", "/api/checkout", await newCardCheckout(t.app))).statusCode).toBe(200);
    const email = "member@harbor.example";
    const member = { ...buyer, email, send: asMember(t.app, await signIn(t.app, HARBOR, email)) };
    await answer(guest, await join(guest, event.id));
    await answer(member, await join(member, event.id));

    await staffEdit(event.id, members.id, { quantity: 1 });
    expect(await offersTo(guest)).toHaveLength(0);
    expect(await join(guest, event.id)).toMatchObject({ status: "waiting", position: 1 });
    expect(await join(member, event.id)).toMatchObject({ status: "offered", ticket_type_id: members.id });
  });

  it("offers nothing of a type whose sale has closed: nobody could take it", async () => {
    const [holder, first] = await newBuyers(t.app, 2);
    if (!holder || !first) throw new Error("no buyers");
    const { event, type } = await soldOut(holder);
    await answer(first, await join(first, event.id));
    await scopeAt(t.app)
      .update(eventTicketTypes)
      .set({ offSale: new Date(Date.now() - 60_000) })
      .where(eq(eventTicketTypes.id, type.id));
    const cancelled = await holder.send("POST", `/api/account/events/${event.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await offersTo(first)).toHaveLength(0);
    expect(await join(first, event.id)).toMatchObject({ status: "waiting" });
    expect(await ticketTypeOf(t.app, type.id)).toMatchObject({ held: 0, sold: 0 });
  });
});
