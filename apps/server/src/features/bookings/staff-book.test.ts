/**
 * Staff book for a member (issue 32 item 4, flows/book-for-member.ts, through the staff routes): the front desk reads the
 * slots the member would see and books a free one as the member's own booking; a members-only
 * resource for a non-member, a paid one, another club's member, a viewer and bad input are
 * refused.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CUSTOMERS, DEMO_STAFF } from "../../demo/demo-ids.ts";
import { memberOf, signInStaff } from "../../test/customer-session.ts";
import { mailsTo } from "../../test/mail.ts";
import { createTestApp, HARBOR, json, request, type TestApp } from "../../test/test-app.ts";
import { DEMO_BOOKINGS } from "./demo.ts";

let t: TestApp;
let owner: string;
let viewer: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signInStaff(t.app, HARBOR);
  viewer = await signInStaff(t.app, HARBOR, DEMO_STAFF.harborViewer.email);
});
afterAll(() => t.close());

const as = (cookie: string) => (method: "GET" | "POST", url: string, payload?: Record<string, unknown>) =>
  request(t.app, HARBOR, { method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const ZONE = "America/New_York";
/** A weekday on New York's calendar at least two days ahead (the Chart Room opens on weekdays). */
function weekdayAhead(): string {
  for (let days = 2; ; days++) {
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: ZONE }).format(
      new Date(Date.now() + days * 86_400_000),
    );
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5) return day;
  }
}

interface SlotWire {
  start_date: string;
  local_time: string;
}
const slotsUrl = (resourceId: string, customerId: string, day: string, extra = "") =>
  `/admin/api/bookings/resources/${resourceId}/slots?customer_id=${customerId}&from=${day}&to=${day}${extra}`;

describe("staff book for a member", () => {
  const day = weekdayAhead();
  const member = DEMO_CUSTOMERS.member.id;

  it("reads the member's slots and books a free one as the member's own booking, with their mail", async () => {
    const staff = as(owner);
    const confirmations = async () =>
      (await mailsTo(t.app, DEMO_CUSTOMERS.member.email)).filter((mail) => mail.kind === "booking_confirmed")
        .length;
    const mailsBefore = await confirmations();
    const slots = await staff("GET", slotsUrl(DEMO_BOOKINGS.chartRoom, member, day));
    expect(slots.statusCode).toBe(200);
    const free = json<SlotWire[]>(slots);
    // 14:00: the demo's own Chart Room booking is at 10:00 three days ahead, which is this day
    // when the test runs on a Friday (New York time).
    const two = free.find((slot) => slot.local_time === "14:00");
    expect(two).toBeDefined();
    const booked = await staff("POST", "/admin/api/bookings/book", {
      customer_id: member,
      resource_id: DEMO_BOOKINGS.chartRoom,
      start_date: two?.start_date,
      party_size: 4,
    });
    expect(booked.statusCode).toBe(201);
    const result = json<{ id: string; amount: number; booking: { owner: { id: string }; status: string } }>(
      booked,
    );
    expect(result.amount).toBe(0);
    expect(result.booking.owner.id).toBe(member);
    expect(result.booking.status).toBe("booked");
    // The member was told, as their own express book tells them.
    expect(await confirmations()).toBe(mailsBefore + 1);
    // The member sees it as their own.
    const own = await (await memberOf(t.app, DEMO_CUSTOMERS.member.email))(
      "GET",
      `/api/account/reservations/${result.id}`,
    );
    expect(own.statusCode).toBe(200);
    // The slot is gone, for staff and member alike; asked again it is taken.
    const after = json<SlotWire[]>(await staff("GET", slotsUrl(DEMO_BOOKINGS.chartRoom, member, day)));
    expect(after.map((slot) => slot.local_time)).not.toContain("14:00");
    const again = await staff("POST", "/admin/api/bookings/book", {
      customer_id: member,
      resource_id: DEMO_BOOKINGS.chartRoom,
      start_date: two?.start_date,
    });
    expect(again.statusCode).toBe(409);
    expect(json<{ code: string }>(again).code).toBe("slot_taken");
  });

  it("keeps the members-only spa from a non-member, and refuses a paid booking", async () => {
    const staff = as(owner);
    const guest = DEMO_CUSTOMERS.guest.id;
    const spa = (customerId: string) =>
      slotsUrl(DEMO_BOOKINGS.spa, customerId, day, `&service_id=${DEMO_BOOKINGS.services.facial}`);
    const refused = await staff("GET", spa(guest));
    expect(refused.statusCode).toBe(403);
    expect(json<{ code: string }>(refused).code).toBe("members_only");
    const open = await staff("GET", spa(member));
    expect(open.statusCode).toBe(200);
    const [first] = json<SlotWire[]>(open);
    const paid = await staff("POST", "/admin/api/bookings/book", {
      customer_id: member,
      resource_id: DEMO_BOOKINGS.spa,
      start_date: first?.start_date,
      service_id: DEMO_BOOKINGS.services.facial,
    });
    expect(paid.statusCode).toBe(400);
    expect(json<{ code: string }>(paid).code).toBe("booking_not_free");
  });

  it("answers 404 for another club's member, any member's slots without one, and 400 for a long range", async () => {
    const staff = as(owner);
    const socio = await staff("GET", slotsUrl(DEMO_BOOKINGS.chartRoom, DEMO_CUSTOMERS.socio.id, day));
    expect(socio.statusCode).toBe(404);
    const book = await staff("POST", "/admin/api/bookings/book", {
      customer_id: DEMO_CUSTOMERS.socio.id,
      resource_id: DEMO_BOOKINGS.chartRoom,
      start_date: `${day}T15:00:00.000Z`,
    });
    expect(book.statusCode).toBe(404);
    // No member named: the slots any active member sees (the members-only spa's too).
    const anyMember = await staff(
      "GET",
      `/admin/api/bookings/resources/${DEMO_BOOKINGS.spa}/slots?from=${day}&to=${day}&service_id=${DEMO_BOOKINGS.services.facial}`,
    );
    expect(anyMember.statusCode).toBe(200);
    expect(json<SlotWire[]>(anyMember).length).toBeGreaterThan(0);
    const tooLong = await staff(
      "GET",
      `/admin/api/bookings/resources/${DEMO_BOOKINGS.chartRoom}/slots?from=${day}&to=2099-01-01`,
    );
    expect(tooLong.statusCode).toBe(400);
    const unknownKey = await staff("POST", "/admin/api/bookings/book", {
      customer_id: member,
      resource_id: DEMO_BOOKINGS.chartRoom,
      start_date: `${day}T15:00:00.000Z`,
      amount: 0,
    });
    expect(unknownKey.statusCode).toBe(400);
  });

  it("is the front desk's: a viewer reads no slots and books nothing", async () => {
    const staff = as(viewer);
    expect((await staff("GET", slotsUrl(DEMO_BOOKINGS.chartRoom, member, day))).statusCode).toBe(403);
    const book = await staff("POST", "/admin/api/bookings/book", {
      customer_id: member,
      resource_id: DEMO_BOOKINGS.chartRoom,
      start_date: `${day}T18:00:00.000Z`,
    });
    expect(book.statusCode).toBe(403);
  });
});
