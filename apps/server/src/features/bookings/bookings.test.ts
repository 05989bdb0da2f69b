/**
 * Bookings through their routes (issue 26): slots in the resource's zone, offered only while a
 * unit is free; express book and the cart without double booking (20 members racing for one
 * table; appointments overlapping on one therapist); paying, the booking survey, cancelling with
 * its refund once and the late fee; the member's lists; staff's permission levels, cancel and
 * no-show; another club's booking.
 */

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TenantScope } from "../../db/tenant-scope.ts";
import { DEMO, DEMO_CUSTOMERS } from "../../demo/demo-ids.ts";
import { newBuyers, newCardCheckout, paymentsOfOrder } from "../../test/commerce.ts";
import { memberOf, signInStaff } from "../../test/customer-session.ts";
import { mailsTo } from "../../test/mail.ts";
import { expectMoneyReconciles } from "../../test/money-reconciliation.ts";
import {
  createTestApp,
  HARBOR,
  json,
  request,
  SIERRA,
  serviceContext,
  type TestApp,
} from "../../test/test-app.ts";
import { staffMemberships, staffUsers } from "../admin/tables.ts";
import { surveyAnswers, surveyResponses } from "../surveys/tables.ts";
import { bookingReminderJob } from "./booking-mail.ts";
import { DEMO_BOOKINGS } from "./demo.ts";

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signInStaff(t.app, HARBOR);
  [browser] = (await newBuyers(t.app, 1)) as [Buyer];
  [sierraBrowser] = (await newBuyers(t.app, 1, SIERRA)) as [Buyer];
});
afterAll(async () => {
  await expectMoneyReconciles(t.app);
  await t.close();
});

