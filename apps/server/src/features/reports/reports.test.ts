/**
 * The back office's reports (issue 32 item 9): sums in SQL over the club's calendar days (its
 * time zone), their CSV downloads read back, the range's rules, levels and clubs.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, DEMO_CUSTOMERS } from "../../demo/demo-ids.ts";
import { parseCsv } from "../../lib/csv.ts";
import { signInNewStaff, signInStaff } from "../../test/customer-session.ts";
import {
  createTestApp,
  HARBOR,
  json,
  request,
  SIERRA,
  serviceContext,
  type TestApp,
} from "../../test/test-app.ts";
import { DEMO_BOOKINGS } from "../bookings/demo.ts";
import { bookings } from "../bookings/tables.ts";
import { commerceOrderItems, commerceOrders } from "../orders/tables.ts";
import { payments } from "../payments/tables.ts";

let t: TestApp;
let viewer = "";
let sierra = "";
beforeAll(async () => {
  t = await createTestApp();
  viewer = await signInStaff(t.app, HARBOR, "viewer@harbor.example");
  sierra = await signInNewStaff(t.app, "reports-gerente@sierra.example", "manager", {
    companyId: DEMO.sierra.companyId,
    host: SIERRA,
  });
  // Two paid orders in March 2020, long before the demo's: 03:30 UTC on the 10th is still the
  // 9th in New York, Harbor Club's zone; 15:00 UTC is the 10th there too.
  const context = await serviceContext(t.app, DEMO.harbor.companyId);
  const order = (paidAt: string, total: number) => ({
    id: randomUUID(),
    customerId: DEMO_CUSTOMERS.member.id,
    idempotencyKey: randomUUID(),
    status: "completed" as const,
    subTotal: total,
    discountTotal: 0,
    taxTotal: 0,
    shippingTotal: 0,
    total,
    charge: total,
    paidAt: new Date(paidAt),
  });
  const late = order("2020-03-10T03:30:00Z", 4_500);
  const next = order("2020-03-10T15:00:00Z", 12_000);
  await context.scope.insert(commerceOrders).values([late, next]);
  const line = (
    orderId: string,
    type: "product" | "event",
    quantity: number,
    total: number,
    refunded = 0,
  ) => ({
    orderId,
    type,
    title: type,
    quantity,
    priceEach: total / quantity,
    subTotal: total,
    total,
    refundedAmount: refunded,
  });
  await context.scope
    .insert(commerceOrderItems)
    .values([
      line(late.id, "product", 3, 4_500),
      line(next.id, "event", 2, 10_000, 5_000),
      line(next.id, "product", 1, 2_000),
    ]);
  await context.scope.insert(payments).values({
    customerId: DEMO_CUSTOMERS.member.id,
    idempotencyKey: randomUUID(),
    fingerprint: "report-test",
    referenceType: "order",
    referenceId: "report-test",
    description: "Dues, March",
    amount: 9_900,
    currency: "USD",
    methodKind: "card",
    status: "failed",
    failureCode: "card_declined",
    failureMessage: "Your card was declined.",
    createdAt: new Date("2020-03-09T12:00:00Z"),
  });
  // The Grill's bookings in March 2020, each on its own day: two kept, a no-show, a cancelled
  // one, a hold (not counted) and one at 03:00 UTC on 1 March, still February in New York.
  const booking = (startsAt: string, status: "booked" | "no_show" | "cancelled" | "held", price: number) => ({
    resourceId: DEMO_BOOKINGS.grill,
    unitId: DEMO_BOOKINGS.tables.eight,
    customerId: DEMO_CUSTOMERS.member.id,
    status,
    startsAt: new Date(startsAt),
    endsAt: new Date(new Date(startsAt).getTime() + 3_600_000),
    partySize: 2,
    priceCents: price,
  });
  await context.scope
    .insert(bookings)
    .values([
      booking("2020-03-03T23:00:00Z", "booked", 0),
      booking("2020-03-04T23:00:00Z", "booked", 2_500),
      booking("2020-03-05T23:00:00Z", "no_show", 1_000),
      booking("2020-03-06T23:00:00Z", "cancelled", 4_000),
      booking("2020-03-07T23:00:00Z", "held", 9_000),
      booking("2020-03-01T03:00:00Z", "booked", 7_000),
    ]);
});
afterAll(() => t.close());

const get = (url: string, cookie = viewer, host = HARBOR) =>
  request(t.app, host, { method: "GET", url, headers: { cookie } });
const MARCH = "from=2020-03-01&to=2020-03-31";

describe("sales reports", () => {
  it("sums paid orders per day of the club, in its time zone, with what was refunded", async () => {
    const res = await get(`/admin/api/reports/sales-by-day?${MARCH}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual([
      { day: "2020-03-09", orders: 1, sales: 45, refunded: 0 },
      { day: "2020-03-10", orders: 1, sales: 120, refunded: 50 },
    ]);
    const oneDay = json<unknown[]>(
      await get("/admin/api/reports/sales-by-day?from=2020-03-10&to=2020-03-10"),
    );
    expect(oneDay).toHaveLength(1);
  });

  it("sums paid orders' lines per kind, most sold first", async () => {
    const res = await get(`/admin/api/reports/sales-by-kind?${MARCH}`);
    expect(json(res)).toEqual([
      { kind: "event", units: 2, sales: 100, refunded: 50 },
      { kind: "product", units: 4, sales: 65, refunded: 0 },
    ]);
  });

  it("downloads a report as CSV that parses back, amounts in the club's currency", async () => {
    const res = await get(`/admin/api/reports/sales-by-day/export?${MARCH}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(
      'attachment; filename="sales-by-day-2020-03-01-2020-03-31.csv"',
    );
    expect(parseCsv(res.rawPayload.toString("utf8"))).toEqual([
      ["Day", "Orders", "Sales", "Refunded"],
      ["2020-03-09", "1", "45", "0"],
      ["2020-03-10", "1", "120", "50"],
    ]);
  });
});

describe("failed payments", () => {
  it("lists the range's failed payments a page at a time, and downloads them", async () => {
    const res = await get(`/admin/api/reports/failed-payments?${MARCH}&page_size=1`);
    expect(json(res)).toEqual([
      expect.objectContaining({
        description: "Dues, March",
        amount: 99,
        failure_code: "card_declined",
        method: "card",
      }),
    ]);
    expect(JSON.parse(String(res.headers.pagination))).toMatchObject({ total_count: 1 });
    const rows = parseCsv(
      (await get(`/admin/api/reports/failed-payments/export?${MARCH}`)).rawPayload.toString("utf8"),
    );
    expect(rows[1]).toEqual([
      "2020-03-09T12:00:00.000Z",
      DEMO_CUSTOMERS.member.id,
      "Dues, March",
      "99",
      "card",
      "card_declined",
      "Your card was declined.",
    ]);
  });
});

describe("bookings and tickets", () => {
  const around = () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    return `from=${day(-150)}&to=${day(150)}`;
  };

  it("counts bookings per resource on the club's days: booked, no-shows, cancelled, and what those kept are worth", async () => {
    const rows = json<
      { resource: string; booked: number; no_shows: number; cancelled: number; amount: number }[]
    >(await get(`/admin/api/reports/bookings-by-resource?${MARCH}`));
    expect(rows).toEqual([
      expect.objectContaining({
        resource: "The Harbor Grill",
        booked: 2,
        no_shows: 1,
        cancelled: 1,
        amount: 35,
      }),
    ]);
    const february = json<{ booked: number }[]>(
      await get("/admin/api/reports/bookings-by-resource?from=2020-02-29&to=2020-02-29"),
    );
    expect(february).toEqual([expect.objectContaining({ booked: 1, amount: 70 })]);
  });

  it("counts the demo's tickets per event and bookings per resource in the range", async () => {
    const tickets = json<{ event: string; sold: number; cancelled: number; amount: number }[]>(
      await get(`/admin/api/reports/tickets-by-event?${around()}`),
    );
    expect(tickets.find((row) => row.event === "Harbor Summer Gala")?.sold).toBeGreaterThan(0);
    const bookings = await get(`/admin/api/reports/bookings-by-resource?${around()}`);
    expect(bookings.statusCode).toBe(200);
    for (const row of json<{ booked: number; no_shows: number; cancelled: number; amount: number }[]>(
      bookings,
    ))
      expect(Math.min(row.booked, row.no_shows, row.cancelled, row.amount)).toBeGreaterThanOrEqual(0);
    const csv = parseCsv(
      (await get(`/admin/api/reports/tickets-by-event/export?${around()}`)).rawPayload.toString("utf8"),
    );
    expect(csv[0]).toEqual(["Event", "Starts", "Sold", "Checked in", "Cancelled", "Amount"]);
  });
});

describe("the range, levels and clubs", () => {
  it("refuses a range that ends before it starts or is longer than a year and a day (400)", async () => {
    for (const query of [
      "from=2020-03-10&to=2020-03-09",
      "from=2020-01-01&to=2021-01-02",
      "from=2020-02-30&to=2020-03-01",
      "from=2020-01-01",
    ]) {
      const res = await get(`/admin/api/reports/sales-by-day?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });

  it("shows another club none of Harbor's sums, and a visitor nothing (401)", async () => {
    expect(json(await get(`/admin/api/reports/sales-by-day?${MARCH}`, sierra, SIERRA))).toEqual([]);
    expect(json(await get(`/admin/api/reports/failed-payments?${MARCH}`, sierra, SIERRA))).toEqual([]);
    expect(
      (await request(t.app, HARBOR, { method: "GET", url: `/admin/api/reports/sales-by-kind?${MARCH}` }))
        .statusCode,
    ).toBe(401);
  });
});
