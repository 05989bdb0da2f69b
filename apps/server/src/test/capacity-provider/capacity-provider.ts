/**
 * A cart-item provider for tests, written against the contract the way events (tickets) and
 * bookings (reservations, appointments) will be: a slot with a number of places, a per-member
 * maximum, members-only slots and member prices, a passcode checked when the line is added (only
 * an HMAC proof of the check is kept on the line), attendees, a guest and a party size as the
 * line's data, places issued with serials on payment (with a mail, a reminder job and the slot's
 * survey), and a cancellation policy with a cutoff and a late fee. It runs through the same
 * contract suite as products (cart-item-contract.ts).
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import {
  attendeeSchema,
  FIELD_MESSAGES,
  lineGuestSchema,
  lineQuantitySchema,
  partySizeSchema,
  passcodeSchema,
} from "@crest/domain";
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { defineCartItemProvider } from "../../features/cart/index.ts";
import { getCustomer } from "../../features/customers/index.ts";
import { defineClubJob, enqueueJob } from "../../features/jobs/index.ts";
import { enqueueMail } from "../../features/mail/index.ts";
import { AppError } from "../../lib/errors.ts";
import { type TestSlotRow, testPlaces, testSlots } from "./tables.ts";

/** One entry of `POST /api/cart/test-slots`. */
export const slotItemSchema = z
  .object({
    slotId: z.uuid(),
    quantity: lineQuantitySchema,
    attendees: z.array(attendeeSchema).max(20).optional(),
    guest: lineGuestSchema.optional(),
    partySize: partySizeSchema.optional(),
    passcode: passcodeSchema.optional(),
  })
  .strict();

const slotRefSchema = z.object({ slotId: z.uuid() });

const slotDataSchema = z.object({
  attendees: z.array(attendeeSchema),
  guest: lineGuestSchema.nullable(),
  partySize: z.int().nullable(),
  /** HMAC of the slot and buyer, keyed by the passcode's hash: the passcode was checked. */
  passcodeProof: z.string().nullable(),
});
type SlotData = z.infer<typeof slotDataSchema>;

const slotOf = (scope: TenantScope, slotId: string) => scope.getOne(testSlots, eq(testSlots.id, slotId));

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The proof a line keeps that its buyer gave this slot's passcode (void once the passcode changes). */
const proofOf = (slot: TestSlotRow, customerId: string) =>
  createHmac("sha256", slot.passcodeHash ?? "")
    .update(`${slot.id}:${customerId}`)
    .digest("hex");

const passcodeHolds = (slot: TestSlotRow, customerId: string, data: SlotData) =>
  slot.passcodeHash === null ||
  (data.passcodeProof !== null && sameText(data.passcodeProof, proofOf(slot, customerId)));

/** Places the customer owns in the slot now. */
async function ownedBy(scope: TenantScope, slotId: string, customerId: string): Promise<number> {
  const [row] = await scope
    .select({ n: count() })
    .from(testPlaces)
    .where(
      and(
        eq(testPlaces.slotId, slotId),
        eq(testPlaces.customerId, customerId),
        eq(testPlaces.status, "active"),
      ),
    );
  return row?.n ?? 0;
}

const DAY_MS = 86_400_000;

/** The day before a slot: a reminder to the places' owners (as bookings will send). */
export const slotReminderJob = defineClubJob<{ orderItemId: string }>({
  kind: "test-slots.reminder",
  run: async ({ orderItemId }, context) => {
    const places = await context.scope
      .select()
      .from(testPlaces)
      .where(and(eq(testPlaces.orderItemId, orderItemId), eq(testPlaces.status, "active")));
    const [first] = places;
    if (!first) return;
    const customer = await getCustomer(context.scope, first.customerId);
    await enqueueMail(context, {
      to: customer.email,
      subject: "Tomorrow",
      text: places.map((place) => place.serial).join("\n"),
      kind: "test-slot-reminder",
    });
  },
});

