/**
 * The app's cart-item providers, by kind: built once when the app is built, from every
 * feature manifest's `cartItems` (platform services carry it), so events, bookings and perks
 * add theirs without touching the cart or checkout.
 */
import { CART_KIND_PATTERN, cartLinesBodySchema } from "@crest/domain";
import type { ZodType } from "zod";
import type { AnyCartItemProvider, CartItemRegistry } from "../../../platform/cart-item-provider.ts";

/** Segments of /api/cart/… that are routes of their own, never a provider's kind. */
const RESERVED = new Set(["coupon", "shipping", "items"]);

export class CartItems implements CartItemRegistry {
  readonly #byKind = new Map<string, { provider: AnyCartItemProvider; body: ZodType }>();

  constructor(providers: readonly AnyCartItemProvider[]) {
    for (const provider of providers) {
      const { kind } = provider;
      if (!CART_KIND_PATTERN.test(kind) || RESERVED.has(kind))
        throw new Error(`cart-item kind "${kind}" cannot be a path segment of /api/cart`);
      if (this.#byKind.has(kind)) throw new Error(`two cart-item providers of kind "${kind}"`);
      this.#byKind.set(kind, { provider, body: cartLinesBodySchema(provider.itemSchema) });
    }
  }

  /** The kinds provided, in registry order. */
  get kinds(): string[] {
    return [...this.#byKind.keys()];
  }

  /** The provider of a kind; a kind nobody provides is a programming error (routes only offer known kinds). */
  of(kind: string): AnyCartItemProvider {
    const entry = this.#byKind.get(kind);
    if (!entry) throw new Error(`no cart-item provider of kind "${kind}"`);
    return entry.provider;
  }

  /** The body of `POST /api/cart/{kind}` for a kind: `{ items: [the provider's item…] }`. */
  bodyOf(kind: string): ZodType | undefined {
    return this.#byKind.get(kind)?.body;
  }
}
