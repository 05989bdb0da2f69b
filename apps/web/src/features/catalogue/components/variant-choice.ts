/**
 * Choosing a variant by its attributes: the variant whose values match every chosen one, and
 * whether a value can still be chosen (some variant with it, and the other choices, is not sold out).
 */
import type { Product, ProductVariant } from "@crest/domain";

export type Selection = Record<string, string>;

const matches = (variant: ProductVariant, selection: Selection) =>
  Object.entries(selection).every(([name, value]) => variant.attributes[name] === value);

/** The variant of a complete selection; undefined while an attribute is not chosen. */
export function chosenVariant(product: Product, selection: Selection): ProductVariant | undefined {
  if (product.attributes.some((attribute) => !selection[attribute.name])) return undefined;
  return product.variants.find((variant) => matches(variant, selection));
}

/** True when some variant with this value, and the member's other choices, can still be bought. */
export function valueAvailable(product: Product, selection: Selection, name: string, value: string): boolean {
  const wanted = { ...selection, [name]: value };
  return product.variants.some((variant) => matches(variant, wanted) && !variant.soldOut);
}

/** The first variant's values that are not sold out, to start the choice from. */
export function initialSelection(product: Product): Selection {
  const first = product.variants.find((variant) => !variant.soldOut) ?? product.variants[0];
  return first ? { ...first.attributes } : {};
}
