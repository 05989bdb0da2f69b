// @vitest-environment node
import { productInputSchema, type StaffProduct, variantInputSchema } from "@crest/domain";
import { describe, expect, it } from "vitest";
import { moved } from "../components/moved.ts";
import {
  newProductDraft,
  newVariantDraft,
  parseOptions,
  productDraftOf,
  productInputOf,
  productPatchOf,
  variantDraftOf,
  variantPatchOf,
} from "./product-draft.ts";

const saved: StaffProduct = {
  id: "7b0d6a5e-8f7e-4a57-9d5e-2f0a3c1b9e11",
  name: "Burgee",
  description: "",
  type: "physical",
  group: "product",
  status: "hidden",
  price: 2450,
  minQty: 1,
  maxQty: null,
  weightGrams: 0,
  hasInventory: true,
  allowBackorders: false,
  onHand: 5,
  held: 2,
  position: 0,
  categories: [],
  variants: [
    {
      id: "1c9e4a0e-3f52-4d7b-8a61-6f2d0e9b7c33",
      options: [{ name: "Size", value: "M" }],
      label: "M",
      price: null,
      weightGrams: null,
      onHand: 3,
      held: 1,
      position: 0,
    },
  ],
  photos: [],
};

describe("the product editor's draft", () => {
  it("makes a new product's body the server accepts, the price in minor units", () => {
    const input = productInputOf({ ...newProductDraft(), name: "Burgee", price: "24.5" }, "USD");
    expect(input).toMatchObject({ name: "Burgee", price: 2450, maxQty: null });
    expect(productInputSchema.safeParse(input).success).toBe(true);
    expect(input.status).toBe("hidden");
  });

  it("sends only what changed, so a rename leaves the stock (and carts' holds) alone", () => {
    const draft = { ...productDraftOf(saved, "USD"), name: "Club Burgee" };
    expect(productPatchOf(draft, saved, "USD")).toEqual({ name: "Club Burgee" });
    expect(productPatchOf({ ...draft, onHand: "9", maxQty: "4" }, saved, "USD")).toEqual({
      name: "Club Burgee",
      onHand: 9,
      maxQty: 4,
    });
  });

  it("reads a variant's options as typed, and keeps a part with no name for the server to refuse", () => {
    expect(parseOptions(" Size: M ,Colour:Navy, ")).toEqual([
      { name: "Size", value: "M" },
      { name: "Colour", value: "Navy" },
    ]);
    expect(variantInputSchema.safeParse({ options: parseOptions("M") }).success).toBe(false);
  });

  it("makes a variant's bodies: a blank price is the product's, stock only when changed", () => {
    const variant = saved.variants[0];
    if (!variant) throw new Error("no variant");
    const draft = { ...newVariantDraft(), options: "Size: L", onHand: "4" };
    expect(variantInputSchema.parse(productlessVariant(draft))).toMatchObject({ price: null, onHand: 4 });
    const edited = { ...variantDraftOf(variant, "USD"), price: "30" };
    expect(variantPatchOf(edited, variant, "USD")).toEqual({
      options: [{ name: "Size", value: "M" }],
      price: 3000,
      weightGrams: null,
    });
    expect(variantPatchOf({ ...edited, onHand: "7" }, variant, "USD").onHand).toBe(7);
  });

  it("moves a photo earlier or later", () => {
    expect(moved(["a", "b", "c"], 2, 1)).toEqual(["a", "c", "b"]);
    expect(moved(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
  });
});

function productlessVariant(draft: ReturnType<typeof newVariantDraft>) {
  return { options: parseOptions(draft.options), price: null, onHand: Number(draft.onHand) };
}
