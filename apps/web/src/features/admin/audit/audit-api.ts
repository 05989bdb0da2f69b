import { staffAuditEndpoints } from "@crest/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { callList } from "../../../lib/endpoint-call.ts";
import { adminKeys } from "../api/admin-keys.ts";

export const AUDIT_PAGE_SIZE = 25;

/** The filters the audit screen sends: one staff member, ISO instants (from inclusive, to exclusive). */
export interface AuditFilters {
  staffUserId?: string;
  from?: string;
  to?: string;
}

const auditKey = (filters: AuditFilters, page: number, pageSize: number) =>
  [...adminKeys.club(), "audit", filters, page, pageSize] as const;

/** GET /admin/api/audit: a page of the selected club's staff writes, newest first (owners only). */
export const useAuditLog = (filters: AuditFilters, page: number, pageSize = AUDIT_PAGE_SIZE) =>
  useQuery({
    queryKey: auditKey(filters, page, pageSize),
    placeholderData: keepPreviousData,
    queryFn: () => callList(staffAuditEndpoints.list, { query: { ...filters, pageNumber: page, pageSize } }),
  });
