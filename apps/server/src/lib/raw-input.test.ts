import { describe, expect, it } from "vitest";
import { MAX_DEPTH, rawInputProblem } from "./raw-input.ts";

describe("raw input checks", () => {
  it("accepts ordinary input, emoji included", () => {
    expect(rawInputProblem({ first_name: "Zoë 🌊", tags: ["a", { b: 1 }], n: null })).toBeNull();
  });

  it("names the field holding a NUL byte or a lone surrogate", () => {
    expect(rawInputProblem({ city: "a\u0000b" })).toEqual({
      field: "city",
      details: expect.stringMatching(/NUL/),
    });
    expect(rawInputProblem({ config: { theme: { color_primary: "\ud800" } } })).toEqual({
      field: "config.theme.color_primary",
      details: expect.stringMatching(/Unicode/),
    });
    expect(rawInputProblem({ "bad\u0000key": 1 })?.field).toBe("bad\u0000key");
    expect(rawInputProblem({ emoji_tail: "\udc00x" })?.field).toBe("emoji_tail");
  });

  it("refuses nesting deeper than our shapes, without overflowing on 10,000 levels", () => {
    let deep: unknown = 1;
    for (let i = 0; i < 10_000; i++) deep = { a: deep };
    expect(rawInputProblem({ config: deep })).toEqual({
      field: "config",
      details: `Nested more than ${MAX_DEPTH} levels deep`,
    });
    let arrays: unknown = [];
    for (let i = 0; i < 10_000; i++) arrays = [arrays];
    expect(rawInputProblem(arrays)?.details).toMatch(/Nested/);
  });
});
