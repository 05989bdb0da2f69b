/**
 * The test capacity provider through the cart-item contract suite, then what only such items
 * have: a passcode checked once and kept as a proof, members-only slots and member prices, the
 * line's data on the cart line and the order item, fulfilment that mails and queues, and a late
 * fee after the cutoff.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TenantScope } from "../../db/tenant-scope.ts";
import { DEMO } from "../../demo/demo-ids.ts";
import { cancellationOf, type OrderedItem } from "../../features/cart/index.ts";
import { commerceCartItems } from "../../features/cart/tables.ts";
import { jobs } from "../../features/jobs/tables.ts";
import { orderedItem } from "../../features/orders/index.ts";
import { commerceOrderItems } from "../../features/orders/tables.ts";
import { cartItemContract } from "../cart-item-contract.ts";
import { checkoutKey, newBuyers, newCardCheckout } from "../commerce.ts";
import { asMember, signIn } from "../customer-session.ts";
import { mailsTo } from "../mail.ts";
import { createTestApp, HARBOR, json, serviceContext, type TestApp } from "../test-app.ts";
import { capacityFixture, createSlot, slotOf } from "./capacity-fixture.ts";
import { capacityFeature } from "./manifest.ts";
import { testPlaces } from "./tables.ts";

cartItemContract(capacityFixture);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ extraFeatures: [capacityFeature] });
});
afterAll(() => t.close());

const harbor = () => new TenantScope(t.app.platformDb, DEMO.harbor.companyId);
const oneBuyer = async () => (await newBuyers(t.app, 1))[0] as Awaited<ReturnType<typeof newBuyers>>[number];

describe("the test capacity provider's own rules", () => {
  it("checks a passcode when the line is added and keeps only a proof of it", async () => {
    const buyer = await oneBuyer();
    const slot = await createSlot(t.app, { passcode: "OPEN-SESAME-7" });
    const wrong = await buyer.send("POST", "/api/cart/test-slots", {
      items: [{ slot_id: slot.id, quantity: 1, passcode: "nope" }],
    });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toMatchObject({
      code: "passcode_invalid",
      title: "Invalid Passcode",
      error_details: [{ field: "items.0.passcode" }],
    });
    const missing = await buyer.send("POST", "/api/cart/test-slots", {
      items: [{ slot_id: slot.id, quantity: 1 }],
    });
    expect(json(missing)).toMatchObject({ code: "passcode_invalid" });
    expect((await slotOf(t.app, slot.id)).held).toBe(0);

    const right = await buyer.send("POST", "/api/cart/test-slots", {
      items: [{ slot_id: slot.id, quantity: 1, passcode: "OPEN-SESAME-7" }],
    });
    expect(right.statusCode, right.body).toBe(200);
    const [line] = await harbor()
      .select()
      .from(commerceCartItems)
      .where(eq(commerceCartItems.lineKey, `test-slots:${slot.id}`));
    expect(JSON.stringify(line?.data)).not.toContain("OPEN-SESAME-7");
    expect((line?.data as { passcodeProof?: string } | undefined)?.passcodeProof).toMatch(/^[0-9a-f]{64}$/);
  });

  it("keeps members-only slots for members and charges members their price", async () => {
    const member = asMember(t.app, await signIn(t.app, HARBOR, "member@harbor.example"));
    const guest = await oneBuyer();
    const slot = await createSlot(t.app, { membersOnly: true, priceCents: 3_000, memberPriceCents: 2_000 });
    const refused = await guest.send("POST", "/api/cart/test-slots", {
      items: [{ slot_id: slot.id, quantity: 1 }],
    });
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toMatchObject({ code: "members_only" });
    const held = await member("POST", "/api/cart/test-slots", { items: [{ slot_id: slot.id, quantity: 1 }] });
    expect(held.statusCode, held.body).toBe(200);
    const line = json<{ items: { appointments: { price_each: number }[] } }>(held).items.appointments.find(
      (entry) => entry.price_each === 20,
    );
    expect(line).toBeTruthy();
    await member("POST", "/api/cart/test-slots", { items: [{ slot_id: slot.id, quantity: 0 }] });
  });

  it("stores the line's data (attendees, guest, party size) on the cart line and copies it to the order item; fulfilment mails, queues a reminder and opens the slot's survey", async () => {
    const buyer = await oneBuyer();
    const surveyId = crypto.randomUUID();
    const slot = await createSlot(t.app, { surveyId });
    const data = {
      attendees: [
        { first_name: "Ada", last_name: "Lovelace" },
        { first_name: "Alan", last_name: "Turing", email: "alan@example.org" },
      ],
      guest: { full_name: "Grace Hopper", email: "grace@example.org" },
      party_size: 2,
    };
    const added = await buyer.send("POST", "/api/cart/test-slots", {
      items: [{ slot_id: slot.id, quantity: 2, ...data }],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(
      json<{ items: { appointments: { guest: unknown }[] } }>(added).items.appointments[0]?.guest,
    ).toEqual({
      full_name: "Grace Hopper",
    });
    const paid = await buyer.send("POST", "/api/checkout", await newCardCheckout(t.app));
    expect(paid.statusCode, paid.body).toBe(200);
    const orderId = json<{ order_id: string }>(paid).order_id;
    const order = json<{
      items: { id: string; fulfilment: { created: { type: string; id: string; label: string }[] } }[];
      surveys: { uid: string; endpoint: string }[];
    }>(await buyer.send("GET", `/api/account/orders/${orderId}`));
    const [item] = order.items;
    if (!item) throw new Error("no item");
    const [stored] = await harbor()
      .select()
      .from(commerceOrderItems)
      .where(eq(commerceOrderItems.id, item.id));
    expect(stored?.lineData).toMatchObject({
      attendees: [
        { firstName: "Ada", lastName: "Lovelace" },
        { firstName: "Alan", lastName: "Turing", email: "alan@example.org" },
      ],
      guest: { fullName: "Grace Hopper", email: "grace@example.org" },
      partySize: 2,
      passcodeProof: null,
    });
    const places = await harbor().select().from(testPlaces).where(eq(testPlaces.orderItemId, item.id));
    expect(item.fulfilment.created.map((thing) => thing.label).sort()).toEqual(
      places.map((place) => place.serial).sort(),
    );
    expect(places.map((place) => place.attendee?.firstName).sort()).toEqual(["Ada", "Alan"]);
    expect(order.surveys).toContainEqual({ uid: surveyId, endpoint: `/api/surveys/${surveyId}` });
    const reminders = await t.app.platformDb
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, "test-slots.reminder"), eq(jobs.dedupeKey, `test-slot-reminder:${item.id}`)));
    expect(reminders).toHaveLength(1);
    const mail = (await mailsTo(t.app, buyer.email)).find((sent) => sent.kind === "test-slot-places");
    expect(mail?.text).toContain(places[0]?.serial ?? "?");
  });

  it("charges a member a late fee after the cutoff, staff never, and nobody cancels a slot that began", async () => {
    const buyer = await oneBuyer();
    const slot = await createSlot(t.app, { cancelCutoffHours: 48, lateFeeCents: 700 });
    await buyer.send("POST", "/api/cart/test-slots", { items: [{ slot_id: slot.id, quantity: 2 }] });
    const paid = await buyer.send("POST", "/api/checkout", await newCardCheckout(t.app));
    const orderId = json<{ order_id: string }>(paid).order_id;
    const [row] = await harbor()
      .select()
      .from(commerceOrderItems)
      .where(eq(commerceOrderItems.orderId, orderId));
    const found = await orderedItem(harbor(), row?.id ?? "");
    const item: OrderedItem = { ...found, kind: found.kind ?? "" };
    const context = await serviceContext(t.app, DEMO.harbor.companyId);
    const week = slot.startsAt.getTime();
    const at = (msBeforeStart: number) => new Date(week - msBeforeStart);
    expect(await cancellationOf(context, item, { units: 2, by: "member", now: at(72 * 3_600_000) })).toEqual({
      canCancel: true,
      cutoff: at(48 * 3_600_000),
      fee: 0,
    });
    expect(await cancellationOf(context, item, { units: 2, by: "member", now: at(3_600_000) })).toMatchObject(
      {
        canCancel: true,
        fee: 1_400,
      },
    );
    expect(await cancellationOf(context, item, { units: 1, by: "staff", now: at(3_600_000) })).toMatchObject({
      canCancel: true,
      fee: 0,
    });
    expect(await cancellationOf(context, item, { units: 1, by: "staff", now: at(-60_000) })).toMatchObject({
      canCancel: false,
    });
    expect(await cancellationOf(context, item, { units: 3, by: "staff", now: at(3_600_000) })).toMatchObject({
      canCancel: false,
    });
  });

  it("a zero-amount cart places its order with no payment method (free registration)", async () => {
    const buyer = await oneBuyer();
    const slot = await createSlot(t.app, { priceCents: 0 });
    await buyer.send("POST", "/api/cart/test-slots", { items: [{ slot_id: slot.id, quantity: 1 }] });
    const placed = await buyer.send("POST", "/api/checkout", { idempotency_key: checkoutKey() });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(json(placed)).toMatchObject({ success: true, amount_charged: 0, transaction: null });
  });
});
