/**
 * Tickets through the cart-item contract suite, then what only tickets have: a passcode checked
 * once and never stored, members-only types, the sale window, and the per-member maximum under
 * concurrent carts and checkouts.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type KeptReads, TenantScope } from "../../db/tenant-scope.ts";
import { cartItemContract } from "../../test/cart-item-contract.ts";
import { newBuyers, newCardCheckout } from "../../test/commerce.ts";
import { asMember, signIn } from "../../test/customer-session.ts";
import {
  createEvent,
  createTicketType,
  scopeAt,
  ticketsFixture,
  ticketTypeOf,
} from "../../test/event-fixtures.ts";
import { createTestApp, HARBOR, json, serviceContext, type TestApp } from "../../test/test-app.ts";
import { commerceCartItems } from "../cart/tables.ts";
import { queuedMail } from "../mail/index.ts";
import { mailOutbox } from "../mail/tables.ts";
import { commerceOrderItems } from "../orders/tables.ts";
import { ticketFactsOf } from "./event-repository.ts";
import { events, eventTickets, eventTicketTypes } from "./tables.ts";
import { ticketCartItems } from "./ticket-cart-items.ts";
import { sellTickets } from "./ticket-sale-statement.ts";

/** Ends a test's transaction without keeping what it wrote. */
class RolledBack extends Error {}

cartItemContract(ticketsFixture);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Buyer = Awaited<ReturnType<typeof newBuyers>>[number];
const oneBuyer = async () => (await newBuyers(t.app, 1))[0] as Buyer;

