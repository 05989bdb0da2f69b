/**
 * The orders back office's API (issue 32 item 1): the club's orders filtered, searched, sorted
 * and paged on the server; one order with its member, payments and refunds, and what cancelling
 * each line would give back, which is exactly what the cancel then gives; the levels (a viewer
 * reads, cannot cancel or hand over) and another club's order (404).
 */
import { describe, expect, it } from "vitest";
import { DEMO, DEMO_CUSTOMERS, DEMO_STAFF, DEMO_WALLET } from "../../demo/demo-ids.ts";
import { demoId } from "../../demo/demo-seed.ts";
import { AT_TABLE, checkoutKey, shopProduct } from "../../test/commerce.ts";
import { memberOf, moneySuite, signInStaff } from "../../test/customer-session.ts";
import { HARBOR, json, request, SIERRA } from "../../test/test-app.ts";
import { customers } from "../customers/tables.ts";

const t = moneySuite();

interface SummaryWire {
  id: string;
  number: number;
  status: string;
  created_on: string;
  total: number;
  fulfilment: string | null;
  member: { id: string; email: string; first_name: string };
}
interface DetailWire {
  order: {
    id: string;
    number: number;
    status: string;
    items: { id: string; title: string; quantity: number }[];
  };
  member: { id: string; email: string };
  fulfilment: string | null;
  payments: { brand: string; last_four: string; amount: number; refunded_amount: number }[];
  cancellations: {
    order_item_id: string;
    quantity: number;
    amount: number;
    by: string;
    refunds: { amount: number; destination: string; status: string }[];
  }[];
  cancel_previews: {
    order_item_id: string;
    can_cancel: boolean;
    units: number;
    amount: number;
    card: number;
    card_destination: string;
    credit: number;
  }[];
}

