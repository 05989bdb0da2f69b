import type {
  ProductInput,
  ProductPatch,
  ProductStatus,
  ProductType,
  StaffProduct,
  StaffVariant,
  VariantInput,
  VariantPatch,
} from "@crest/domain";
import { toMajorUnits, toMinorUnits } from "@crest/domain/common/money";

/** A product's fields as typed: numbers as text, blank for "no maximum". */
export interface ProductDraft {
  name: string;
  description: string;
  type: ProductType;
  group: string;
  status: ProductStatus;
  price: string;
  minQty: string;
  maxQty: string;
  weightGrams: string;
  hasInventory: boolean;
  allowBackorders: boolean;
  onHand: string;
  position: string;
  categoryIds: string[];
}

/** A new product starts hidden, so members see it only once staff make it visible. */
export const newProductDraft = (): ProductDraft => ({
  name: "",
  description: "",
  type: "physical",
  group: "product",
  status: "hidden",
  price: "",
  minQty: "1",
  maxQty: "",
  weightGrams: "0",
  hasInventory: false,
  allowBackorders: false,
  onHand: "0",
  position: "0",
  categoryIds: [],
});

/** The draft of a saved product. */
export const productDraftOf = (product: StaffProduct, currency: string): ProductDraft => ({
  name: product.name,
  description: product.description,
  type: product.type,
  group: product.group,
  status: product.status,
  price: String(toMajorUnits(product.price, currency)),
  minQty: String(product.minQty),
  maxQty: product.maxQty === null ? "" : String(product.maxQty),
  weightGrams: String(product.weightGrams),
  hasInventory: product.hasInventory,
  allowBackorders: product.allowBackorders,
  onHand: String(product.onHand),
  position: String(product.position),
  categoryIds: product.categories.map((category) => category.id),
});

const wholeOrNull = (text: string): number | null => (text.trim() === "" ? null : Number(text));

/** POST /admin/api/products's body (every field: the server's defaults are the draft's). */
export const productInputOf = (draft: ProductDraft, currency: string): ProductInput => ({
  name: draft.name,
  description: draft.description,
  type: draft.type,
  group: draft.group,
  status: draft.status,
  price: toMinorUnits(Number(draft.price || "0"), currency),
  minQty: Number(draft.minQty || "1"),
  maxQty: wholeOrNull(draft.maxQty),
  weightGrams: Number(draft.weightGrams || "0"),
  hasInventory: draft.hasInventory,
  allowBackorders: draft.allowBackorders,
  onHand: Number(draft.onHand || "0"),
  position: Number(draft.position || "0"),
  categoryIds: draft.categoryIds,
});

/**
 * PATCH's body: what differs from the saved product. The stock goes only when changed, so
 * saving a name while members fill carts never trips over their holds.
 */
export function productPatchOf(draft: ProductDraft, saved: StaffProduct, currency: string): ProductPatch {
  const whole = productInputOf(draft, currency);
  const before = productInputOf(productDraftOf(saved, currency), currency);
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(whole) as (keyof ProductInput)[])
    if (JSON.stringify(whole[key]) !== JSON.stringify(before[key])) patch[key] = whole[key];
  return patch as ProductPatch;
}

/** A variant's fields as typed: its options as "Size: M, Colour: Navy", blank price for the product's. */
export interface VariantDraft {
  options: string;
  price: string;
  weightGrams: string;
  onHand: string;
}

export const newVariantDraft = (): VariantDraft => ({ options: "", price: "", weightGrams: "", onHand: "0" });

/** The options of a variant as staff type them. */
export const optionsText = (options: StaffVariant["options"]): string =>
  options.map((option) => `${option.name}: ${option.value}`).join(", ");

/**
 * "Size: M, Colour: Navy" read as options; a part without a colon is a value with no name,
 * which the server refuses (400 on `options`), so staff are told rather than guessed for.
 */
export function parseOptions(text: string): VariantInput["options"] {
  return text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const colon = part.indexOf(":");
      return colon < 0
        ? { name: "", value: part }
        : { name: part.slice(0, colon).trim(), value: part.slice(colon + 1).trim() };
    });
}

export const variantDraftOf = (variant: StaffVariant, currency: string): VariantDraft => ({
  options: optionsText(variant.options),
  price: variant.price === null ? "" : String(toMajorUnits(variant.price, currency)),
  weightGrams: variant.weightGrams === null ? "" : String(variant.weightGrams),
  onHand: String(variant.onHand),
});

/** POST …/variants's body. */
export const variantInputOf = (draft: VariantDraft, currency: string): VariantInput => ({
  options: parseOptions(draft.options),
  price: draft.price.trim() === "" ? null : toMinorUnits(Number(draft.price), currency),
  weightGrams: wholeOrNull(draft.weightGrams),
  onHand: Number(draft.onHand || "0"),
});

/** PATCH …/variants/{id}'s body: the stock only when changed (see `productPatchOf`). */
export function variantPatchOf(draft: VariantDraft, saved: StaffVariant, currency: string): VariantPatch {
  const { onHand, ...rest } = variantInputOf(draft, currency);
  return onHand === saved.onHand ? rest : { ...rest, onHand };
}
