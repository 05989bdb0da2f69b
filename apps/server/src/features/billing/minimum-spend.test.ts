/**
 * Minimum spend (issue 28 item 5): with a dining minimum per quarter, the quarter's statements
 * show spent and remaining, and its last month charges the shortfall to the house account once,
 * where that month's invoice gathers it.
 */
import { minimumSpendPeriodOf, monthOf } from "@crest/domain";
import { describe, expect, it } from "vitest";
import { DEMO, DEMO_CUSTOMERS } from "../../demo/demo-ids.ts";
import { buyDish, defaultCardId } from "../../test/commerce.ts";
import { memberOf, moneySuite } from "../../test/customer-session.ts";
import { json, serviceContext } from "../../test/test-app.ts";
import { runBillingMonth } from "./billing-job.ts";
import { chargeShortfalls, minimumSpendAt } from "./minimum-spend-service.ts";

const t = moneySuite();
const harbor = () => serviceContext(t.app, DEMO.harbor.companyId);

interface Row {
  type: string;
  status: string;
  amount: number;
  amount_due: number;
  payment_type: string;
  invoice_id: string | null;
  period_end: string | null;
  id: string;
}

describe("minimum spend", () => {
  it("shows spent and remaining on the quarter's statement and charges the shortfall once in its last month", async () => {
    const context = await harbor();
    // The demo's club has the minimum: $600 a quarter.
    const member = await memberOf(t.app, DEMO_CUSTOMERS.member.email);
    const month = monthOf(new Date(), "America/New_York");
    const before = (await minimumSpendAt(context, month)).get(DEMO_CUSTOMERS.member.id)?.spent ?? 0;
    await buyDish(t.app, member, 10_000, { type: "creditcard", id: await defaultCardId(member) });
    const during = (await minimumSpendAt(context, month)).get(DEMO_CUSTOMERS.member.id);
    expect(during?.spent).toBe(before + 10_825);
    const { last } = minimumSpendPeriodOf(month, "quarter");
    if (last !== month) expect(during?.shortfall).toBe(0);

    const run = await runBillingMonth(context, new Date(), last);
    expect(run.shortfalls).toBeGreaterThan(0);
    const remaining = 60_000 - (before + 10_825);
    const statements = json<{ month: string; minimum_spend: Record<string, number | string> | null }[]>(
      await member("GET", "/api/account/transactions/statements"),
    );
    expect(statements.find((statement) => statement.month === last)?.minimum_spend).toMatchObject({
      period: "quarter",
      minimum: 600,
      spent: (before + 10_825) / 100,
      remaining: remaining / 100,
      shortfall: remaining / 100,
    });
    const shortfalls = async () =>
      json<(Row & { description: string })[]>(
        await member("GET", "/api/account/transactions?type=charge&page_size=100"),
      ).filter(
        (row) =>
          row.description ===
          `Dining minimum shortfall, ${minimumSpendPeriodOf(last, "quarter").first} to ${last}`,
      );
    const rows = await shortfalls();
    expect(rows.map((row) => [row.status, row.payment_type, row.amount, row.amount_due])).toEqual([
      ["invoiced", "houseAccount", remaining / 100, remaining / 100],
    ]);
    const invoices = json<Row[]>(await member("GET", "/api/account/transactions?type=invoice&page_size=100"));
    const invoice = invoices.find((entry) => entry.id === rows[0]?.invoice_id);
    expect(invoice?.period_end?.startsWith(last)).toBe(true);

    // Charged once: the same period's shortfalls asked for again write nothing more.
    await chargeShortfalls(context, last, await minimumSpendAt(context, last));
    expect(await shortfalls()).toHaveLength(1);
  });
});