describe("tickets' own rules in the cart", () => {
  it("checks a passcode when the line is added and keeps only a proof of it", async () => {
    const buyer = await oneBuyer();
    const type = await createTicketType(t.app, { passcode: "OPEN-SESAME-7" });
    const wrong = await buyer.send("POST", "/api/cart/tickets", {
      items: [{ ticket_type_id: type.id, quantity: 1, passcode: "nope" }],
    });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toMatchObject({
      code: "passcode_invalid",
      error_details: [{ field: "items.0.passcode" }],
    });
    const right = await buyer.send("POST", "/api/cart/tickets", {
      items: [{ ticket_type_id: type.id, quantity: 2, passcode: "OPEN-SESAME-7" }],
    });
    expect(right.statusCode, right.body).toBe(200);
    const [line] = await scopeAt(t.app)
      .select()
      .from(commerceCartItems)
      .where(eq(commerceCartItems.lineKey, `tickets:${type.id}`));
    expect(JSON.stringify(line?.data)).not.toContain("OPEN-SESAME-7");
    expect((line?.data as { passcodeProof?: string } | undefined)?.passcodeProof).toMatch(/^[0-9a-f]{64}$/);
    const paid = await buyer.send("POST", "/api/checkout", await newCardCheckout(t.app));
    expect(paid.statusCode, paid.body).toBe(200);
  });

  it("answers each line with the entry that changes it from the cart; a passcode line is only removed", async () => {
    const buyer = await oneBuyer();
    const open = await createTicketType(t.app, { quantity: 10 });
    const guarded = await createTicketType(t.app, { passcode: "OPEN-SESAME-8" });
    await buyer.send("POST", "/api/cart/tickets", {
      items: [
        { ticket_type_id: open.id, quantity: 2 },
        { ticket_type_id: guarded.id, quantity: 1, passcode: "OPEN-SESAME-8" },
      ],
    });
    type Line = { quantity: number; change: Record<string, unknown> | null; fixed_quantity: boolean };
    const lines = async () =>
      json<{ items: { tickets: Line[] } }>(await buyer.send("GET", "/api/cart")).items.tickets;
    const lineOf = (all: Line[], typeId: string) =>
      all.find((line) => line.change?.ticket_type_id === typeId);
    const all = await lines();
    const [openLine, guardedLine] = [lineOf(all, open.id), lineOf(all, guarded.id)];
    expect(openLine).toMatchObject({ change: { ticket_type_id: open.id }, fixed_quantity: false });
    expect(guardedLine).toMatchObject({ change: { ticket_type_id: guarded.id }, fixed_quantity: true });
    const fewer = await buyer.send("POST", "/api/cart/tickets", {
      items: [{ ...openLine?.change, quantity: 1 }],
    });
    expect(fewer.statusCode, fewer.body).toBe(200);
    const removed = await buyer.send("POST", "/api/cart/tickets", {
      items: [{ ...guardedLine?.change, quantity: 0 }],
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await lines()).map((line) => line.quantity)).toEqual([1]);
  });

  it("adds several types at once, and keeps members-only types for members", async () => {
    const event = await createEvent(t.app);
    const general = await createTicketType(t.app, { eventId: event.id });
    const members = await createTicketType(t.app, { eventId: event.id, name: "Members", membersOnly: true });
    const guest = await oneBuyer();
    const refused = await guest.send("POST", "/api/cart/tickets", {
      items: [
        { ticket_type_id: general.id, quantity: 1 },
        { ticket_type_id: members.id, quantity: 1 },
      ],
    });
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toMatchObject({ code: "members_only" });
    const member = asMember(t.app, await signIn(t.app, HARBOR, "member@harbor.example"));
    const both = await member("POST", "/api/cart/tickets", {
      items: [
        { ticket_type_id: general.id, quantity: 2 },
        { ticket_type_id: members.id, quantity: 1 },
      ],
    });
    expect(both.statusCode, both.body).toBe(200);
    expect(json<{ items: { tickets: unknown[] } }>(both).items.tickets).toHaveLength(2);
    await member("POST", "/api/cart/tickets", {
      items: [
        { ticket_type_id: general.id, quantity: 0 },
        { ticket_type_id: members.id, quantity: 0 },
      ],
    });
  });

  it("refuses a type outside its sale window or of an event not published", async () => {
    const buyer = await oneBuyer();
    const later = await createTicketType(t.app, { onSale: new Date(Date.now() + 86_400_000) });
    const draft = await createTicketType(t.app, {
      eventId: (await createEvent(t.app, { status: "draft" })).id,
    });
    for (const type of [later, draft]) {
      const refused = await buyer.send("POST", "/api/cart/tickets", {
        items: [{ ticket_type_id: type.id, quantity: 1 }],
      });
      expect(refused.statusCode).toBe(409);
      expect(json(refused)).toMatchObject({ code: "event_not_on_sale" });
    }
  });

  it("holds the per-member maximum under concurrent checkouts of one member from two sessions", async () => {
    const type = await createTicketType(t.app, { quantity: 50, perMemberMax: 2 });
    const buyer = await oneBuyer();
    await buyer.send("POST", "/api/cart/tickets", { items: [{ ticket_type_id: type.id, quantity: 2 }] });
    const paid = await buyer.send("POST", "/api/checkout", await newCardCheckout(t.app));
    expect(paid.statusCode, paid.body).toBe(200);
    // Owning two, ten concurrent adds of one more each are all refused.
    const adds = await Promise.all(
      Array.from({ length: 10 }, () =>
        buyer.send("POST", "/api/cart/tickets", { items: [{ ticket_type_id: type.id, quantity: 1 }] }),
      ),
    );
    expect(adds.map((add) => json(add).code)).toEqual(Array(10).fill("ticket_max_reached"));
    const owned = await scopeAt(t.app)
      .select()
      .from(eventTickets)
      .where(eq(eventTickets.ticketTypeId, type.id));
    expect(owned).toHaveLength(2);
    expect((await ticketTypeOf(t.app, type.id)).held).toBe(0);
  });

  it("holds against the type and event as the hold finds them, not as kept, and a refusal holds nothing", async () => {
    const type = await createTicketType(t.app, { quantity: 5 });
    const scope = scopeAt(t.app);
    // What this instance keeps: the event published. Another instance has just made it a draft,
    // and this one has not heard yet: its kept reads still answer the published event.
    const kept = await ticketFactsOf(scope, type.id);
    await scope.update(events).set({ status: "draft" }).where(eq(events.id, type.eventId));
    const keptReads: KeptReads = {
      read: async () => kept as never,
      readAlone: async () => kept as never,
      changes: () => false,
    };
    const unheard = new TenantScope(t.app.platformDb, scope.companyId, { keptReads });
    const line = {
      ref: { ticketTypeId: type.id },
      data: { attendees: [], passcodeProof: null },
      quantity: 2,
    };
    const member = { customerId: (await oneBuyer()).customerId, isMember: true };
    await unheard.transaction(async (tx) => {
      expect(await ticketCartItems.hold(tx, line, member, 2)).toMatchObject({ code: "event_not_on_sale" });
      // Inside the caller's transaction, before any rollback: the refused hold gave its units back.
      const [row] = await tx.select().from(eventTicketTypes).where(eq(eventTicketTypes.id, type.id));
      expect(row?.held).toBe(0);
    });
    // Published again, the same hold holds (and is rolled back, as a refused add's would be).
    await scope.update(events).set({ status: "published" }).where(eq(events.id, type.eventId));
    const holding = unheard.transaction(async (tx) => {
      expect(await ticketCartItems.hold(tx, line, member, 2)).toBeNull();
      const [row] = await tx.select().from(eventTicketTypes).where(eq(eventTicketTypes.id, type.id));
      expect(row?.held).toBe(2);
      throw new RolledBack();
    });
    await expect(holding).rejects.toBeInstanceOf(RolledBack);
  });

  it("a sale of more tickets than its one statement names writes them all, mail, record and counters", async () => {
    // A line holds at most 20 tickets today: the path for more is reached here directly.
    const type = await createTicketType(t.app, { quantity: 100, priceCents: 0 });
    const buyer = await oneBuyer();
    await buyer.send("POST", "/api/cart/tickets", { items: [{ ticket_type_id: type.id, quantity: 1 }] });
    expect((await buyer.send("POST", "/api/checkout", await newCardCheckout(t.app))).statusCode).toBe(200);
    const scope = scopeAt(t.app);
    const [first] = await scope.select().from(eventTickets).where(eq(eventTickets.ticketTypeId, type.id));
    if (!first) throw new Error("no ticket sold");
    const context = await serviceContext(t.app, scope.companyId);
    const tickets = Array.from({ length: 23 }, (_, index) => ({
      id: randomUUID(),
      eventId: first.eventId,
      ticketTypeId: type.id,
      orderId: first.orderId ?? "",
      orderItemId: first.orderItemId ?? "",
      customerId: buyer.customerId,
      ownerId: buyer.customerId,
      serial: `MANY-${index}-${randomUUID().slice(0, 8)}`,
      priceCents: 0,
      attendee: null,
    }));
    const selling = scope.transaction(async (tx) => {
      await sellTickets(tx, {
        ticketTypeId: type.id,
        tickets,
        mail: queuedMail(context, {
          to: buyer.email,
          subject: "23 tickets",
          text: "-",
          kind: "event_tickets",
        }),
        orderItemId: first.orderItemId ?? "",
        fulfilment: {
          created: tickets.map((ticket) => ({ type: "ticket", id: ticket.id, label: ticket.serial })),
          surveys: [],
        },
      });
      const sold = await tx.select().from(eventTickets).where(eq(eventTickets.ticketTypeId, type.id));
      expect(sold).toHaveLength(24);
      const [counters] = await tx.select().from(eventTicketTypes).where(eq(eventTicketTypes.id, type.id));
      expect(counters).toMatchObject({ sold: 24, held: 0 });
      const [item] = await tx
        .select()
        .from(commerceOrderItems)
        .where(eq(commerceOrderItems.id, first.orderItemId ?? ""));
      expect(item?.fulfilment?.created).toHaveLength(23);
      const [mail] = await tx.select().from(mailOutbox).where(eq(mailOutbox.subject, "23 tickets"));
      expect(mail?.to).toBe(buyer.email);
      throw new RolledBack();
    });
    await expect(selling).rejects.toBeInstanceOf(RolledBack);
  });

  it("never oversells: 30 buyers racing for 7 tickets, each adding and paying at once", async () => {
    const type = await createTicketType(t.app, { quantity: 7, priceCents: 1_000 });
    const buyers = await newBuyers(t.app, 30);
    const outcomes = await Promise.all(
      buyers.map(async (buyer) => {
        const added = await buyer.send("POST", "/api/cart/tickets", {
          items: [{ ticket_type_id: type.id, quantity: 1 }],
        });
        if (added.statusCode !== 200) return json(added).code;
        const paid = await buyer.send("POST", "/api/checkout", await newCardCheckout(t.app));
        return paid.statusCode === 200 ? "paid" : json(paid).code;
      }),
    );
    expect(outcomes.filter((outcome) => outcome === "paid")).toHaveLength(7);
    expect(outcomes.filter((outcome) => outcome === "sold_out")).toHaveLength(23);
    const sold = await scopeAt(t.app)
      .select()
      .from(eventTickets)
      .where(eq(eventTickets.ticketTypeId, type.id));
    expect(sold).toHaveLength(7);
    expect(await ticketTypeOf(t.app, type.id)).toMatchObject({ sold: 7, held: 0 });
  });
});
