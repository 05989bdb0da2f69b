import { useCallback } from "react";
import { usePortalConfig } from "../../features/config/index.ts";
import { basePathOf } from "../../lib/routing/place-row.ts";

/** Where a configurable page lives for this club (the router's own rule: lib/routing/place-row.ts). */
export function useBasePath(uri: string, fallback: string): string {
  const { plan, pages, props } = usePortalConfig();
  return basePathOf(uri, fallback, { plan, pages, navigation: props.navigation });
}

/** Where the legal pages live for a signed-in customer (a Plus club may move them). */
export function useLegalPath(): (uri: string, fallback: string) => string {
  const { plan, pages, props } = usePortalConfig();
  return useCallback(
    (uri, fallback) => basePathOf(uri, fallback, { plan, pages, navigation: props.navigation }),
    [plan, pages, props.navigation],
  );
}
