import { staffReportEndpoints as endpoints } from "@crest/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { callList } from "../../../lib/endpoint-call.ts";
import { adminKeys } from "../api/admin-keys.ts";

/** The reports, each with its endpoint and its CSV download. */
export const REPORTS = {
  salesByDay: { read: endpoints.salesByDay, download: endpoints.salesByDayExport },
  salesByKind: { read: endpoints.salesByKind, download: endpoints.salesByKindExport },
  bookingsByResource: { read: endpoints.bookingsByResource, download: endpoints.bookingsByResourceExport },
  ticketsByEvent: { read: endpoints.ticketsByEvent, download: endpoints.ticketsByEventExport },
  failedPayments: { read: endpoints.failedPayments, download: endpoints.failedPaymentsExport },
} as const;
export type ReportName = keyof typeof REPORTS;
export const REPORT_NAMES = Object.keys(REPORTS) as ReportName[];

export const FAILED_PAGE_SIZE = 50;

export interface Range {
  from: string;
  to: string;
}

/** A report over a range (a page of it, for failed payments); read afresh each time. */
export const useReport = (name: ReportName, range: Range, page: number) =>
  useQuery({
    staleTime: 0,
    refetchOnMount: "always",
    placeholderData: keepPreviousData,
    queryKey: [...adminKeys.club(), "reports", name, range, page],
    queryFn: async () => {
      const query =
        name === "failedPayments" ? { ...range, pageNumber: page, pageSize: FAILED_PAGE_SIZE } : range;
      const { data, pagination } = await callList(REPORTS[name].read as typeof endpoints.failedPayments, {
        query: query as Range & { pageNumber: number; pageSize: number },
      });
      return { rows: data as unknown as Record<string, unknown>[], pagination };
    },
  });

/** Where the browser downloads a report as CSV (the staff cookie goes with it). */
export const downloadUrl = (name: ReportName, range: Range) =>
  `${REPORTS[name].download.path}?${new URLSearchParams({ from: range.from, to: range.to })}`;
