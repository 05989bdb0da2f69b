// @vitest-environment node
import { camelKeys } from "@crest/domain/common/case";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-error.ts";
import { configConflictOf } from "./config-conflict.ts";

/** A 409 as the server sends it (snake_case), read as the API client does (camelCased). */
const conflictAnswer = (data: Record<string, unknown>) =>
  new ApiError(
    409,
    camelKeys({
      code: "config_conflict",
      title: "Saved by Someone Else",
      error_details: [{ field: "config_version", details: "The config is at version 3", data }],
    }),
  );

describe("configConflictOf", () => {
  it("reads the current version, who saved it, when, and their changes", () => {
    const conflict = configConflictOf(
      conflictAnswer({
        version: 3,
        changed_by: "staff-1",
        changed_by_name: "Morgan Hale",
        changed_at: "2026-11-26T12:00:00.000Z",
        changes: [{ path: "theme.color_primary", before: "#7a2636", after: "#1d4ed8" }],
      }),
    );
    expect(conflict).toEqual({
      version: 3,
      changedBy: "staff-1",
      changedByName: "Morgan Hale",
      changedAt: new Date("2026-11-26T12:00:00.000Z"),
      changes: [{ path: "theme.color_primary", before: "#7a2636", after: "#1d4ed8" }],
    });
  });

  it("is null for any other error, or a conflict without its data", () => {
    expect(configConflictOf(new Error("network"))).toBeNull();
    expect(configConflictOf(new ApiError(404, { code: "not_found", title: "Not Found" }))).toBeNull();
    expect(configConflictOf(conflictAnswer({ version: "three" }))).toBeNull();
  });
});