type Buyer = Awaited<ReturnType<typeof newBuyers>>[number];
let browser: Buyer;
let sierraBrowser: Buyer;
/** A GET as a signed-in customer who is no member (at Harbor unless told). */
const visitor = (url: string, host = HARBOR) => (host === SIERRA ? sierraBrowser : browser).send("GET", url);
const asStaff =
  (cookie: string) => (method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE", url: string, payload?: unknown) =>
    request(t.app, HARBOR, {
      method,
      url,
      headers: { cookie },
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });

const scopeAt = (host: string) =>
  new TenantScope(t.app.platformDb, host === SIERRA ? DEMO.sierra.companyId : DEMO.harbor.companyId);

const DAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
const nineToFive = Object.fromEntries(DAYS.map((day) => [day, "9:00 AM - 5:00 PM"]));

/** A UTC day `days` from today, `YYYY-MM-DD`. */
const dayIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const at = (days: number, time: string) => `${dayIn(days)}T${time}:00.000Z`;

interface ResourceWire {
  id: string;
  units: { id: string }[];
}

/** A resource made through the staff API: UTC, open 9 to 5 every day, 15-minute slots of an hour. */
async function newResource(
  input: Record<string, unknown> & { block_type: string },
  schedule: Record<string, unknown> = {},
) {
  const res = await asStaff(owner)("POST", "/admin/api/bookings/resources", {
    title: `Resource ${Math.random()}`,
    timezone_id: "UTC",
    ...input,
    schedule: {
      opening_hours: nineToFive,
      slot_minutes: 15,
      duration_minutes: 60,
      buffer_minutes: 0,
      lead_minutes: 0,
      horizon_days: 30,
      cancel_cutoff_hours: 24,
      late_fee: 0,
      ...schedule,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return json<ResourceWire>(res);
}

async function addUnit(resourceId: string, name: string, seats = 1) {
  const res = await asStaff(owner)("POST", `/admin/api/bookings/resources/${resourceId}/units`, {
    name,
    seats,
  });
  expect(res.statusCode, res.body).toBe(201);
  return json<{ id: string }>(res).id;
}

async function addService(
  resourceId: string,
  title: string,
  minutes: number,
  price: number,
  therapistIds: string[],
) {
  const res = await asStaff(owner)("POST", `/admin/api/bookings/resources/${resourceId}/services`, {
    title,
    duration_minutes: minutes,
    price,
    therapist_ids: therapistIds,
  });
  expect(res.statusCode, res.body).toBe(201);
  return json<{ id: string }>(res).id;
}

interface SlotWire {
  start_date: string;
  local_time: string;
  local_date: string;
  available: number;
}
const slotsOf = async (path: string, send: (url: string) => ReturnType<typeof visitor> = visitor) => {
  const res = await send(path);
  expect(res.statusCode, res.body).toBe(200);
  return json<SlotWire[]>(res);
};

interface BookingWire {
  id: string;
  status: string;
  can_cancel: boolean;
  cancel_fee: number;
  order_id: string;
  survey_answered: boolean;
  local_start: string;
  unit_name: string;
}

describe("slots", () => {
  it("offers the Grill's slots on New York's clock, a table for the party's size, and answers 404 at another type's path", async () => {
    const day = dayIn(3);
    const grill = DEMO_BOOKINGS.grill;
    const forTwo = await slotsOf(`/api/dining/${grill}/slots?from=${day}&to=${day}&party_size=2`);
    expect(forTwo.map((slot) => slot.local_time)).toEqual([
      "17:00",
      "17:30",
      "18:00",
      "18:30",
      "19:00",
      "19:30",
      "20:00",
      "20:30",
    ]);
    expect(forTwo[0]?.available).toBe(5);
    expect(
      (await slotsOf(`/api/dining/${grill}/slots?from=${day}&to=${day}&party_size=5`))[0]?.available,
    ).toBe(1);
    expect(await slotsOf(`/api/dining/${grill}/slots?from=${day}&to=${day}&party_size=9`)).toEqual([]);
    expect((await visitor(`/api/rooms/${grill}/slots?from=${day}&to=${day}`)).statusCode).toBe(404);
    const bad = await visitor(`/api/dining/${grill}/slots?from=${day}&to=2099-01-01&party_size=0`);
    expect(bad.statusCode).toBe(400);
  });

  it("offers the members-only spa to members only, by service and therapist", async () => {
    const day = dayIn(4);
    const { spa, services, therapists } = DEMO_BOOKINGS;
    const path = `/api/spa/${spa}/slots?from=${day}&to=${day}&service_id=${services.deepTissue}`;
    expect(json(await visitor(path))).toMatchObject({ code: "members_only" });
    const member = await memberOf(t.app, DEMO_CUSTOMERS.member.email);
    const deep = await slotsOf(path, (url) => member("GET", url));
    // 90 minutes by Daniel alone, from 9:00 until 17:30 (ending at 19:00).
    expect(deep[0]).toMatchObject({ local_time: "09:00", available: 1 });
    expect(deep.at(-1)?.local_time).toBe("17:30");
    const maya = await slotsOf(`${path}&therapist_id=${therapists.maya}`, (url) => member("GET", url));
    expect(maya).toEqual([]);
    const list = json<{ id: string }[]>(await member("GET", "/api/reservations?block_type=spa"));
    expect(list.map((resource) => resource.id)).toEqual([spa]);
    expect(json<unknown[]>(await visitor("/api/reservations?block_type=spa"))).toEqual([]);
    const rooms = json<{ title: string }[]>(await visitor("/api/reservations?group=meeting_rooms"));
    expect(rooms.map((room) => room.title)).toEqual(["The Chart Room", "The Commodore Boardroom"]);
  });

  it("offers a slot only while a unit is free for it", async () => {
    const resource = await newResource({ block_type: "dining" });
    await addUnit(resource.id, "Only table", 4);
    const [buyer] = (await newBuyers(t.app, 1)) as [Buyer];
    const booked = await buyer.send("POST", "/api/reservations/book", {
      resource_id: resource.id,
      start_date: at(2, "10:00"),
      party_size: 2,
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const times = (await slotsOf(`/api/dining/${resource.id}/slots?from=${dayIn(2)}&to=${dayIn(2)}`)).map(
      (slot) => slot.local_time,
    );
    expect(times).toContain("09:00");
    expect(times).not.toContain("09:15");
    expect(times).not.toContain("10:45");
    expect(times).toContain("11:00");
    // Another club's resource is a 404 there.
    expect(
      (await visitor(`/api/dining/${resource.id}/slots?from=${dayIn(2)}&to=${dayIn(2)}`, SIERRA)).statusCode,
    ).toBe(404);
  });

  it("offers no slot of a unit out of service, and offers it again once staff put it back, renamed", async () => {
    const resource = await newResource({ block_type: "dining" });
    const table = await addUnit(resource.id, "Corner table", 2);
    const slotsUrl = `/api/dining/${resource.id}/slots?from=${dayIn(3)}&to=${dayIn(3)}`;
    expect((await slotsOf(slotsUrl)).length).toBeGreaterThan(0);
    const unitUrl = `/admin/api/bookings/resources/${resource.id}/units/${table}`;
    expect(json(await asStaff(owner)("DELETE", unitUrl))).toMatchObject({ active: false });
    // Kept slots are dropped when the write is announced (on PostgreSQL, a moment after it).
    await expect.poll(async () => (await slotsOf(slotsUrl)).length).toBe(0);

    const back = await asStaff(owner)("PATCH", unitUrl, { name: "Window table", seats: 6, active: true });
    expect(back.statusCode, back.body).toBe(200);
    expect(json(back)).toEqual({ id: table, name: "Window table", seats: 6, active: true, hours: null });
    await expect.poll(async () => (await slotsOf(slotsUrl)).length).toBeGreaterThan(0);
    const listed = json<{ id: string; units: { id: string; name: string }[] }[]>(
      await asStaff(owner)("GET", "/admin/api/bookings/resources"),
    ).find((row) => row.id === resource.id);
    expect(listed?.units).toEqual([expect.objectContaining({ id: table, name: "Window table" })]);

    expect((await asStaff(owner)("PATCH", unitUrl, { seats: 0 })).statusCode).toBe(400);
    expect((await asStaff(owner)("PATCH", unitUrl, { name: "" })).statusCode).toBe(400);
    const other = await newResource({ block_type: "dining" });
    const elsewhere = `/admin/api/bookings/resources/${other.id}/units/${table}`;
    expect((await asStaff(owner)("PATCH", elsewhere, { name: "Stolen" })).statusCode).toBe(404);
  });
});

describe("a therapist's own hours", () => {
  it("offer her only inside them; anyone available is whoever works then; cleared, she works the spa's", async () => {
    const spa = await newResource({ block_type: "spa" });
    const day = dayIn(2);
    const weekday = DAYS[new Date(`${day}T12:00:00Z`).getUTCDay()] as string;
    const ana = await addUnit(spa.id, "Ana");
    const anaUrl = `/admin/api/bookings/resources/${spa.id}/units/${ana}`;
    const shift = await asStaff(owner)("PATCH", anaUrl, { hours: { [weekday]: "10:00 AM - 12:00 PM" } });
    expect(shift.statusCode, shift.body).toBe(200);
    expect(json(shift)).toMatchObject({ hours: { [weekday]: "10:00 AM - 12:00 PM" } });
    const massage = await addService(spa.id, "Massage", 60, 0, [ana]);
    const slotsUrl = (from: string, therapist = ana) =>
      `/api/spa/${spa.id}/slots?from=${from}&to=${from}&service_id=${massage}&therapist_id=${therapist}`;
    const member = await memberOf(t.app, DEMO_CUSTOMERS.member.email);
    const times = async (url: string) =>
      (await slotsOf(url, (path) => member("GET", path))).map((slot) => slot.local_time);
    expect(await times(slotsUrl(day))).toEqual(["10:00", "10:15", "10:30", "10:45", "11:00"]);
    expect(await times(slotsUrl(dayIn(3)))).toEqual([]);

    const [buyer] = (await newBuyers(t.app, 1)) as [Buyer];
    const book = (therapistId: string, time: string) =>
      buyer.send("POST", "/api/reservations/book", {
        resource_id: spa.id,
        service_id: massage,
        therapist_id: therapistId,
        start_date: at(2, time),
      });
    // 11:30 is a slot of the spa, but her hour would end after her shift.
    const late = await book(ana, "11:30");
    expect(late.statusCode, late.body).toBe(409);
    expect(json(late)).toMatchObject({ code: "slot_taken" });

    const ben = await addUnit(spa.id, "Ben");
    const linked = await asStaff(owner)(
      "PUT",
      `/admin/api/bookings/resources/${spa.id}/services/${massage}`,
      {
        title: "Massage",
        duration_minutes: 60,
        price: 0,
        therapist_ids: [ana, ben],
      },
    );
    expect(linked.statusCode, linked.body).toBe(200);
    const anyone = await book("anyone", "11:30");
    expect(anyone.statusCode, anyone.body).toBe(200);
    expect(json<{ booking: BookingWire }>(anyone).booking.unit_name).toBe("Ben");

    const cleared = await asStaff(owner)("PATCH", anaUrl, { hours: null });
    expect(json(cleared)).toMatchObject({ hours: null });
    await expect.poll(async () => (await times(slotsUrl(dayIn(3))))[0]).toBe("09:00");
    const unreadable = await asStaff(owner)("PATCH", anaUrl, { hours: { [weekday]: "whenever" } });
    expect(unreadable.statusCode).toBe(400);
    expect(json(unreadable)).toMatchObject({ code: "invalid_request" });

    // What staff add is listed last, whatever its name: therapists, services and resources.
    await addUnit(spa.id, "Abe");
    await addService(spa.id, "Aromatherapy", 30, 0, []);
    const later = await newResource({ block_type: "spa", title: "A spa added later" });
    const resources = json<{ id: string; units: { name: string }[]; services: { title: string }[] }[]>(
      await asStaff(owner)("GET", "/admin/api/bookings/resources"),
    );
    const listed = resources.find((row) => row.id === spa.id);
    expect(listed?.units.map((unit) => unit.name)).toEqual(["Ana", "Ben", "Abe"]);
    expect(listed?.services.map((service) => service.title)).toEqual(["Massage", "Aromatherapy"]);
    expect(resources.at(-1)?.id).toBe(later.id);
  });
});

describe("a spa service no longer offered", () => {
  it("is no longer listed, booked or put in a cart; its bookings stay; offered again it is back", async () => {
    const spa = await newResource({ block_type: "spa" });
    const therapist = await addUnit(spa.id, "Ines");
    const wrap = await addService(spa.id, "Seaweed Wrap", 60, 0, [therapist]);
    const [buyer] = (await newBuyers(t.app, 1)) as [Buyer];
    const book = (time: string) =>
      buyer.send("POST", "/api/reservations/book", {
        resource_id: spa.id,
        service_id: wrap,
        therapist_id: therapist,
        start_date: at(2, time),
      });
    expect((await book("10:00")).statusCode).toBe(200);
    const offered = async () =>
      json<{ services: { id: string }[] }>(
        await buyer.send("GET", `/api/reservations/${spa.id}`),
      ).services.map((service) => service.id);
    expect(await offered()).toEqual([wrap]);

    const serviceUrl = `/admin/api/bookings/resources/${spa.id}/services/${wrap}`;
    expect(json(await asStaff(owner)("DELETE", serviceUrl))).toMatchObject({ id: wrap, active: false });
    // Kept answers are dropped when the write is announced (on PostgreSQL, a moment after it).
    await expect.poll(offered).toEqual([]);
    expect((await book("13:00")).statusCode).toBe(404);
    const slots = await buyer.send(
      "GET",
      `/api/spa/${spa.id}/slots?from=${dayIn(2)}&to=${dayIn(2)}&service_id=${wrap}`,
    );
    expect(slots.statusCode).toBe(404);
    const inCart = await buyer.send("POST", "/api/cart/appointments", {
      items: [
        {
          resource_id: spa.id,
          service_id: wrap,
          therapist_id: "anyone",
          start_date: at(2, "14:00"),
          quantity: 1,
        },
      ],
    });
    expect(inCart.statusCode).toBe(404);
    // The booking made before stays, and staff still see the service, marked.
    const day = json<{ status: string }[]>(
      await asStaff(owner)("GET", `/admin/api/bookings/resources/${spa.id}/day?date=${dayIn(2)}`),
    );
    expect(day.map((booking) => booking.status)).toEqual(["booked"]);
    const staffView = json<{ id: string; services: { id: string; active: boolean }[] }[]>(
      await asStaff(owner)("GET", "/admin/api/bookings/resources"),
    ).find((resource) => resource.id === spa.id);
    expect(staffView?.services).toEqual([expect.objectContaining({ id: wrap, active: false })]);

    const back = await asStaff(owner)("PUT", serviceUrl, {
      title: "Seaweed Wrap",
      duration_minutes: 60,
      price: 0,
      therapist_ids: [therapist],
      active: true,
    });
    expect(json(back)).toMatchObject({ active: true });
    await expect.poll(offered).toEqual([wrap]);
    expect((await book("13:00")).statusCode).toBe(200);
  });
});

describe("booking without double booking", () => {
  it("20 members racing for one table book it once; the others are told slot_taken with the next free slots", async () => {
    const resource = await newResource({ block_type: "dining" });
    await addUnit(resource.id, "The one table", 2);
    const buyers = await newBuyers(t.app, 20);
    const start = at(3, "12:00");
    const answers = await Promise.all(
      buyers.map((buyer) =>
        buyer.send("POST", "/api/reservations/book", {
          resource_id: resource.id,
          start_date: start,
          party_size: 2,
        }),
      ),
    );
    const won = answers.filter((res) => res.statusCode === 200);
    expect(won).toHaveLength(1);
    const lost = answers.filter((res) => res.statusCode !== 200);
    expect(lost.map((res) => res.statusCode)).toEqual(Array(19).fill(409));
    const refusal = json<{ code: string; error_details: { field: string; details: string } }>(
      lost[0] as never,
    );
    expect(refusal.code).toBe("slot_taken");
    expect(refusal.error_details.field).toBe("start_date");
    expect(refusal.error_details.details).toBe([at(3, "13:00"), at(3, "13:15"), at(3, "13:30")].join(", "));
    const day = json<{ status: string }[]>(
      await asStaff(owner)("GET", `/admin/api/bookings/resources/${resource.id}/day?date=${dayIn(3)}`),
    );
    expect(day.map((booking) => booking.status)).toEqual(["booked"]);
  });

  it("two appointments overlapping by 15 minutes on one therapist cannot both exist, whatever their lengths, by express book or the cart", async () => {
    const spa = await newResource({ block_type: "spa" });
    const therapist = await addUnit(spa.id, "Ana");
    const hour = await addService(spa.id, "Massage", 60, 0, [therapist]);
    const short = await addService(spa.id, "Facial", 45, 0, [therapist]);
    const paid = await addService(spa.id, "Scrub", 30, 40, [therapist]);
    const [first, second, third] = (await newBuyers(t.app, 3)) as [Buyer, Buyer, Buyer];
    const book = (buyer: Buyer, serviceId: string, time: string) =>
      buyer.send("POST", "/api/reservations/book", {
        resource_id: spa.id,
        service_id: serviceId,
        therapist_id: therapist,
        start_date: at(2, time),
      });
    const raced = await Promise.all([book(first, hour, "10:00"), book(second, short, "10:45")]);
    expect(raced.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    // Whichever won, the other start still overlaps it by 15 minutes.
    expect((await book(third, hour, "10:00")).statusCode).toBe(409);
    expect((await book(third, short, "10:45")).statusCode).toBe(409);
    const inCart = await third.send("POST", "/api/cart/appointments", {
      items: [
        {
          resource_id: spa.id,
          service_id: paid,
          therapist_id: "anyone",
          start_date: at(2, "10:30"),
          quantity: 1,
        },
      ],
    });
    expect(inCart.statusCode, inCart.body).toBe(409);
    expect(json(inCart)).toMatchObject({ code: "slot_taken" });
    // Held in one cart, the time is offered to nobody else.
    const held = await third.send("POST", "/api/cart/appointments", {
      items: [
        {
          resource_id: spa.id,
          service_id: paid,
          therapist_id: "anyone",
          start_date: at(2, "14:00"),
          quantity: 1,
        },
      ],
    });
    expect(held.statusCode, held.body).toBe(200);
    expect((await book(first, short, "13:30")).statusCode).toBe(409);
    const times = (
      await slotsOf(`/api/spa/${spa.id}/slots?from=${dayIn(2)}&to=${dayIn(2)}&service_id=${paid}`)
    ).map((slot) => slot.local_time);
    expect(times).not.toContain("14:00");
    expect(times).toContain("14:30");
  });

  it("refuses a start that is no slot, and a paid booking through express book", async () => {
    const resource = await newResource({ block_type: "meeting_rooms", price: 30 });
    await addUnit(resource.id, "Room");
    const [buyer] = (await newBuyers(t.app, 1)) as [Buyer];
    const offGrid = await buyer.send("POST", "/api/reservations/book", {
      resource_id: resource.id,
      start_date: at(2, "10:05"),
    });
    expect(json(offGrid)).toMatchObject({ code: "booking_not_free" });
    const free = await newResource({ block_type: "meeting_rooms" });
    await addUnit(free.id, "Room");
    const closed = await buyer.send("POST", "/api/reservations/book", {
      resource_id: free.id,
      start_date: at(2, "17:00"),
    });
    expect(closed.statusCode).toBe(400);
    expect(json(closed)).toMatchObject({ code: "invalid_request" });
  });
});

describe("paying, the booking survey and cancelling", () => {
  let member: Awaited<ReturnType<typeof memberOf>>;
  let appointment: BookingWire;
  let charged = 0;
  const { spa, services, spaSurveyFields } = DEMO_BOOKINGS;

  it("member@ books a paid spa appointment through the cart and checkout; it is listed as booked", async () => {
    member = await memberOf(t.app, DEMO_CUSTOMERS.member.email);
    const added = await member("POST", "/api/cart/appointments", {
      items: [{ resource_id: spa, service_id: services.facial, start_date: at(6, "15:00"), quantity: 1 }],
    });
    expect(added.statusCode, added.body).toBe(200);
    const paid = await member("POST", "/api/checkout", await newCardCheckout(t.app));
    expect(paid.statusCode, paid.body).toBe(200);
    const orderId = json<{ order_id: string }>(paid).order_id;
    charged = (await paymentsOfOrder(t.app, orderId))[0]?.amount ?? 0;
    expect(charged).toBeGreaterThanOrEqual(9_500);
    const listed = json<BookingWire[]>(await member("GET", "/api/account/appointments"));
    const found = listed.find((booking) => booking.order_id === orderId);
    expect(found).toMatchObject({
      status: "booked",
      can_cancel: true,
      cancel_fee: 0,
      unit_name: "Maya",
      survey_answered: false,
    });
    appointment = found as BookingWire;
    // An appointment is no reservation.
    expect((await member("GET", `/api/account/reservations/${appointment.id}`)).statusCode).toBe(404);
  });

  it("stores the booking survey's answer once", async () => {
    const answer = await member("PATCH", `/api/account/appointments/${appointment.id}`, {
      survey_response: [
        { field_id: spaSurveyFields.pressure, type: "select", answer: "firm" },
        { field_id: spaSurveyFields.notes, type: "textarea", answer: "Sensitive to lavender." },
      ],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(json(answer)).toMatchObject({ survey_answered: true, has_survey: true });
    const again = await member("PATCH", `/api/account/appointments/${appointment.id}`, {
      survey_response: [],
    });
    expect(json(again)).toMatchObject({ code: "survey_already_submitted" });
    const [stored] = await scopeAt(HARBOR)
      .select({ id: surveyResponses.id })
      .from(surveyResponses)
      .where(eq(surveyResponses.referenceId, appointment.id));
    const answers = await scopeAt(HARBOR)
      .select({ value: surveyAnswers.value })
      .from(surveyAnswers)
      .where(eq(surveyAnswers.responseId, stored?.id ?? ""));
    expect(answers.map((answer) => answer.value)).toEqual(
      expect.arrayContaining([expect.objectContaining({ value: "firm" })]),
    );
  });

  it("cancel refunds once, retried and raced, and frees the slot", async () => {
    const cancels = await Promise.all(
      Array.from({ length: 5 }, () => member("POST", `/api/account/appointments/${appointment.id}/cancel`)),
    );
    for (const cancel of cancels) {
      expect(cancel.statusCode, cancel.body).toBe(200);
      expect(json(cancel)).toMatchObject({
        success: true,
        amount: charged / 100,
        fee: 0,
        booking: { status: "cancelled", can_cancel: false },
      });
    }
    const again = await member("POST", `/api/account/appointments/${appointment.id}/cancel`);
    expect(json(again)).toMatchObject({ success: true, amount: charged / 100 });
    const [payment] = await paymentsOfOrder(t.app, appointment.order_id);
    expect(payment?.refundedAmount).toBe(charged);
    const maya = await slotsOf(
      `/api/spa/${spa}/slots?from=${dayIn(6)}&to=${dayIn(6)}&service_id=${services.facial}&therapist_id=${DEMO_BOOKINGS.therapists.maya}`,
      (url) => member("GET", url),
    );
    expect(maya.map((slot) => slot.start_date)).toContain(at(6, "15:00"));
  });

  it("past the cutoff, the late fee is shown before and kept from the refund; staff refund in full", async () => {
    const room = await newResource(
      { block_type: "meeting_rooms", price: 40 },
      { cancel_cutoff_hours: 72, late_fee: 10 },
    );
    await addUnit(room.id, "Room");
    const [buyer] = (await newBuyers(t.app, 1)) as [Buyer];
    const buyRoom = async (time: string) => {
      expect(
        (
          await buyer.send("POST", "/api/cart/reservations", {
            items: [{ resource_id: room.id, start_date: at(2, time), quantity: 1 }],
          })
        ).statusCode,
      ).toBe(200);
      const paid = await buyer.send("POST", "/api/checkout", await newCardCheckout(t.app));
      expect(paid.statusCode, paid.body).toBe(200);
      const orderId = json<{ order_id: string }>(paid).order_id;
      const listed = json<BookingWire[]>(await buyer.send("GET", "/api/account/reservations"));
      return {
        booking: listed.find((booking) => booking.order_id === orderId) as BookingWire,
        charged: (await paymentsOfOrder(t.app, orderId))[0]?.amount ?? 0,
      };
    };
    const late = await buyRoom("10:00");
    expect(late.booking).toMatchObject({ can_cancel: true, cancel_fee: 10 });
    const cancelled = await buyer.send("POST", `/api/account/reservations/${late.booking.id}/cancel`);
    expect(json(cancelled)).toMatchObject({ success: true, fee: 10, amount: (late.charged - 1_000) / 100 });
    const byStaff = await buyRoom("13:00");
    const staffCancel = await asStaff(owner)("POST", `/admin/api/bookings/${byStaff.booking.id}/cancel`);
    expect(staffCancel.statusCode, staffCancel.body).toBe(200);
    expect(json(staffCancel)).toMatchObject({ fee: 0, amount: byStaff.charged / 100 });
  });
});

describe("the member's bookings", () => {
  it("lists from today by default, from a MM/DD/yyyy day when asked; a bad day is a 400", async () => {
    const member = await memberOf(t.app, DEMO_CUSTOMERS.member.email);
    const upcoming = json<{ id: string }[]>(await member("GET", "/api/account/reservations"));
    expect(upcoming.map((booking) => booking.id)).toEqual(
      expect.arrayContaining([DEMO_BOOKINGS.upcomingDinner, DEMO_BOOKINGS.lateDinner]),
    );
    expect(upcoming).toHaveLength(3);
    const past = new Date(Date.now() - 20 * 86_400_000);
    const us = `${String(past.getUTCMonth() + 1).padStart(2, "0")}/${String(past.getUTCDate()).padStart(2, "0")}/${past.getUTCFullYear()}`;
    expect(
      json<unknown[]>(await member("GET", `/api/account/reservations?start_date=${encodeURIComponent(us)}`)),
    ).toHaveLength(4);
    expect((await member("GET", "/api/account/reservations?start_date=2026-01-01")).statusCode).toBe(400);
    expect((await member("GET", "/api/account/reservations?start_date=02%2F30%2F2026")).statusCode).toBe(400);
    const late = json<BookingWire>(
      await member("GET", `/api/account/reservations/${DEMO_BOOKINGS.lateDinner}`),
    );
    expect(late).toMatchObject({ can_cancel: true, cancel_fee: 0 });
  });

  it("another member's or another club's booking is a 404", async () => {
    const [other] = (await newBuyers(t.app, 1)) as [Buyer];
    const id = DEMO_BOOKINGS.upcomingDinner;
    expect((await other.send("GET", `/api/account/reservations/${id}`)).statusCode).toBe(404);
    expect((await other.send("POST", `/api/account/reservations/${id}/cancel`)).statusCode).toBe(404);
    const [sierra] = (await newBuyers(t.app, 1, SIERRA)) as [Buyer];
    expect((await sierra.send("GET", `/api/account/reservations/${id}`)).statusCode).toBe(404);
    expect((await sierra.send("GET", `/api/reservations/${DEMO_BOOKINGS.grill}`)).statusCode).toBe(404);
    expect(
      (await request(t.app, HARBOR, { method: "GET", url: "/api/account/reservations" })).statusCode,
    ).toBe(401);
    expect((await request(t.app, HARBOR, { method: "GET", url: "/api/reservations" })).statusCode).toBe(401);
  });
});

describe("mail", () => {
  it("confirms a booking, and reminds the day before in the club's language on the resource's clock; a cancelled one is not reminded", async () => {
    const [buyer] = (await newBuyers(t.app, 1)) as [Buyer];
    const booked = json<{ id: string }>(
      await buyer.send("POST", "/api/reservations/book", {
        resource_id: DEMO_BOOKINGS.grill,
        start_date: new Date(`${dayIn(6)}T23:00:00Z`).toISOString(),
        party_size: 4,
      }),
    );
    const confirmation = (await mailsTo(t.app, buyer.email)).find(
      (mail) => mail.kind === "booking_confirmed",
    );
    expect(confirmation?.subject).toBe("Booked: The Harbor Grill");
    const context = await serviceContext(t.app, DEMO.harbor.companyId);
    await bookingReminderJob.run({ bookingId: booked.id, title: "The Harbor Grill" }, context, {
      id: "reminder",
      kind: bookingReminderJob.kind,
      attempt: 1,
      maxAttempts: 1,
    } as never);
    const reminder = (await mailsTo(t.app, buyer.email)).find((mail) => mail.kind === "booking_reminder");
    expect(reminder?.subject).toBe("Tomorrow: The Harbor Grill");
    // 23:00 UTC is 18:00 or 19:00 in New York, as the member will find it there.
    expect(reminder?.text).toMatch(/\d{4}-\d{2}-\d{2} 1[89]:00 \(America\/New_York\)/);
    // Staff cancel it: its reminder sends nothing.
    expect((await asStaff(owner)("POST", `/admin/api/bookings/${booked.id}/cancel`)).statusCode).toBe(200);
    await bookingReminderJob.run({ bookingId: booked.id, title: "The Harbor Grill" }, context, {} as never);
    const reminders = (await mailsTo(t.app, buyer.email)).filter((mail) => mail.kind === "booking_reminder");
    expect(reminders).toHaveLength(1);
  });
});

describe("staff", () => {
  it("a staff-level user sees the day and marks no-shows but cannot change resources; admins can", async () => {
    const [ownerRow] = await t.app.platformDb
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.email, "staff@harbor.example"));
    const [desk] = await t.app.platformDb
      .insert(staffUsers)
      .values({
        email: "desk@harbor.example",
        username: "desk",
        passwordHash: ownerRow?.passwordHash ?? "",
        firstName: "Front",
        lastName: "Desk",
      })
      .returning();
    await t.app.platformDb
      .insert(staffMemberships)
      .values({ staffUserId: desk?.id ?? "", companyId: DEMO.harbor.companyId, permissionLevel: "staff" });
    const deskSend = asStaff(await signInStaff(t.app, HARBOR, "desk@harbor.example"));
    const create = await deskSend("POST", "/admin/api/bookings/resources", {
      block_type: "dining",
      title: "Not allowed",
      timezone_id: "UTC",
      schedule: {
        opening_hours: {},
        slot_minutes: 15,
        duration_minutes: 60,
        buffer_minutes: 0,
        lead_minutes: 0,
        horizon_days: 1,
        cancel_cutoff_hours: 1,
        late_fee: 0,
      },
    });
    expect(create.statusCode).toBe(403);
    const blackout = await deskSend(
      "POST",
      `/admin/api/bookings/resources/${DEMO_BOOKINGS.grill}/blackouts`,
      { date: dayIn(9) },
    );
    expect(blackout.statusCode).toBe(403);
    // The demo's dinner eight days ago, on New York's calendar.
    const past = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(
      new Date(Date.now() - 8 * 86_400_000),
    );
    const day = json<{ id: string; owner_email: string; status: string }[]>(
      await deskSend("GET", `/admin/api/bookings/resources/${DEMO_BOOKINGS.grill}/day?date=${past}`),
    );
    expect(day).toHaveLength(1);
    expect(day[0]?.owner_email).toBe(DEMO_CUSTOMERS.member.email);
    const noShow = await deskSend("POST", `/admin/api/bookings/${day[0]?.id}/no-show`);
    expect(json(noShow)).toMatchObject({ status: "no_show" });
    const early = await deskSend("POST", `/admin/api/bookings/${DEMO_BOOKINGS.upcomingDinner}/no-show`);
    expect(json(early)).toMatchObject({ code: "booking_not_started" });
    const closed = await asStaff(owner)(
      "POST",
      `/admin/api/bookings/resources/${DEMO_BOOKINGS.grill}/blackouts`,
      {
        date: dayIn(9),
      },
    );
    expect(closed.statusCode).toBe(201);
    expect(await slotsOf(`/api/dining/${DEMO_BOOKINGS.grill}/slots?from=${dayIn(9)}&to=${dayIn(9)}`)).toEqual(
      [],
    );
  });
});
