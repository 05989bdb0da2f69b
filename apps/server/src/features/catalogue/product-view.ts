/** A product as the API answers it (spec-1 §3 Product): stock as what can still be put in a cart. */
import type { Product, ProductAttribute, ProductVariant } from "@crest/domain";
import type { ProductParts } from "./repository.ts";
import type { ProductRow, VariantRow } from "./tables.ts";
import { variantLabel } from "./variant-label.ts";

const countsStock = (product: ProductRow) => product.hasInventory && !product.allowBackorders;

/** Units left to hold, or null when the product does not count stock. */
const availableOf = (product: ProductRow, row: { onHand: number; held: number }) =>
  countsStock(product) ? Math.max(row.onHand - row.held, 0) : null;

/** The attributes the variants offer, each with its values in the club's order. */
function attributesOf(variants: readonly VariantRow[]): ProductAttribute[] {
  const byName = new Map<string, string[]>();
  for (const variant of variants)
    for (const { name, value } of variant.attributes) {
      const options = byName.get(name) ?? [];
      if (!options.includes(value)) options.push(value);
      byName.set(name, options);
    }
  return [...byName].map(([name, options]) => ({ name, options }));
}

export function productView(product: ProductRow, parts: ProductParts): Product {
  const variants: ProductVariant[] = parts.variants
    .filter((variant) => variant.productId === product.id)
    .map((variant) => {
      const available = availableOf(product, variant);
      return {
        id: variant.id,
        label: variantLabel(variant.attributes),
        attributes: Object.fromEntries(variant.attributes.map(({ name, value }) => [name, value])),
        price: variant.priceCents ?? product.priceCents,
        available,
        soldOut: available !== null && available <= 0,
        photo: variant.photoUrl ? { url: variant.photoUrl } : null,
      };
    });
  const available =
    variants.length > 0
      ? variants.some((variant) => variant.available === null)
        ? null
        : variants.reduce((sum, variant) => sum + (variant.available ?? 0), 0)
      : availableOf(product, product);
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    hasInventory: product.hasInventory,
    allowBackorders: product.allowBackorders,
    categories: parts.categories
      .filter((category) => category.productId === product.id)
      .map(({ id, name }) => ({ id, name })),
    price: variants.length > 0 ? Math.min(...variants.map((variant) => variant.price)) : product.priceCents,
    photos: parts.photos.filter((photo) => photo.productId === product.id).map(({ url }) => ({ url })),
    attributes: attributesOf(parts.variants.filter((variant) => variant.productId === product.id)),
    variants,
    group: product.group,
    type: product.type,
    minQty: product.minQty,
    maxQty: product.maxQty,
    available,
    soldOut: available !== null && available <= 0,
  };
}
