/**
 * Statements (issue 28 items 3 and 4): the run writes one statement per member and month, two
 * runs at once included; the member reads the list, one statement with its table (a refund of a
 * listed charge hidden) and its PDF, read back with poppler's pdftotext; nobody else reads them
 * (another member and another club: 404).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { monthOf } from "@crest/domain";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEMO, DEMO_CUSTOMERS } from "../../demo/demo-ids.ts";
import { AT_TABLE, checkoutKey, defaultCardId, shopProduct } from "../../test/commerce.ts";
import { memberOf, moneySuite, signInStaff } from "../../test/customer-session.ts";
import { HARBOR, json, request, SIERRA, serviceContext } from "../../test/test-app.ts";
import { runBillingMonth } from "./billing-job.ts";
import { runStatements } from "./statement-service.ts";

const t = moneySuite();
const harbor = () => serviceContext(t.app, DEMO.harbor.companyId);
const thisMonth = () => monthOf(new Date(), "America/New_York");

interface StatementWire {
  id: string;
  month: string;
  start_date: string;
  end_date: string;
  count: number;
  charged: number;
  refunded: number;
  total: number;
  period_due: number;
  total_due: number;
  transactions?: { id: string; type: string; amount: number; linked_transaction_id: string | null }[];
}

/** pdftotext of a PDF's bytes. */
function pdfText(pdf: Buffer): string {
  const folder = mkdtempSync(path.join(tmpdir(), "crest-statement-"));
  const file = path.join(folder, "statement.pdf");
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
}

describe("statements", () => {
  let statementId = "";

  it("writes one statement per member and month, even when two runs go at once", async () => {
    const member = await memberOf(t.app, DEMO_CUSTOMERS.member.email);
    // Two dishes on the card, then staff cancel one of them: a partial refund linked to the charge.
    const dish = await shopProduct(t.app, { type: "fandb", onHand: 5, priceCents: 1_000, weightGrams: 0 });
    await member("POST", "/api/cart/products", { items: [{ product_id: dish.id, quantity: 2 }] });
    const key = checkoutKey();
    const placed = await member("POST", "/api/checkout", {
      idempotency_key: key,
      dining: AT_TABLE,
      payment_method: {
        type: "creditcard",
        id: await defaultCardId(member),
        amount: 0,
        idempotency_key: key,
      },
    });
    const orderId = json<{ order_id: string }>(placed).order_id;
    const order = json<{ items: { id: string }[] }>(await member("GET", `/api/account/orders/${orderId}`));
    const cancelled = await request(t.app, HARBOR, {
      method: "POST",
      url: `/admin/api/orders/${orderId}/items/${order.items[0]?.id}/cancel`,
      payload: { quantity: 1 },
      headers: { cookie: await signInStaff(t.app, HARBOR) },
    });
    expect(cancelled.statusCode).toBe(200);

    const [first, second] = await Promise.all([
      runStatements(await harbor(), thisMonth()),
      runStatements(await harbor(), thisMonth()),
    ]);
    expect(first + second).toBeGreaterThan(0);
    expect(await runStatements(await harbor(), thisMonth())).toBe(0);
    // The month job finds the month done by then? It closes last month; this month stays as written.
    await runBillingMonth(await harbor(), new Date(), thisMonth());
    const counted = await t.app.platformDb.execute<{ customer_id: string; n: number }>(
      sql`select customer_id, count(*)::int as n from billing_statements
          where month = ${thisMonth()} group by customer_id having count(*) > 1`,
    );
    expect(counted.rows).toEqual([]);
    const mine = json<StatementWire[]>(await member("GET", "/api/account/transactions/statements"));
    const current = mine.find((statement) => statement.month === thisMonth());
    expect(current).toMatchObject({ start_date: `${thisMonth()}-01` });
    statementId = current?.id ?? "";
  });

  it("answers a statement with its table: the partial refund of a listed charge hidden, counted in refunded", async () => {
    const member = await memberOf(t.app, DEMO_CUSTOMERS.member.email);
    const res = await member("GET", `/api/account/transactions/statements/${statementId}`);
    expect(res.statusCode).toBe(200);
    const statement = json<StatementWire>(res);
    const rows = statement.transactions ?? [];
    expect(
      rows.some((row) => row.type === "refund" && rows.some((r) => r.id === row.linked_transaction_id)),
    ).toBe(false);
    expect(statement.count).toBe(rows.length);
    expect(statement.refunded).toBeGreaterThan(0);
    expect(statement.total).toBeCloseTo(statement.charged - statement.refunded, 2);
    const charged = rows.filter((row) => !["refund", "payment"].includes(row.type));
    expect(charged.reduce((sum, row) => sum + row.amount, 0)).toBeCloseTo(statement.charged, 2);
  });

  it("serves the statement's PDF to its member: the club, the member's name, the period and the total", async () => {
    const member = await memberOf(t.app, DEMO_CUSTOMERS.member.email);
    const account = json<{ first_name: string; last_name: string }>(await member("GET", "/api/account"));
    const statement = json<StatementWire>(
      await member("GET", `/api/account/transactions/statements/${statementId}`),
    );
    const res = await member("GET", `/api/account/transactions/statements/${statementId}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(res.rawPayload);
    expect(text).toContain("Harbor Club");
    expect(text).toContain(`${account.first_name} ${account.last_name}`);
    expect(text).toContain("Statement");
    const [year, month] = thisMonth().split("-");
    expect(text).toContain(`${month}/01/${year}`);
    const money = (amount: number) => `$${amount.toLocaleString("en-US", { minimumFractionDigits: 2 })}`;
    expect(text).toMatch(new RegExp(`Total\\s+${money(statement.total).replace("$", "\\$")}`));
  });

  it("is a 404 for another member and for another club's member, list, detail and PDF alike", async () => {
    const partner = await memberOf(t.app, DEMO_CUSTOMERS.pastDue.email);
    for (const url of [
      `/api/account/transactions/statements/${statementId}`,
      `/api/account/transactions/statements/${statementId}/pdf`,
    ]) {
      const res = await partner("GET", url);
      expect([res.statusCode, json(res).code]).toEqual([404, "statement_not_found"]);
    }
    const listed = json<StatementWire[]>(await partner("GET", "/api/account/transactions/statements"));
    expect(listed.map((statement) => statement.id)).not.toContain(statementId);
    const socio = await memberOf(t.app, DEMO_CUSTOMERS.socio.email, SIERRA);
    const res = await socio("GET", `/api/account/transactions/statements/${statementId}/pdf`);
    expect(res.statusCode).toBe(404);
    expect((await socio("GET", `/api/account/transactions/statements/${statementId}`)).statusCode).toBe(404);
  });
});
