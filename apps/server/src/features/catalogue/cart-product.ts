/** A product as a cart line needs it (the contract with commerce, issue #12). */
import { FIELD_MESSAGES } from "@crest/domain";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { fieldError, NotFoundError } from "../../lib/errors.ts";
import { CART_PRODUCT_READS } from "./cached-reads.ts";
import { productWithVariants } from "./repository.ts";
import { variantLabel } from "./variant-label.ts";

export interface CartProduct {
  productId: string;
  variantId: string | null;
  /** The product's name, with the variant's label ("Club Hoodie - Navy / M"). */
  title: string;
  description: string;
  photoUrl: string | null;
  priceCents: number;
  minQty: number;
  maxQty: number | null;
  weightGrams: number;
  type: "physical" | "fandb";
  hasInventory: boolean;
  allowBackorders: boolean;
  surveyId: string | null;
}

/**
 * The product (and variant) a cart line names, kept until the product changes (not its stock), or
 * read in the caller's scope and transaction. An
 * unknown product, another club's, an inactive one, or a variant of another product is a 404;
 * a product with variants needs one.
 */
export async function productForCart(
  scope: TenantScope,
  line: { productId: string; variantId?: string | null },
): Promise<CartProduct> {
  const rows = await scope.kept(CART_PRODUCT_READS, line.productId, () =>
    productWithVariants(scope, line.productId),
  );
  const product = rows[0]?.product;
  if (!product?.active) throw new NotFoundError();
  const variants = rows.flatMap((row) => (row.variant ? [row.variant] : []));
  const variant = line.variantId ? variants.find((candidate) => candidate.id === line.variantId) : undefined;
  if (line.variantId && !variant) throw new NotFoundError();
  if (!variant && variants.length > 0) throw fieldError("variantId", FIELD_MESSAGES.variant_required);
  return {
    productId: product.id,
    variantId: variant?.id ?? null,
    title: variant ? `${product.name} - ${variantLabel(variant.attributes)}` : product.name,
    description: product.description,
    photoUrl: rows[0]?.photoUrl ?? null,
    priceCents: variant?.priceCents ?? product.priceCents,
    minQty: product.minQty,
    maxQty: product.maxQty,
    weightGrams: variant?.weightGrams ?? product.weightGrams,
    type: product.type,
    hasInventory: product.hasInventory,
    allowBackorders: product.allowBackorders,
    surveyId: product.surveyId,
  };
}
