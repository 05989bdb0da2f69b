import { describe, expect, it } from "vitest";
import {
  addMonths,
  closesMinimumSpendPeriod,
  describeOrderItem,
  isPartialRefund,
  lastClosedMonth,
  minimumSpendPeriodOf,
  minimumSpendStatus,
  monthOf,
  paymentTypeLabel,
  type StatementRow,
  showsRefundedTag,
  statementPeriod,
  statementTotals,
  statusLabelOf,
  visibleStatementRows,
} from "./billing.rules.ts";

describe("transaction status labels (spec-2 §4)", () => {
  it("shows processed as Paid, invoiced as Due while owed and Invoiced once not, refunded as refunded", () => {
    expect(statusLabelOf({ status: "processed", amountDue: 0 })).toBe("paid");
    expect(statusLabelOf({ status: "invoiced", amountDue: 1 })).toBe("due");
    expect(statusLabelOf({ status: "invoiced", amountDue: 0 })).toBe("invoiced");
    expect(statusLabelOf({ status: "refunded", amountDue: 0 })).toBe("refunded");
  });

  it("tags a transaction Refunded only when the refunded amount equals the amount", () => {
    expect(showsRefundedTag({ amount: 2_000, refundedAmount: 2_000 })).toBe(true);
    expect(showsRefundedTag({ amount: 2_000, refundedAmount: 500 })).toBe(false);
    expect(showsRefundedTag({ amount: 2_000, refundedAmount: 0 })).toBe(false);
    expect(showsRefundedTag({ amount: 0, refundedAmount: 0 })).toBe(false);
  });

  it("labels a linked refund partial when its amount differs from the original's", () => {
    expect(isPartialRefund({ amount: 500 }, { amount: 2_000 })).toBe(true);
    expect(isPartialRefund({ amount: 2_000 }, { amount: 2_000 })).toBe(false);
  });

  it("names every payment type in English and Spanish (spec-2 §3)", () => {
    expect(
      (["creditcard", "ach", "giftcard", "invoice", "pms", "houseAccount"] as const).map((type) =>
        paymentTypeLabel(type, "en"),
      ),
    ).toEqual(["Credit Card", "Direct Debit", "Gift Card", "Invoice", "Self Service (PMS)", "House Account"]);
    expect(paymentTypeLabel("ach", "es")).toBe("Domiciliación bancaria");
  });
});

const row = (id: string, type: StatementRow["type"], amount: number, extra: Partial<StatementRow> = {}) => ({
  id,
  type,
  amount,
  amountDue: 0,
  linkedTransactionId: null,
  ...extra,
});

describe("statement rows and totals (spec-2 §3 Statement, §4 statement table)", () => {
  const dinner = row("a", "order", 8_000, { amountDue: 8_000 });
  const dues = row("b", "subscription", 15_000);
  const partial = row("c", "refund", 2_000, { linkedTransactionId: "a" });
  const olderRefund = row("d", "refund", 1_000, { linkedTransactionId: "from-last-month" });
  const invoice = row("e", "invoice", 8_000, { amountDue: 8_000 });
  const invoicePaid = row("f", "payment", 6_000, { linkedTransactionId: "e" });

  it("hides a refund whose original is listed, keeps one whose original is not, never lists an invoice, lists its payment", () => {
    expect(
      visibleStatementRows([dinner, dues, partial, olderRefund, invoice, invoicePaid]).map((r) => r.id),
    ).toEqual(["a", "b", "d", "f"]);
  });

  it("counts the shown rows, sums charges and every refund (hidden ones too), and carries what was owed before", () => {
    expect(statementTotals([dinner, dues, partial, olderRefund, invoice, invoicePaid], 4_500)).toEqual({
      count: 4,
      charged: 23_000,
      refunded: 3_000,
      total: 20_000,
      periodDue: 8_000,
      totalDue: 12_500,
    });
    expect(statementTotals([], 0)).toEqual({
      count: 0,
      charged: 0,
      refunded: 0,
      total: 0,
      periodDue: 0,
      totalDue: 0,
    });
  });
});