const cookies: Record<string, Promise<string>> = {};
/** A request as a demo staff user (Harbor's owner unless told). */
async function as(
  who: "owner" | "viewer" | "sierra",
  method: "GET" | "POST",
  url: string,
  payload?: Record<string, unknown>,
) {
  const [host, email] =
    who === "owner"
      ? [HARBOR, DEMO_STAFF.owner.email]
      : who === "viewer"
        ? [HARBOR, DEMO_STAFF.harborViewer.email]
        : [SIERRA, DEMO_STAFF.sierraManager.email];
  cookies[who] ??= signInStaff(t.app, host, email);
  const cookie = await cookies[who];
  return request(t.app, host, { method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}
const list = async (query: string) => {
  const res = await as("owner", "GET", `/admin/api/orders?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return { rows: json<SummaryWire[]>(res), page: JSON.parse(String(res.headers.pagination)) };
};

/** member@ buys a $30 and a $12 dish with some house credits and the Everyday Visa. */
async function placeOrder() {
  const member = await memberOf(t.app, DEMO_CUSTOMERS.member.email);
  const first = await shopProduct(t.app, { type: "fandb", onHand: 5, priceCents: 3_000, weightGrams: 0 });
  const second = await shopProduct(t.app, { type: "fandb", onHand: 5, priceCents: 1_200, weightGrams: 0 });
  await member("POST", "/api/cart/products", {
    items: [
      { product_id: first.id, quantity: 1 },
      { product_id: second.id, quantity: 2 },
    ],
  });
  const key = checkoutKey();
  const placed = json<{ success: boolean; order_id: string }>(
    await member("POST", "/api/checkout", {
      idempotency_key: key,
      dining: AT_TABLE,
      use_house_credits: false,
      payment_method: { type: "creditcard", id: DEMO_WALLET.visa.id, amount: 0, idempotency_key: key },
    }),
  );
  expect(placed.success).toBe(true);
  return placed.order_id;
}

const DEMO_PICKUP_ORDER = demoId("order:harbor:member:2");

describe("the staff orders list", () => {
  it("pages the club's orders newest first, with their member and fulfilment", async () => {
    const orderId = await placeOrder();
    const { rows, page } = await list("page_size=2");
    expect(rows).toHaveLength(2);
    expect(rows[0]?.id).toBe(orderId);
    expect(rows[0]?.member.email).toBe(DEMO_CUSTOMERS.member.email);
    expect(page).toMatchObject({ page_number: 1, page_size: 2, has_next_page: true });
    expect(page.total_count).toBeGreaterThanOrEqual(4);
    const next = await list("page_size=2&page_number=2");
    expect(next.rows.map((row) => row.id)).not.toContain(orderId);
    const dates = [...rows, ...next.rows].map((row) => Date.parse(row.created_on));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it("filters by status, fulfilment, member and dates", async () => {
    const processing = await list("status=processing&page_size=100");
    expect(processing.rows.length).toBeGreaterThan(0);
    expect(processing.rows.every((row) => row.status === "processing")).toBe(true);
    const pickup = await list("fulfilment=pickup&page_size=100");
    expect(pickup.rows.map((row) => row.id)).toContain(DEMO_PICKUP_ORDER);
    expect(pickup.rows.every((row) => row.fulfilment === "pickup")).toBe(true);
    const shipped = await list("fulfilment=shipping&page_size=100");
    expect(shipped.rows.length).toBeGreaterThan(0);
    expect(shipped.rows.every((row) => row.fulfilment === "shipping")).toBe(true);
    const mine = await list(`customer_id=${DEMO_CUSTOMERS.member.id}&page_size=100`);
    expect(mine.rows.every((row) => row.member.id === DEMO_CUSTOMERS.member.id)).toBe(true);
    const nobody = await list(`customer_id=${DEMO_CUSTOMERS.guest.id}`);
    expect(nobody.rows).toEqual([]);
    // The demo's pickup order was placed 3 days ago: a window of days 4 to 2 ago holds it, [2, 0) does not.
    const day = 86_400_000;
    const at = (daysAgo: number) => encodeURIComponent(new Date(Date.now() - daysAgo * day).toISOString());
    const window = await list(`from=${at(4)}&to=${at(2)}&page_size=100`);
    expect(window.rows.map((row) => row.id)).toContain(DEMO_PICKUP_ORDER);
    const later = await list(`from=${at(2)}&page_size=100`);
    expect(later.rows.map((row) => row.id)).not.toContain(DEMO_PICKUP_ORDER);
  });

  it("finds an order by its number or its member's e-mail, and sorts by total", async () => {
    const all = await list("page_size=100");
    const target = all.rows.find((row) => row.id === DEMO_PICKUP_ORDER);
    expect(target).toBeDefined();
    for (const search of [`%23${target?.number}`, `${target?.number}`]) {
      expect((await list(`search=${search}`)).rows.map((row) => row.id)).toEqual([DEMO_PICKUP_ORDER]);
    }
    const byMail = await list("search=member%40harbor&page_size=100");
    expect(byMail.rows.length).toBeGreaterThan(0);
    expect(byMail.rows.every((row) => row.member.email === DEMO_CUSTOMERS.member.email)).toBe(true);
    expect((await list("search=nobody-like-this%40nowhere")).rows).toEqual([]);
    // `%` and `_` are literal in a search.
    expect((await list("search=%25")).rows).toEqual([]);
    const cheapest = (await list("sort=total&direction=asc&page_size=100")).rows.map((row) => row.total);
    expect(cheapest).toEqual([...cheapest].sort((a, b) => a - b));
    const dearest = (await list("sort=total&page_size=100")).rows.map((row) => row.total);
    expect(dearest).toEqual([...dearest].sort((a, b) => b - a));
  });

  it("finds a member's orders by name however many members the search also finds", async () => {
    // A hundred members whose names sort before Eleanor Whitfield's and match "whit" too: the
    // search once looked among the first hundred members it found, and missed hers.
    await t.app.platformDb.insert(customers).values(
      Array.from({ length: 101 }, (_, index) => ({
        companyId: DEMO.harbor.companyId,
        email: `whitaker-${index}@crowd.example`,
        firstName: "Crowd",
        lastName: `Whita${String(index).padStart(3, "0")}`,
      })),
    );
    const found = await list("search=whit&page_size=100");
    expect(found.rows.length).toBeGreaterThan(0);
    // Harbor's Eleanor only: her namesake at Club Sierra (the same e-mail) is another club's member.
    expect(found.rows.every((row) => row.member.id === DEMO_CUSTOMERS.member.id)).toBe(true);
    expect((await list("search=socio")).rows).toEqual([]);
  });

  it("refuses bad filters with field details", async () => {
    for (const query of ["status=lost", "fulfilment=drone", "from=yesterday", "sort=name", "customer_id=7"]) {
      const res = await as("owner", "GET", `/admin/api/orders?${query}`);
      expect(res.statusCode, query).toBe(400);
      const field = json<{ error_details: { field: string }[] }>(res).error_details[0]?.field;
      expect(field, query).toBe(query.split("=")[0]);
    }
  });
});

describe("one order for staff", () => {
  it("shows what cancelling a line gives back and to which card, and the cancel gives exactly that", async () => {
    const orderId = await placeOrder();
    const detail = json<DetailWire>(await as("owner", "GET", `/admin/api/orders/${orderId}`));
    expect(detail.member.email).toBe(DEMO_CUSTOMERS.member.email);
    expect(detail.payments.map((payment) => [payment.brand, payment.last_four])).toEqual([["visa", "4242"]]);
    expect(detail.cancellations).toEqual([]);
    expect(detail.cancel_previews).toHaveLength(2);
    // The two $12 dishes' line (the lines' order is the cart's, which one request does not fix).
    const line = detail.order.items.find((item) => item.quantity === 2);
    const other = detail.order.items.find((item) => item.quantity === 1);
    const preview = detail.cancel_previews.find((row) => row.order_item_id === line?.id);
    expect(preview).toMatchObject({ can_cancel: true, units: 2, card_destination: "original", credit: 0 });
    expect(preview?.card).toBe(preview?.amount);
    expect(preview?.amount).toBeGreaterThan(24);

    const cancel = await as("owner", "POST", `/admin/api/orders/${orderId}/items/${line?.id}/cancel`, {});
    expect(cancel.statusCode).toBe(200);
    expect(json<{ amount: number }>(cancel).amount).toBe(preview?.amount);

    const after = json<DetailWire>(await as("owner", "GET", `/admin/api/orders/${orderId}`));
    expect(after.order.status).toBe("partially_refunded");
    expect(after.cancel_previews.map((row) => row.order_item_id)).toEqual([other?.id]);
    expect(after.cancellations).toEqual([
      expect.objectContaining({
        order_item_id: line?.id,
        quantity: 2,
        amount: preview?.amount,
        by: "staff",
        refunds: [
          { id: expect.any(String), amount: preview?.amount, destination: "original", status: "succeeded" },
        ],
      }),
    ]);
    expect(after.payments[0]?.refunded_amount).toBe(preview?.amount);
  });

  it("a line made outside the cart cannot be cancelled: the preview says so and the cancel is refused (cancel_error), not a 500", async () => {
    const detail = json<DetailWire>(await as("owner", "GET", `/admin/api/orders/${DEMO_PICKUP_ORDER}`));
    expect(detail.fulfilment).toBe("pickup");
    expect(detail.cancel_previews.map((row) => row.can_cancel)).toEqual([false]);
    const itemId = detail.order.items[0]?.id;
    const res = await as(
      "owner",
      "POST",
      `/admin/api/orders/${DEMO_PICKUP_ORDER}/items/${itemId}/cancel`,
      {},
    );
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ code: "cancel_error" });
  });

  it("a viewer reads the list and the order but cannot cancel or hand it over", async () => {
    expect((await as("viewer", "GET", "/admin/api/orders")).statusCode).toBe(200);
    const detail = json<DetailWire>(await as("viewer", "GET", `/admin/api/orders/${DEMO_PICKUP_ORDER}`));
    const itemId = detail.order.items[0]?.id;
    const cancel = await as(
      "viewer",
      "POST",
      `/admin/api/orders/${DEMO_PICKUP_ORDER}/items/${itemId}/cancel`,
      {},
    );
    expect(cancel.statusCode).toBe(403);
    const complete = await as("viewer", "POST", `/admin/api/orders/${DEMO_PICKUP_ORDER}/complete`, {
      how: "picked_up",
    });
    expect(complete.statusCode).toBe(403);
  });

  it("another club's order is a 404, and its list holds none of Harbor's", async () => {
    expect((await as("sierra", "GET", `/admin/api/orders/${DEMO_PICKUP_ORDER}`)).statusCode).toBe(404);
    const sierra = json<SummaryWire[]>(await as("sierra", "GET", "/admin/api/orders?page_size=100"));
    expect(sierra.map((row) => row.id)).not.toContain(DEMO_PICKUP_ORDER);
  });
});
