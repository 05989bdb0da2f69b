/**
 * The registered cart-item providers, by item type. Events, bookings and perks add theirs here
 * (one line each); the cart and checkout find a line's provider through `providerFor`.
 */
import type { CartItemType } from "@crest/domain";
import type { CartItemProvider } from "./cart-item-provider.ts";
import { productProvider } from "./product-provider.ts";

type AnyProvider = CartItemProvider<Record<string, string | null>>;

const providers: Partial<Record<CartItemType, AnyProvider>> = {
  product: productProvider,
};

/** The provider of a line's type; a type nobody provides yet is a programming error. */
export function providerFor(type: CartItemType): AnyProvider {
  const provider = providers[type];
  if (!provider) throw new Error(`no cart-item provider for ${type}`);
  return provider;
}
