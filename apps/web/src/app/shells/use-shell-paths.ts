import { usePortalConfig } from "../../features/config/index.ts";
import { basePathOf } from "../../lib/routing/place-row.ts";

/** Where a configurable page lives for this club (the router's own rule: lib/routing/place-row.ts). */
export function useBasePath(uri: string, fallback: string): string {
  const { plan, pages, props } = usePortalConfig();
  return basePathOf(uri, fallback, { plan, pages, navigation: props.navigation });
}
