/**
 * Lists take page_number/page_size and answer with a `pagination` response header
 * holding JSON (DESIGN §3, spec-1 §3 Pagination).
 */
import { z } from "zod";

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;

export const pageQuerySchema = z.object({
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const paginationSchema = z.object({
  pageNumber: z.number().int().default(1),
  totalCount: z.number().int().default(1),
  pageSize: z.number().int().default(DEFAULT_PAGE_SIZE),
  hasPreviousPage: z.boolean(),
  hasNextPage: z.boolean(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const PAGINATION_HEADER = "pagination";

export function paginationFor(query: PageQuery, totalCount: number): Pagination {
  return {
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    totalCount,
    hasPreviousPage: query.pageNumber > 1,
    hasNextPage: query.pageNumber * query.pageSize < totalCount,
  };
}

export const pageOffset = (query: PageQuery): number => (query.pageNumber - 1) * query.pageSize;
