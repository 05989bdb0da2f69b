/**
 * The member's transactions (issue 21, item 2): every money movement in the ledger, written with
 * what it paid for — card orders, credit-only orders, house-account charges (owed, not paid),
 * membership dues — paginated, with the paywall's unpaid dues still answered at the same paths.
 */
import { HOUSE_ACCOUNT_ID } from "@crest/domain";
import { describe, expect, it } from "vitest";
import { DEMO_CUSTOMERS, DEMO_MEMBERSHIPS } from "../../demo/demo-ids.ts";
import { buyDish, defaultCardId } from "../../test/commerce.ts";
import { type Member, memberOf, moneySuite, signInStaff } from "../../test/customer-session.ts";
import { HARBOR, json, request } from "../../test/test-app.ts";

const t = moneySuite();

interface TransactionWire {
  id: string;
  type: string;
  status: string;
  amount: number;
  amount_due: number;
  payment_type: string;
  brand: string;
  last_four: string;
  order_id: string | null;
  linked_transaction_id: string | null;
  period_start: string | null;
  description: string;
}

const list = async (member: Member, query = "") => {
  const res = await member("GET", `/api/account/transactions${query}`);
  expect(res.statusCode).toBe(200);
  return { items: json<TransactionWire[]>(res), page: JSON.parse(String(res.headers.pagination)) };
};

const buy = (member: Member, priceCents: number, payment: Record<string, unknown> | null, credits = false) =>
  buyDish(t.app, member, priceCents, payment, credits);

describe("the member's transactions", () => {
  it("lists the demo member's card orders (two from the shop, two for event tickets), membership dues and a year of house-account dining, newest first, a page at a time", async () => {
    const member = await memberOf(t.app, DEMO_CUSTOMERS.member.email);
    const { items, page } = await list(member, "?page_size=100");
    expect(page).toMatchObject({ page_number: 1, total_count: items.length, has_next_page: false });
    expect(items.filter((row) => row.type === "order")).toHaveLength(4);
    const dues = items.filter((row) => row.type === "subscription");
    expect(dues.map((row) => [row.status, row.payment_type, row.brand, row.last_four])).toEqual([
      ["processed", "creditcard", "mastercard", "4444"],
      ["processed", "creditcard", "mastercard", "4444"],
      ["processed", "creditcard", "mastercard", "4444"],
    ]);
    // The demo's dining on the house account, a year of it, and the partial refund of a dinner.
    expect(
      items.filter((row) => row.type === "charge" && row.payment_type === "houseAccount").length,
    ).toBeGreaterThan(12);
    const wine = items.find((row) => row.type === "refund" && row.payment_type === "houseAccount");
    expect(wine).toMatchObject({ amount: 24, status: "refunded" });
    expect(items.find((row) => row.id === wine?.linked_transaction_id)?.amount).toBeGreaterThan(24);
    const first = await list(member, "?page_size=2");
    expect(first.items).toHaveLength(2);
    expect(first.page).toMatchObject({ total_count: items.length, has_next_page: true });
    const second = await list(member, "?page_size=2&page_number=2");
    expect(second.items.map((row) => row.id)).not.toContain(first.items[0]?.id);
    expect((await list(member, "?type=order")).items).toHaveLength(4);
  });

  it("records a card checkout, a credit-only checkout, a house-account charge as owed, and a refund linked to its charge", async () => {
    const member = await memberOf(t.app, DEMO_CUSTOMERS.member.email);
    const card = await buy(member, 1_000, { type: "creditcard", id: await defaultCardId(member) });
    const creditOnly = await buy(member, 500, null, true);
    const house = await buy(member, 2_000, { type: "houseAccount", id: HOUSE_ACCOUNT_ID });
    const rows = (await list(member, "?page_size=100")).items;
    const of = (orderId: string) => rows.filter((row) => row.order_id === orderId);
    expect(of(card).map((row) => [row.type, row.status, row.payment_type, row.amount])).toEqual([
      ["order", "processed", "creditcard", 10.83],
    ]);
    expect(of(creditOnly).map((row) => [row.status, row.payment_type, row.amount])).toEqual([
      ["processed", "giftcard", 5.41],
    ]);
    expect(of(house).map((row) => [row.status, row.payment_type, row.amount, row.amount_due])).toEqual([
      ["invoiced", "houseAccount", 21.65, 21.65],
    ]);

    // Staff cancel the card order's line: its refund is listed too, linked to the charge.
    const order = json<{ items: { id: string }[] }>(await member("GET", `/api/account/orders/${card}`));
    const cancelled = await request(t.app, HARBOR, {
      method: "POST",
      url: `/admin/api/orders/${card}/items/${order.items[0]?.id}/cancel`,
      payload: {},
      headers: { cookie: await signInStaff(t.app, HARBOR) },
    });
    expect(cancelled.statusCode).toBe(200);
    const all = (await list(member, "?page_size=100")).items;
    const [charge] = of(card);
    const refund = all.find((row) => row.type === "refund" && row.order_id === card);
    expect(refund).toMatchObject({
      status: "refunded",
      payment_type: "creditcard",
      amount: 10.83,
      linked_transaction_id: charge?.id,
    });
    // Every kind of movement, a page at a time.
    const kinds = new Set(all.map((row) => `${row.type} ${row.payment_type} ${row.status}`));
    for (const kind of [
      "order creditcard processed",
      "order giftcard processed",
      "order houseAccount invoiced",
      "subscription creditcard processed",
      "refund creditcard refunded",
    ])
      expect(kinds).toContain(kind);
    const paged = await list(member, "?page_size=3&page_number=2");
    expect(paged.items).toHaveLength(3);
    expect(paged.page).toMatchObject({ total_count: all.length, has_previous_page: true });
  });

  it("answers one transaction by id, a paywall link's too; another member's is a 404", async () => {
    const member = await memberOf(t.app, DEMO_CUSTOMERS.member.email);
    const [row] = (await list(member)).items;
    const one = await member("GET", `/api/account/transactions/${row?.id}`);
    expect(json<TransactionWire>(one)).toMatchObject({ id: row?.id, type: row?.type });

    const pastdue = await memberOf(t.app, DEMO_CUSTOMERS.pastDue.email);
    const failed = json<{ id: string; status: string; periods: number }[]>(
      await pastdue("GET", "/api/account/transactions?status=failed&type=subscription"),
    );
    expect(failed.map((entry) => [entry.status, entry.periods])).toEqual([["failed", 2]]);
    const link = json(
      await pastdue("GET", `/api/account/transactions/${DEMO_MEMBERSHIPS.transactions.pastDue}`),
    );
    expect(link).toMatchObject({ status: "failed", subscription: { renewable: true } });

    const mine = await pastdue("GET", `/api/account/transactions/${row?.id}`);
    expect([mine.statusCode, json(mine).code]).toEqual([404, "transaction_not_found"]);
  });
});
