/**
 * A member's open ticket and booking screens update without a reload (issue 29): when a ticket
 * of theirs changes (transferred to them or away, scanned, cancelled) or a booking (booked,
 * cancelled), the change is published on their own topic when its transaction commits, and
 * their socket hears it.
 */
import { TOPICS } from "@crest/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WebSocket } from "ws";
import { DEMO_CUSTOMERS } from "../../demo/demo-ids.ts";
import { newBuyers } from "../../test/commerce.ts";
import { signIn, signInStaff } from "../../test/customer-session.ts";
import { createTicketType } from "../../test/event-fixtures.ts";
import { createTestApp, HARBOR, json, request, type TestApp } from "../../test/test-app.ts";
import { DEMO_BOOKINGS } from "../bookings/demo.ts";
import { hubMessages, openHub } from "./hub-test-kit.ts";

let t: TestApp;
const sockets: WebSocket[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  await t.close();
});

type Buyer = Awaited<ReturnType<typeof newBuyers>>[number];

/** A socket of the customer subscribed to one of their topics, and what it hears next. */
async function listen(cookie: string, topic: string) {
  const socket = await openHub(t.app, { cookie, host: HARBOR, origin: `http://${HARBOR}` });
  sockets.push(socket);
  const heard = hubMessages(socket);
  socket.send(JSON.stringify({ type: "subscribe", topic }));
  expect(await heard.next()).toEqual({ type: "subscribed", topic });
  return heard;
}

describe("a member's tickets, live", () => {
  it("the holders hear a transfer, a scan and a cancel of their tickets", async () => {
    const [buyer] = (await newBuyers(t.app, 1)) as [Buyer];
    const type = await createTicketType(t.app, { priceCents: 0, quantity: 10 });
    await buyer.send("POST", "/api/cart/tickets", { items: [{ ticket_type_id: type.id, quantity: 3 }] });
    const ordered = await buyer.send("POST", "/api/checkout", { idempotency_key: crypto.randomUUID() });
    expect(ordered.statusCode, ordered.body).toBe(200);
    const { tickets } = json<{ tickets: { id: string; serial: string }[] }>(
      await buyer.send("GET", `/api/account/events/${type.eventId}`),
    );
    const [given, scanned] = tickets;
    if (!given || !scanned) throw new Error("no tickets");

    const buyerHears = await listen(buyer.cookie, TOPICS.tickets(buyer.customerId));
    const member = await signIn(t.app, HARBOR, DEMO_CUSTOMERS.member.email);
    const memberHears = await listen(member, TOPICS.tickets(DEMO_CUSTOMERS.member.id));
    const changed = { type: "event", data: { eventId: type.eventId } };

    const moved = await buyer.send("PATCH", `/api/account/events/tickets/${given.id}/transfer`, {
      email: DEMO_CUSTOMERS.member.email,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await buyerHears.next()).toMatchObject({ ...changed, topic: TOPICS.tickets(buyer.customerId) });
    expect(await memberHears.next()).toMatchObject({
      ...changed,
      topic: TOPICS.tickets(DEMO_CUSTOMERS.member.id),
    });

    const staff = await signInStaff(t.app, HARBOR);
    const scan = await request(t.app, HARBOR, {
      method: "POST",
      url: "/admin/api/events/tickets/scan",
      headers: { cookie: staff },
      payload: { serial: scanned.serial },
    });
    expect(json(scan)).toMatchObject({ outcome: "scanned" });
    expect(await buyerHears.next()).toMatchObject(changed);

    const cancelled = await buyer.send("POST", `/api/account/events/${type.eventId}/cancel`);
    expect(json(cancelled)).toMatchObject({ cancelled_tickets: 1 });
    expect(await buyerHears.next()).toMatchObject(changed);
  });
});

describe("a member's bookings, live", () => {
  it("the member hears their booking booked and cancelled", async () => {
    const [buyer] = (await newBuyers(t.app, 1)) as [Buyer];
    const heard = await listen(buyer.cookie, TOPICS.bookings(buyer.customerId));
    const day = new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 10);
    const booked = await buyer.send("POST", "/api/reservations/book", {
      resource_id: DEMO_BOOKINGS.grill,
      start_date: new Date(`${day}T23:00:00Z`).toISOString(),
      party_size: 2,
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const { id } = json<{ id: string }>(booked);
    const changed = { type: "event", topic: TOPICS.bookings(buyer.customerId), data: { bookingId: id } };
    expect(await heard.next()).toMatchObject(changed);
    const cancelled = await buyer.send("POST", `/api/account/reservations/${id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await heard.next()).toMatchObject(changed);
  });
});
