import { describe, expect, it } from "vitest";
import { ApiError, errorScreenFor } from "./api-error.ts";
import { screenStatusOf, screenStatusOfSegment } from "./error-screen-status.ts";

describe("error screens (spec-1 §8)", () => {
  it("chooses by the payload's code first, then the payload's status, then the HTTP status", () => {
    const coded = new ApiError(400, { code: "members_only", title: "Members Only", status: 404 });
    expect(screenStatusOf(coded)).toBe(403);
    const unknownCode = new ApiError(400, { code: "something_new", title: "x", status: 404 });
    expect(screenStatusOf(unknownCode)).toBe(404);
    const wrapped = new ApiError(502, { response: { status: 406 } });
    expect(screenStatusOf(wrapped)).toBe(406);
    expect(screenStatusOf(new ApiError(503, "gateway down"))).toBe(503);
  });

  it("reads /error/:response as a status or a code", () => {
    expect(screenStatusOfSegment("404")).toBe(404);
    expect(screenStatusOfSegment("forbidden")).toBe(403);
    expect(screenStatusOfSegment("nonsense")).toBe(500);
    expect(screenStatusOfSegment(undefined)).toBe(500);
  });

  it("maps statuses to the three screens", () => {
    expect(errorScreenFor(403)).toBe("forbidden");
    expect(errorScreenFor(406)).toBe("notFound");
    expect(errorScreenFor(429)).toBe("error");
  });
});
