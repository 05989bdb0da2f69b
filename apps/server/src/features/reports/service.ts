/**
 * The back office's reports (issue 32 item 9): each a SQL aggregate of the feature that owns
 * the rows (orders, bookings, events, payments), over a range of the club's calendar days in
 * its time zone; and each as CSV rows for the download (`lib/csv.ts`).
 */
import {
  type EventTickets,
  type FailedPayment,
  type Language,
  type PagedReportRange,
  pageOffset,
  type ReportRange,
  type ResourceBookings,
  type SalesDay,
  type SalesKind,
  toMajorUnits,
} from "@crest/domain";
import type { CsvCell } from "../../lib/csv.ts";
import type { ServiceContext } from "../../platform/service-context.ts";
import { bookingsPerResource } from "../bookings/index.ts";
import { ticketsPerEvent } from "../events/index.ts";
import { salesPerDay, salesPerKind } from "../orders/index.ts";
import { failedPaymentsIn } from "../payments/index.ts";

const zoneOf = (context: ServiceContext) => context.tenant.config.intl.timezone;

export const salesByDay = (context: ServiceContext, range: ReportRange): Promise<SalesDay[]> =>
  salesPerDay(context.scope, range, zoneOf(context));

export const salesByKind = (context: ServiceContext, range: ReportRange): Promise<SalesKind[]> =>
  salesPerKind(context.scope, range, zoneOf(context));

export const bookingsByResource = (
  context: ServiceContext,
  range: ReportRange,
): Promise<ResourceBookings[]> => bookingsPerResource(context.scope, range, zoneOf(context));

export const ticketsByEvent = (context: ServiceContext, range: ReportRange): Promise<EventTickets[]> =>
  ticketsPerEvent(context.scope, range, zoneOf(context));

/** A page of the failed payments, newest first. */
export const failedPayments = (
  context: ServiceContext,
  query: PagedReportRange,
): Promise<{ items: FailedPayment[]; totalCount: number }> =>
  failedPaymentsIn(context.scope, query, zoneOf(context), {
    limit: query.pageSize,
    offset: pageOffset(query),
  });

/** The reports' CSV column headings, in the club's language. */
const HEADINGS: Record<Language, Record<string, string>> = {
  en: {
    day: "Day",
    orders: "Orders",
    sales: "Sales",
    refunded: "Refunded",
    kind: "Kind",
    units: "Units",
    resource: "Resource",
    booked: "Booked",
    noShows: "No-shows",
    cancelled: "Cancelled",
    amount: "Amount",
    event: "Event",
    startsOn: "Starts",
    sold: "Sold",
    checkedIn: "Checked in",
    createdOn: "When",
    customerId: "Member ID",
    description: "Description",
    method: "Method",
    failureCode: "Failure code",
    failureMessage: "Failure",
  },
  es: {
    day: "Día",
    orders: "Pedidos",
    sales: "Ventas",
    refunded: "Reembolsado",
    kind: "Tipo",
    units: "Unidades",
    resource: "Recurso",
    booked: "Reservadas",
    noShows: "No presentados",
    cancelled: "Canceladas",
    amount: "Importe",
    event: "Evento",
    startsOn: "Empieza",
    sold: "Vendidas",
    checkedIn: "Registradas",
    createdOn: "Cuándo",
    customerId: "ID de socio",
    description: "Descripción",
    method: "Método",
    failureCode: "Código de fallo",
    failureMessage: "Fallo",
  },
};

/** Which columns of a report's rows are money (written in major units) and which are instants. */
const MONEY = new Set(["sales", "refunded", "amount"]);
const INSTANTS = new Set(["startsOn", "createdOn"]);

/** A report's rows as CSV: the header, then a row each, in the listed columns, as they are read. */
export async function* reportCsv<Row extends object>(
  context: ServiceContext,
  columns: (keyof Row & string)[],
  rows: Iterable<Row> | AsyncIterable<Row>,
): AsyncIterable<CsvCell[]> {
  const words = HEADINGS[context.language] ?? HEADINGS.en;
  const { currency } = context.tenant.config.intl;
  const cell = (column: string, value: unknown): CsvCell => {
    if (value === null || value === undefined) return null;
    if (MONEY.has(column)) return toMajorUnits(Number(value), currency);
    if (INSTANTS.has(column) && value instanceof Date) return value.toISOString();
    return typeof value === "number" ? value : String(value);
  };
  yield columns.map((column) => words[column] ?? column);
  for await (const row of rows)
    yield columns.map((column) => cell(column, (row as Record<string, unknown>)[column]));
}

const FAILED_PAYMENTS_BATCH = 500;

/** Every failed payment of the range, newest first, read a page at a time as the download is sent. */
export async function* allFailedPayments(
  context: ServiceContext,
  range: ReportRange,
): AsyncIterable<FailedPayment> {
  for (let pageNumber = 1; ; pageNumber++) {
    const { items } = await failedPayments(context, {
      ...range,
      pageNumber,
      pageSize: FAILED_PAYMENTS_BATCH,
    });
    yield* items;
    if (items.length < FAILED_PAYMENTS_BATCH) return;
  }
}
