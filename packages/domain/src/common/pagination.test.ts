import { describe, expect, it } from "vitest";
import { pageQuerySchema, paginationFor } from "./pagination.ts";

describe("pagination", () => {
  it("defaults to page 1 of 24 and refuses nonsense", () => {
    expect(pageQuerySchema.parse({})).toEqual({ pageNumber: 1, pageSize: 24 });
    expect(pageQuerySchema.parse({ pageNumber: "3", pageSize: "6" })).toEqual({ pageNumber: 3, pageSize: 6 });
    expect(pageQuerySchema.safeParse({ pageNumber: 0 }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ pageSize: 1000 }).success).toBe(false);
  });

  it("says whether there are pages before and after", () => {
    expect(paginationFor({ pageNumber: 1, pageSize: 6 }, 13)).toEqual({
      pageNumber: 1,
      pageSize: 6,
      totalCount: 13,
      hasPreviousPage: false,
      hasNextPage: true,
    });
    expect(paginationFor({ pageNumber: 3, pageSize: 6 }, 13).hasNextPage).toBe(false);
    expect(paginationFor({ pageNumber: 3, pageSize: 6 }, 13).hasPreviousPage).toBe(true);
  });
});
