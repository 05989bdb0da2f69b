/** A variant's label: its attribute values in the order the club wrote them ("Navy / M"). */
import type { VariantAttribute } from "./tables.ts";

export const variantLabel = (attributes: readonly VariantAttribute[]): string =>
  attributes.map((attribute) => attribute.value).join(" / ");