describe("statement periods in the club's time zone", () => {
  it("runs from the club's first midnight to the next month's, an hour short across spring's change (New York)", () => {
    const march = statementPeriod("2026-03", "America/New_York");
    expect(march).toMatchObject({ startDate: "2026-03-01", endDate: "2026-03-31" });
    expect(march.from.toISOString()).toBe("2026-03-01T05:00:00.000Z");
    expect(march.to.toISOString()).toBe("2026-04-01T04:00:00.000Z");
    expect(march.to.getTime() - march.from.getTime()).toBe((31 * 24 - 1) * 3_600_000);
  });

  it("is an hour long across autumn's change (Madrid, October) and ends on the 29th in a leap February", () => {
    const october = statementPeriod("2026-10", "Europe/Madrid");
    expect(october.from.toISOString()).toBe("2026-09-30T22:00:00.000Z");
    expect(october.to.toISOString()).toBe("2026-10-31T23:00:00.000Z");
    expect(october.to.getTime() - october.from.getTime()).toBe((31 * 24 + 1) * 3_600_000);
    expect(statementPeriod("2028-02", "UTC").endDate).toBe("2028-02-29");
  });

  it("puts an instant in the club's month, and closes the month before the club's current one", () => {
    const newYearUtc = new Date("2027-01-01T02:00:00Z");
    expect(monthOf(newYearUtc, "UTC")).toBe("2027-01");
    expect(monthOf(newYearUtc, "America/Los_Angeles")).toBe("2026-12");
    expect(lastClosedMonth(newYearUtc, "UTC")).toBe("2026-12");
    expect(lastClosedMonth(newYearUtc, "America/Los_Angeles")).toBe("2026-11");
    expect(addMonths("2026-11", 3)).toBe("2027-02");
    expect(addMonths("2026-01", -1)).toBe("2025-12");
  });
});

describe("minimum spend (issue 28 item 5)", () => {
  it("finds the quarter or year of a month, and whether the month closes it", () => {
    expect(minimumSpendPeriodOf("2026-05", "quarter")).toEqual({ first: "2026-04", last: "2026-06" });
    expect(minimumSpendPeriodOf("2026-05", "year")).toEqual({ first: "2026-01", last: "2026-12" });
    expect(closesMinimumSpendPeriod("2026-06", "quarter")).toBe(true);
    expect(closesMinimumSpendPeriod("2026-05", "quarter")).toBe(false);
    expect(closesMinimumSpendPeriod("2026-12", "year")).toBe(true);
  });

  it("charges the shortfall of what was left unspent, nothing once the minimum is met", () => {
    expect(minimumSpendStatus(60_000, 30_000)).toEqual({
      minimum: 60_000,
      spent: 30_000,
      remaining: 30_000,
      shortfall: 30_000,
    });
    expect(minimumSpendStatus(60_000, 75_000)).toMatchObject({ remaining: 0, shortfall: 0 });
    expect(minimumSpendStatus(60_000, -500)).toMatchObject({ spent: 0, shortfall: 60_000 });
  });
});

describe("order items described by kind (spec-2 §3)", () => {
  it("gives a booking its local start, end and guest, a ticket its event's local start, a product nothing more", () => {
    expect(
      describeOrderItem({
        type: "reservation",
        description: "2026-12-04T19:00:00/2026-12-04T21:00:00",
        lineData: { guest: { fullName: "Ana Ruiz", email: "ana@example.org" } },
      }),
    ).toEqual({
      startDateLocal: "2026-12-04T19:00:00",
      endDateLocal: "2026-12-04T21:00:00",
      guest: { fullName: "Ana Ruiz" },
    });
    expect(describeOrderItem({ type: "event", description: "2026-12-31T21:00:00", lineData: {} })).toEqual({
      startDateLocal: "2026-12-31T21:00:00",
      endDateLocal: null,
      guest: null,
    });
    expect(describeOrderItem({ type: "product", description: "Large", lineData: null })).toEqual({
      startDateLocal: null,
      endDateLocal: null,
      guest: null,
    });
    expect(
      describeOrderItem({ type: "appointment", description: "Deep tissue", lineData: null }).startDateLocal,
    ).toBe(null);
  });
});
