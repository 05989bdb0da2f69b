// @vitest-environment node
import type { Product } from "@crest/domain";
import { describe, expect, it } from "vitest";
import { chosenVariant, initialSelection, valueAvailable } from "./variant-choice.ts";

const variant = (id: string, colour: string, size: string, soldOut = false) => ({
  id,
  label: `${colour} / ${size}`,
  attributes: { Colour: colour, Size: size },
  price: 6500,
  available: soldOut ? 0 : 5,
  soldOut,
});
const hoodie = {
  attributes: [
    { name: "Colour", options: ["Navy", "Green"] },
    { name: "Size", options: ["S", "M"] },
  ],
  variants: [variant("a", "Navy", "S", true), variant("b", "Navy", "M"), variant("c", "Green", "S")],
} as unknown as Product;

describe("variant choice", () => {
  it("finds the variant of a complete selection only", () => {
    expect(chosenVariant(hoodie, { Colour: "Navy", Size: "M" })?.id).toBe("b");
    expect(chosenVariant(hoodie, { Colour: "Navy" })).toBeUndefined();
    expect(chosenVariant(hoodie, { Colour: "Green", Size: "M" })).toBeUndefined();
  });

  it("offers a value only when a variant with it and the other choices is not sold out", () => {
    expect(valueAvailable(hoodie, { Colour: "Navy", Size: "M" }, "Size", "S")).toBe(false);
    expect(valueAvailable(hoodie, { Colour: "Green", Size: "S" }, "Size", "M")).toBe(false);
    expect(valueAvailable(hoodie, { Colour: "Green", Size: "S" }, "Colour", "Navy")).toBe(false);
    expect(valueAvailable(hoodie, { Colour: "Navy", Size: "M" }, "Colour", "Navy")).toBe(true);
  });

  it("starts from the first variant that is not sold out", () => {
    expect(initialSelection(hoodie)).toEqual({ Colour: "Navy", Size: "M" });
  });
});
