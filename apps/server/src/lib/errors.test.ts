import { describe, expect, it } from "vitest";
import { AppError, ValidationError } from "./errors.ts";

const framesOf = (error: Error) =>
  (error.stack ?? "").split("\n").filter((line) => line.trim().startsWith("at "));

describe("AppError", () => {
  it("carries its code, status and details, and the catalogue's wording unless told", () => {
    const error = new AppError("sold_out", { details: { field: "items.0", details: "Gone" } });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: "sold_out", status: 409, details: { field: "items.0" } });
    expect(error.message.length).toBeGreaterThan(0);
    expect(new AppError("not_found", { message: "No such pass" }).message).toBe("No such pass");
    expect(new ValidationError([{ field: "email", details: "Required" }]).status).toBe(400);
  });

  it("keeps a stack only for a 5xx, the one kind logged with it", () => {
    expect(framesOf(new AppError("sold_out"))).toEqual([]);
    expect(framesOf(new ValidationError([]))).toEqual([]);
    expect(framesOf(new AppError("internal_error")).length).toBeGreaterThan(0);
    expect(framesOf(new AppError("sold_out", { status: 503 })).length).toBeGreaterThan(0);
    // The process's own errors keep theirs.
    expect(framesOf(new Error("plain")).length).toBeGreaterThan(0);
  });
});
