/**
 * Billing's rules (spec-2 §3 Transaction and Statement, §4 transaction status, invoice payment
 * and the statement table; issue 28 minimum spend): what a transaction is called, which refund
 * rows a statement hides, a statement's totals, the minimum-spend shortfall, and where a
 * statement's month begins and ends in the club's time zone. Pure: the server, the PDF and the
 * web read the same answers.
 */
import { zonedInstant } from "../shipping/opening-hours.rules.ts";

/** spec-2 §4: processed is shown as Paid; invoiced as Due while something is owed, else Invoiced. */
export type TransactionStatusLabel = "paid" | "due" | "invoiced" | "refunded";

/** The status word of a transaction (spec-2 §4 Transaction status). */
export function statusLabelOf(transaction: {
  status: "processed" | "invoiced" | "refunded";
  amountDue: number;
}): TransactionStatusLabel {
  if (transaction.status === "processed") return "paid";
  if (transaction.status === "invoiced") return transaction.amountDue > 0 ? "due" : "invoiced";
  return "refunded";
}

/** spec-2 §4: the Refunded tag shows when the refunded amount equals the amount. */
export const showsRefundedTag = (transaction: { amount: number; refundedAmount: number }): boolean =>
  transaction.amount > 0 && transaction.refundedAmount === transaction.amount;

/** spec-2 §4: a linked refund whose amount differs from its original's is a partial refund. */
export const isPartialRefund = (refund: { amount: number }, original: { amount: number }): boolean =>
  refund.amount !== original.amount;

/** spec-2 §3 payment type labels (with the house account, which the spec's wallet names). */
export const PAYMENT_TYPE_LABELS = {
  en: {
    creditcard: "Credit Card",
    ach: "Direct Debit",
    giftcard: "Gift Card",
    invoice: "Invoice",
    pms: "Self Service (PMS)",
    houseAccount: "House Account",
  },
  es: {
    creditcard: "Tarjeta de crédito",
    ach: "Domiciliación bancaria",
    giftcard: "Tarjeta regalo",
    invoice: "Factura",
    pms: "Autoservicio (PMS)",
    houseAccount: "Cuenta de la casa",
  },
} as const;
export type PaymentTypeCode = keyof (typeof PAYMENT_TYPE_LABELS)["en"];

/** The label of a payment type in a language. */
export const paymentTypeLabel = (type: PaymentTypeCode, language: "en" | "es"): string =>
  PAYMENT_TYPE_LABELS[language][type];

/** What a statement needs of a ledger row. */
export interface StatementRow {
  id: string;
  type: "order" | "subscription" | "refund" | "charge" | "credit" | "invoice" | "payment";
  amount: number;
  amountDue: number;
  linkedTransactionId: string | null;
}

/**
 * spec-2 §4 Statement table: a refund row whose original is listed already is hidden (the
 * original shows what went back). An invoice row only gathers charges the statement lists, so
 * it is never a row of its own; an invoice's payment is (money that came in).
 */
export function visibleStatementRows<R extends StatementRow>(rows: readonly R[]): R[] {
  const listed = new Set(rows.filter((row) => row.type !== "invoice").map((row) => row.id));
  return rows.filter(
    (row) =>
      row.type !== "invoice" &&
      !(row.type === "refund" && row.linkedTransactionId && listed.has(row.linkedTransactionId)),
  );
}

export interface StatementTotals {
  /** The rows the statement's table shows. */
  count: number;
  /** Charges of the period (orders, dues, a minimum-spend shortfall). */
  charged: number;
  /** Every refund (and staff's credit) of the period, hidden rows too: the money went back all the same. */
  refunded: number;
  total: number;
  /** What the period's charges still owe. */
  periodDue: number;
  /** What is owed in all at the period's end: earlier periods' unpaid charges and this one's. */
  totalDue: number;
}

/** A statement's totals (spec-2 §3 Statement) from its period's rows and what earlier ones still owe. */
export function statementTotals(rows: readonly StatementRow[], owedBefore: number): StatementTotals {
  let charged = 0;
  let refunded = 0;
  let periodDue = 0;
  for (const row of rows) {
    // An invoice gathers charges counted already; its payment settles them (what is due says so).
    if (row.type === "invoice" || row.type === "payment") continue;
    // Staff's credit gives back as a refund does.
    if (row.type === "refund" || row.type === "credit") refunded += row.amount;
    else {
      charged += row.amount;
      periodDue += row.amountDue;
    }
  }
  return {
    count: visibleStatementRows(rows).length,
    charged,
    refunded,
    total: charged - refunded,
    periodDue,
    totalDue: owedBefore + periodDue,
  };
}