export const capacityProvider = defineCartItemProvider({
  kind: "test-slots",
  type: "appointment",
  itemSchema: slotItemSchema,
  refSchema: slotRefSchema,
  dataSchema: slotDataSchema,
  async toLine(context, buyer, item, field) {
    const data: SlotData = {
      attendees: item.attendees ?? [],
      guest: item.guest ?? null,
      partySize: item.partySize ?? null,
      passcodeProof: null,
    };
    const line = { ref: { slotId: item.slotId }, data, quantity: item.quantity };
    if (item.quantity === 0) return line;
    if (item.attendees && item.attendees.length !== item.quantity)
      throw new AppError("invalid_request", {
        details: { field: `${field}.attendees`, details: FIELD_MESSAGES.value_invalid },
      });
    const slot = await slotOf(context.scope, item.slotId);
    if (slot.passcodeHash !== null) {
      if (!item.passcode || !sameText(sha256(item.passcode), slot.passcodeHash))
        throw new AppError("passcode_invalid", {
          details: [{ field: `${field}.passcode`, details: slot.title }],
        });
      data.passcodeProof = proofOf(slot, buyer.customerId);
    }
    return line;
  },
  lineKey: ({ ref }) => ref.slotId,
  capacityKey: ({ ref }) => ref.slotId,
  async describe(scope, { ref, data }, buyer) {
    const slot = await slotOf(scope, ref.slotId);
    return {
      title: slot.title,
      description: slot.startsAt.toISOString(),
      photo: null,
      priceEach: buyer.isMember && slot.memberPriceCents !== null ? slot.memberPriceCents : slot.priceCents,
      minQty: 1,
      maxQty: 0,
      weightGrams: 0,
      shipped: false,
      postpay: false,
      surveyId: null,
      productId: null,
      variantId: null,
      attributeLabel: null,
      guest: data.guest ? { fullName: data.guest.fullName } : null,
    };
  },
  async availability(scope, { ref, data }, buyer, more) {
    const slot = await slotOf(scope, ref.slotId);
    // What the hold would refuse first is the transaction's to say.
    if ((slot.membersOnly && !buyer.isMember) || !passcodeHolds(slot, buyer.customerId, data))
      return { refusal: null, left: null };
    const left = slot.places - slot.held - slot.sold;
    return { refusal: left < more ? { code: "slot_taken", details: slot.title } : null, left };
  },
  async hold(scope, line, buyer, more) {
    const slot = await slotOf(scope, line.ref.slotId);
    if (slot.membersOnly && !buyer.isMember) return { code: "members_only" };
    if (!passcodeHolds(slot, buyer.customerId, line.data)) return { code: "passcode_invalid" };
    // The buyer's adds and checkouts are serialised by their cart's lock, so this count holds.
    if (
      slot.perMemberMax !== null &&
      (await ownedBy(scope, slot.id, buyer.customerId)) + line.quantity > slot.perMemberMax
    )
      return { code: "ticket_max_reached" };
    const held = await scope
      .update(testSlots)
      .set({ held: sql`${testSlots.held} + ${more}` })
      .where(
        and(
          eq(testSlots.id, slot.id),
          sql`${testSlots.places} - ${testSlots.held} - ${testSlots.sold} >= ${more}`,
        ),
      )
      .returning({ id: testSlots.id });
    return held.length === 1 ? null : { code: "slot_taken" };
  },
  async release(scope, { ref }, _buyer, units) {
    await scope
      .update(testSlots)
      .set({ held: sql`greatest(${testSlots.held} - ${units}, 0)` })
      .where(eq(testSlots.id, ref.slotId));
  },
  async fulfil(context, { ref, data, quantity }, target) {
    const [slot] = await context.scope
      .update(testSlots)
      .set({
        held: sql`greatest(${testSlots.held} - ${quantity}, 0)`,
        sold: sql`${testSlots.sold} + ${quantity}`,
      })
      .where(eq(testSlots.id, ref.slotId))
      .returning();
    if (!slot) throw new Error("the slot went away");
    const places = await context.scope
      .insert(testPlaces)
      .values(
        Array.from({ length: quantity }, (_, index) => {
          const attendee = data.attendees[index];
          return {
            slotId: slot.id,
            customerId: target.buyer.customerId,
            orderItemId: target.orderItemId,
            serial: `TS-${randomBytes(5).toString("hex").toUpperCase()}`,
            attendee: attendee ? { firstName: attendee.firstName, lastName: attendee.lastName } : null,
          };
        }),
      )
      .returning();
    const customer = await getCustomer(context.scope, target.buyer.customerId);
    await enqueueMail(context, {
      to: customer.email,
      subject: `${slot.title}: your places`,
      text: places.map((place) => place.serial).join("\n"),
      kind: "test-slot-places",
    });
    await enqueueJob(
      context,
      slotReminderJob,
      { orderItemId: target.orderItemId },
      {
        runAt: new Date(slot.startsAt.getTime() - DAY_MS),
        dedupeKey: `test-slot-reminder:${target.orderItemId}`,
      },
    );
    return {
      created: places.map((place) => ({ type: "place", id: place.id, label: place.serial })),
      surveys: slot.surveyId ? [{ uid: slot.surveyId, endpoint: `/api/surveys/${slot.surveyId}` }] : [],
    };
  },
  async cancellation(scope, ordered, { units, by, now }) {
    const slot = await slotOf(scope, ordered.ref.slotId);
    const cutoff = new Date(slot.startsAt.getTime() - slot.cancelCutoffHours * 3_600_000);
    const canCancel = now < slot.startsAt && units > 0 && units <= ordered.quantity;
    // Staff cancel at no fee; a member pays the late fee past the cutoff.
    const late = by === "member" && now >= cutoff;
    return { canCancel, cutoff, fee: canCancel && late ? slot.lateFeeCents * units : 0 };
  },
  async cancel(context, ordered, units) {
    const active = await context.scope
      .select({ id: testPlaces.id })
      .from(testPlaces)
      .where(and(eq(testPlaces.orderItemId, ordered.orderItemId), eq(testPlaces.status, "active")))
      .orderBy(asc(testPlaces.createdAt), asc(testPlaces.id))
      .limit(units)
      .for("update");
    if (active.length < units) throw new Error(`only ${active.length} places left to cancel`);
    await context.scope
      .update(testPlaces)
      .set({ status: "cancelled" })
      .where(
        inArray(
          testPlaces.id,
          active.map((place) => place.id),
        ),
      );
    await context.scope
      .update(testSlots)
      .set({ sold: sql`greatest(${testSlots.sold} - ${units}, 0)` })
      .where(eq(testSlots.id, ordered.ref.slotId));
  },
});
