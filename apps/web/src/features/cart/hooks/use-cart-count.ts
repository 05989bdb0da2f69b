import { useQuery } from "@tanstack/react-query";
import { cartQuery } from "../api/get-cart.ts";

/** How many items the member's cart holds, for a badge (0 while loading or signed out). */
export function useCartCount(enabled = true): number {
  const { data } = useQuery({ ...cartQuery, enabled });
  return data?.totalItems ?? 0;
}
