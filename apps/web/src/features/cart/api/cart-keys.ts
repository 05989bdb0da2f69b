/** Query keys of the cart (all = ["cart"]: every change to the cart refreshes it). */
export const cartKeys = {
  all: ["cart"] as const,
  detail: () => [...cartKeys.all, "detail"] as const,
};
