/**
 * Staff's billing (issue 28 item 6): a member's ledger, a manual charge and a credit with a
 * reason, a statement mailed again, the receivables report; changing money and mailing need an
 * admin or an owner, reading does not.
 */
import { HOUSE_ACCOUNT_ID, monthOf } from "@crest/domain";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEMO, DEMO_CUSTOMERS } from "../../demo/demo-ids.ts";
import { DEMO_PASSWORD } from "../../demo/demo-seed.ts";
import { hashPassword } from "../../lib/password-hash.ts";
import { buyDish } from "../../test/commerce.ts";
import { memberOf, moneySuite, signInStaff } from "../../test/customer-session.ts";
import { HARBOR, json, request, serviceContext } from "../../test/test-app.ts";
import { staffMemberships, staffUsers } from "../admin/tables.ts";
import { invoiceMonth } from "./invoice-service.ts";
import { runStatements } from "./statement-service.ts";

const t = moneySuite();
const member = DEMO_CUSTOMERS.member.id;
const base = `/admin/api/billing/members/${member}`;

const asStaff =
  (cookie: string) => (method: "GET" | "POST", url: string, payload?: Record<string, unknown>) =>
    request(t.app, HARBOR, { method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** A Harbor staff user at the lowest permission level, signed in. */
async function plainStaff() {
  const [user] = await t.app.platformDb
    .insert(staffUsers)
    .values({
      email: "desk@harbor.example",
      passwordHash: await hashPassword(DEMO_PASSWORD),
      firstName: "Dana",
      lastName: "Desk",
      username: "dana.desk",
      createdBy: "test",
    })
    .returning();
  await t.app.platformDb
    .insert(staffMemberships)
    .values({ staffUserId: user?.id ?? "", companyId: DEMO.harbor.companyId, permissionLevel: "staff" });
  return asStaff(await signInStaff(t.app, HARBOR, "desk@harbor.example"));
}

describe("staff billing", () => {
  it("charges and credits a member's house account with a reason; a credit above what is owed is refused", async () => {
    const owner = asStaff(await signInStaff(t.app, HARBOR));
    const owed = async () => {
      const rows = json<{ type: string; payment_type: string; amount_due: number }[]>(
        await owner("GET", `${base}/transactions?page_size=100`),
      );
      const cents = rows
        .filter((row) => row.payment_type === "houseAccount" && row.type !== "invoice")
        .reduce((sum, row) => sum + Math.round(row.amount_due * 100), 0);
      return cents / 100;
    };
    const before = await owed();
    const charged = await owner("POST", `${base}/adjustments`, {
      kind: "charge",
      amount: 50,
      reason: "Corkage",
    });
    expect(charged.statusCode).toBe(201);
    expect(json(charged)).toMatchObject({
      type: "charge",
      status: "invoiced",
      payment_type: "houseAccount",
      amount: 50,
      amount_due: 50,
      description: "Corkage (Morgan Hale)",
    });
    expect(await owed()).toBeCloseTo(before + 50, 2);
    const credited = await owner("POST", `${base}/adjustments`, {
      kind: "credit",
      amount: 20,
      reason: "Goodwill",
    });
    expect(json(credited)).toMatchObject({ type: "credit", status: "processed", amount: 20, amount_due: 0 });
    // The credit lowers what the oldest charges owe (and their invoices).
    expect(await owed()).toBeCloseTo(before + 30, 2);
    const tooMuch = await owner("POST", `${base}/adjustments`, {
      kind: "credit",
      amount: 5_000,
      reason: "Oops",
    });
    expect([
      tooMuch.statusCode,
      json<{ error_details: { field: string }[] }>(tooMuch).error_details[0]?.field,
    ]).toEqual([400, "amount"]);
    const bad = await owner("POST", `${base}/adjustments`, { kind: "gift", amount: -1, reason: "" });
    expect(bad.statusCode).toBe(400);
  });

  it("writes one adjustment per idempotency key however often it is sent; the key with another body is a 409", async () => {
    const owner = asStaff(await signInStaff(t.app, HARBOR));
    const body = { kind: "charge", amount: 12.5, reason: "Locker", idempotency_key: "adjust-locker-0001" };
    const [first, second] = await Promise.all([
      owner("POST", `${base}/adjustments`, body),
      owner("POST", `${base}/adjustments`, body),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(json<{ id: string }>(second).id).toBe(json<{ id: string }>(first).id);
    const again = await owner("POST", `${base}/adjustments`, body);
    expect(json<{ id: string }>(again).id).toBe(json<{ id: string }>(first).id);
    const rows = json<{ description: string }[]>(
      await owner("GET", `${base}/transactions?type=charge&page_size=100`),
    );
    expect(rows.filter((row) => row.description.startsWith("Locker")).length).toBe(1);
    const other = await owner("POST", `${base}/adjustments`, { ...body, amount: 13 });
    expect([other.statusCode, json(other).code]).toEqual([409, "idempotency_key_reused"]);
    // A credit under one key lowers what is owed once.
    const credit = { kind: "credit", amount: 2.5, reason: "Sorry", idempotency_key: "adjust-credit-0001" };
    const [c1, c2] = await Promise.all([
      owner("POST", `${base}/adjustments`, credit),
      owner("POST", `${base}/adjustments`, credit),
    ]);
    expect(json<{ id: string }>(c2).id).toBe(json<{ id: string }>(c1).id);
    const credits = json<{ description: string }[]>(
      await owner("GET", `${base}/transactions?type=credit&page_size=100`),
    );
    expect(credits.filter((row) => row.description.startsWith("Sorry")).length).toBe(1);
  });

  it("lists a member's statements for staff and opens one; another club's member or statement is a 404", async () => {
    const owner = asStaff(await signInStaff(t.app, HARBOR));
    const list = await owner("GET", `${base}/statements?page_size=5`);
    expect(list.statusCode).toBe(200);
    const statements = json<{ id: string; month: string }[]>(list);
    expect(statements.length).toBe(5);
    expect(JSON.parse(String(list.headers.pagination)).total_count).toBeGreaterThanOrEqual(12);
    const opened = await owner("GET", `/admin/api/billing/statements/${statements[0]?.id}`);
    expect(json<{ month: string; transactions: unknown[] }>(opened)).toMatchObject({
      month: statements[0]?.month,
    });
    // Staff act on their session's club: Club Sierra's manager reaches none of Harbor's.
    const sierra = asStaff(await signInStaff(t.app, "sierra.localhost", "gerente@sierra.example"));
    expect((await sierra("GET", `/admin/api/billing/statements/${statements[0]?.id}`)).statusCode).toBe(404);
    expect((await sierra("GET", `${base}/statements`)).statusCode).toBe(404);
  });

  it("reports receivables, mails a statement again, and lets a plain staff user read but not change", async () => {
    const owner = asStaff(await signInStaff(t.app, HARBOR));
    type Report = {
      invoiced: number;
      current: number;
      open_invoices: number;
      overdue: Record<string, number>;
    };
    const report = async () => json<Report>(await owner("GET", "/admin/api/billing/receivables"));
    const before = await report();
    const shopper = await memberOf(t.app, DEMO_CUSTOMERS.member.email);
    await buyDish(t.app, shopper, 1_000, { type: "houseAccount", id: HOUSE_ACCOUNT_ID });
    const context = await serviceContext(t.app, DEMO.harbor.companyId);
    const month = monthOf(new Date(), "America/New_York");
    expect(await invoiceMonth(context, month)).toBe(1);
    const [invoice] = json<{ period_start: string; amount: number; amount_due: number }[]>(
      await shopper("GET", "/api/account/transactions?type=invoice&page_size=100"),
    ).filter((entry) => entry.period_start === `${month}-01`);
    // The new invoice is invoiced, not yet due, and open; the demo's overdue one is aged.
    const after = await report();
    expect(after.invoiced).toBeCloseTo(before.invoiced + (invoice?.amount ?? 0), 2);
    expect(after.current).toBeCloseTo(before.current + (invoice?.amount_due ?? 0), 2);
    expect(after.open_invoices).toBe(before.open_invoices + 1);
    // What is owed on invoices, not yet due and overdue by age, is every open invoice's due.
    const owing = await t.app.platformDb.execute<{ cents: number }>(
      sql`select coalesce(sum(amount_due), 0)::int as cents from ledger_transactions
          where company_id = ${DEMO.harbor.companyId} and type = 'invoice'`,
    );
    const open = Number(owing.rows[0]?.cents) / 100;
    const aged = Object.values(after.overdue).reduce((sum, amount) => sum + amount, after.current);
    expect(aged).toBeCloseTo(open, 2);

    await runStatements(context, month, { member });
    const [statement] = json<{ id: string }[]>(await shopper("GET", "/api/account/transactions/statements"));
    const mails = async () =>
      (
        await t.app.platformDb.execute<{ n: number }>(
          sql`select count(*)::int as n from mail_outbox where kind = 'statement' and "to" = ${DEMO_CUSTOMERS.member.email}`,
        )
      ).rows[0]?.n;
    const mailed = await mails();
    const sent = await owner("POST", `/admin/api/billing/statements/${statement?.id}/send`);
    expect(json(sent)).toMatchObject({ success: true });
    expect(await mails()).toBe((mailed ?? 0) + 1);

    const desk = await plainStaff();
    expect((await desk("GET", `${base}/transactions`)).statusCode).toBe(200);
    expect((await desk("GET", "/admin/api/billing/receivables")).statusCode).toBe(200);
    for (const [url, body] of [
      [`${base}/adjustments`, { kind: "charge", amount: 10, reason: "Try" }],
      [`/admin/api/billing/statements/${statement?.id}/send`, undefined],
    ] as const) {
      const refused = await desk("POST", url, body);
      expect([refused.statusCode, json(refused).code]).toEqual([403, "permission_denied"]);
    }
    const unknown = await owner(
      "GET",
      "/admin/api/billing/members/00000000-0000-4000-8000-000000000000/transactions",
    );
    expect(unknown.statusCode).toBe(404);
  });
});
