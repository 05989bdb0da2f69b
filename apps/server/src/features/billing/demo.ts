/**
 * The demo member's year at Harbor Club (issue 28 item 8): dining posted to the house account
 * every month, a dining minimum of $600 a quarter (this quarter half spent, one past quarter
 * short and charged its shortfall), a partial refund, twelve monthly statements, and the
 * invoices of those months: paid by card, except the last two (one overdue, one not yet due).
 * The months are closed by the very code the monthly job runs.
 */
import { addMonths, dayOf, monthOf, statementPeriod } from "@crest/domain";
import { DEMO, DEMO_CUSTOMERS } from "../../demo/demo-ids.ts";
import { type DemoSeed, demoId } from "../../demo/demo-seed.ts";
import { demoCardPayment, seedDemoCardPayment } from "../payments/index.ts";
import type { BillingTerms } from "./billing-terms.ts";
import { invoicesOfMonth, markInvoicePaid } from "./invoice-repository.ts";
import { gatherInvoices } from "./invoice-service.ts";
import { insertManyOnce } from "./ledger-repository.ts";
import { recordPayment, recordRefund } from "./ledger-writer.ts";
import { chargeShortfallsIn, DINING_SPEND, minimumSpendIn } from "./minimum-spend-service.ts";
import { saveSettings } from "./settings-repository.ts";
import { finishMonthRun } from "./statement-repository.ts";
import { writeStatements } from "./statement-service.ts";

const HARBOR: BillingTerms = { timezone: "America/New_York", currency: "USD", language: "en" };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A dinner and a lunch a month; in the quarter two quarters back, too little to meet the minimum. */
function diningOf(back: number): { day: number; description: string; amount: number }[] {
  const short = back >= 4 && back <= 6 && back % 3 === 0;
  const dinner = short ? 6_850 : 14_200 + ((back * 1_370) % 4_100);
  const lunch = short ? 3_400 : 6_300 + ((back * 830) % 2_400);
  return [
    { day: 6, description: "Dinner at the Grill Room", amount: dinner },
    { day: 19, description: "Lunch at the Terrace", amount: lunch },
  ];
}

export const billingDemoSeed: DemoSeed = {
  async run({ scopeFor }) {
    const scope = scopeFor(DEMO.harbor.companyId);
    const customerId = DEMO_CUSTOMERS.member.id;
    await saveSettings(scope, { minimumSpend: 60_000, minimumSpendPeriod: "quarter" });
    const now = new Date();
    const current = monthOf(now, HARBOR.timezone);
    const at = (month: string, day: number) =>
      new Date(statementPeriod(month, HARBOR.timezone).from.getTime() + (day - 1) * DAY + 19 * HOUR);

    // The dining of the past twelve months, then this quarter's: half the minimum so far.
    const quarterStart = Number(current.slice(5)) - ((Number(current.slice(5)) - 1) % 3);
    const monthsIntoQuarter = Number(current.slice(5)) - quarterStart + 1;
    const rows = [];
    for (let back = 12; back >= 1; back -= 1) {
      const month = addMonths(current, -back);
      // This quarter's earlier months carry its half of the minimum, split evenly.
      const dining =
        back < monthsIntoQuarter
          ? [{ day: 12, description: "Dinner at the Grill Room", amount: 30_000 / monthsIntoQuarter }]
          : diningOf(back);
      rows.push(...dining.map((entry) => ({ month, ...entry })));
    }
    const today = Math.max(1, Number(dayOf(now, HARBOR.timezone).slice(8)) - 1);
    rows.push({
      month: current,
      day: today,
      description: "Dinner at the Grill Room",
      amount: 30_000 / monthsIntoQuarter,
    });
    const sourceOf = (month: string, day: number) => `pos:demo:${customerId}:${month}-${day}`;
    await insertManyOnce(
      scope,
      rows.map((row) => ({
        source: sourceOf(row.month, row.day),
        customerId,
        type: "charge" as const,
        status: "invoiced" as const,
        description: row.description,
        amount: Math.round(row.amount),
        amountDue: Math.round(row.amount),
        subTotal: Math.round(row.amount),
        currency: HARBOR.currency,
        paymentType: "houseAccount" as const,
        data: [DINING_SPEND],
        createdAt: at(row.month, row.day),
        chargedAt: at(row.month, row.day),
      })),
    );
    // A partial refund: wine sent back from two months ago's dinner.
    const refunded = addMonths(current, -2);
    const dinner = rows.find((row) => row.month === refunded);
    if (dinner)
      await recordRefund(
        scope,
        {
          id: demoId("refund:billing:member:wine"),
          amount: 2_400,
          currency: HARBOR.currency,
          at: new Date(at(refunded, dinner.day).getTime() + 2 * DAY),
          destination: "original",
          description: "Refund: a bottle of wine sent back",
        },
        { source: sourceOf(refunded, dinner.day) },
      );

    // Close each month as the monthly job does; pay each invoice twenty days after its month,
    // except the last two.
    for (let back = 12; back >= 1; back -= 1) {
      const month = addMonths(current, -back);
      const invoiceOf = addMonths(month, -1);
      if (back >= 2 && back <= 11)
        await payInvoiceOf(
          invoiceOf,
          new Date(statementPeriod(invoiceOf, HARBOR.timezone).to.getTime() + 20 * DAY),
        );
      const standing = await minimumSpendIn(scope, HARBOR.timezone, month);
      await chargeShortfallsIn(scope, HARBOR, month, standing);
      await gatherInvoices(scope, HARBOR, month);
      await writeStatements(scope, HARBOR, month, { standing });
      await finishMonthRun(scope, month);
    }

    async function payInvoiceOf(month: string, paidAt: Date) {
      for (const invoice of await invoicesOfMonth(scope, month)) {
        const paymentId = demoId(`payment:invoice:${invoice.id}`);
        await seedDemoCardPayment(scope, {
          id: paymentId,
          customerId: invoice.customerId,
          amount: invoice.amountDue,
          reference: { type: "invoice", id: invoice.id },
          description: invoice.description,
          paidAt,
        });
        await markInvoicePaid(scope, invoice.id, { brand: "visa", lastFour: "4242", paidAt });
        await recordPayment(
          scope,
          demoCardPayment(paymentId, invoice.customerId, invoice.amountDue, paidAt),
          {
            type: "invoice",
            invoiceId: invoice.id,
            description: invoice.description,
          },
        );
      }
    }
  },
};