const pad = (n: number) => String(n).padStart(2, "0");
const monthParts = (month: string): [number, number] => {
  const [year, monthNumber] = month.split("-").map(Number);
  return [year ?? 1970, monthNumber ?? 1];
};

/** The month `count` months after `month` (negative: before). */
export function addMonths(month: string, count: number): string {
  const [year, monthNumber] = monthParts(month);
  const index = year * 12 + (monthNumber - 1) + count;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

export interface StatementPeriod {
  month: string;
  /** The first and last calendar day, as the statement prints them. */
  startDate: string;
  endDate: string;
  /** The club's midnight starting the month, and the next month's (exclusive). */
  from: Date;
  to: Date;
}

/**
 * A statement's month in the club's time zone: from its first midnight there to the next
 * month's. Across daylight saving the month is an hour shorter or longer than its days say.
 */
export function statementPeriod(month: string, timeZone: string): StatementPeriod {
  const [year, monthNumber] = monthParts(month);
  const [nextYear, nextMonth] = monthParts(addMonths(month, 1));
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return {
    month: `${year}-${pad(monthNumber)}`,
    startDate: `${year}-${pad(monthNumber)}-01`,
    endDate: `${year}-${pad(monthNumber)}-${pad(lastDay)}`,
    from: zonedInstant(year, monthNumber, 1, 0, timeZone),
    to: zonedInstant(nextYear, nextMonth, 1, 0, timeZone),
  };
}

/** The month an instant falls in, in the club's time zone. */
export function monthOf(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit" })
    .formatToParts(at)
    .reduce<Record<string, string>>((all, part) => Object.assign(all, { [part.type]: part.value }), {});
  return `${parts.year}-${parts.month}`;
}

/** The last month that has ended at `now` in the club's time zone: the one a statement run closes. */
export const lastClosedMonth = (now: Date, timeZone: string): string => addMonths(monthOf(now, timeZone), -1);

/** Minimum spend (issue 28 item 5): a club's food-and-beverage minimum per member and period. */
export type MinimumSpendPeriod = "quarter" | "year";

/** The months of the minimum-spend period holding `month`: its first and last. */
export function minimumSpendPeriodOf(
  month: string,
  period: MinimumSpendPeriod,
): { first: string; last: string } {
  const [year, monthNumber] = monthParts(month);
  if (period === "year") return { first: `${year}-01`, last: `${year}-12` };
  const firstMonth = Math.floor((monthNumber - 1) / 3) * 3 + 1;
  return { first: `${year}-${pad(firstMonth)}`, last: `${year}-${pad(firstMonth + 2)}` };
}

/** Whether `month` closes its minimum-spend period (its statement adds the shortfall). */
export const closesMinimumSpendPeriod = (month: string, period: MinimumSpendPeriod): boolean =>
  minimumSpendPeriodOf(month, period).last === addMonths(month, 0);

export interface MinimumSpendStatus {
  minimum: number;
  spent: number;
  remaining: number;
  /** What the period's last statement charges: what is left unspent (never below zero). */
  shortfall: number;
}

/** Spent, remaining and the shortfall of a minimum (money in minor units; refunds already netted). */
export function minimumSpendStatus(minimum: number, spent: number): MinimumSpendStatus {
  const remaining = Math.max(minimum - Math.max(spent, 0), 0);
  return { minimum, spent: Math.max(spent, 0), remaining, shortfall: remaining };
}

const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?$/;

/**
 * spec-2 §3: an order item described by its kind, from what the order kept of the line. A
 * ticket's and a booking's provider writes the local start as the line's description (a
 * booking "start/end"); a guest is the line's own data; a product is its name alone.
 */
export function describeOrderItem(item: { type: string; description: string; lineData: unknown }): {
  startDateLocal: string | null;
  endDateLocal: string | null;
  guest: { fullName: string } | null;
} {
  if (item.type === "product") return { startDateLocal: null, endDateLocal: null, guest: null };
  const [start, end] = item.description.split("/");
  const guest = (item.lineData as { guest?: { fullName?: unknown } } | null)?.guest?.fullName;
  return {
    startDateLocal: start && LOCAL_TIME.test(start) ? start : null,
    endDateLocal: item.type !== "event" && end && LOCAL_TIME.test(end) ? end : null,
    guest: typeof guest === "string" && item.type !== "event" ? { fullName: guest } : null,
  };
}

/** A calendar day (YYYY-MM-DD) moved by a number of days (negative: back). */
export function addDaysIso(day: string, days: number): string {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (date ?? 1) + days)).toISOString().slice(0, 10);
}
