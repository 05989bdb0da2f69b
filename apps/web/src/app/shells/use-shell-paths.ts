import { useCallback } from "react";
import { useAccount } from "../../features/account/index.ts";
import { usePortalConfig } from "../../features/config/index.ts";
import { basePathOf, placeRow } from "../../lib/routing/place-row.ts";
import { useScreens } from "../../lib/routing/screens.ts";
import { memberRoutes } from "../routes/member-routes.ts";

/** Where a configurable page lives for this club (the router's own rule: lib/routing/place-row.ts). */
export function useBasePath(uri: string, fallback: string): string {
  const { plan, pages, props } = usePortalConfig();
  return basePathOf(uri, fallback, { plan, pages, navigation: props.navigation });
}

/**
 * Where a link to a signed-in route row goes for this member, or null when following it would
 * not show the row's screen: it has none yet, or the club's plan or settings keep this member out.
 */
export function useScreenPath(rowId: string): string | null {
  const { plan, pages, props } = usePortalConfig();
  const { data: account } = useAccount();
  const screens = useScreens();
  const row = memberRoutes.find((candidate) => candidate.id === rowId);
  if (!row || !screens.has(rowId)) return null;
  const placement = placeRow(row, { plan, pages, navigation: props.navigation }, account?.isMember ?? false);
  return placement.access === "open" ? placement.base : null;
}

/** Where the legal pages live for a signed-in customer (a Plus club may move them). */
export function useLegalPath(): (uri: string, fallback: string) => string {
  const { plan, pages, props } = usePortalConfig();
  return useCallback(
    (uri, fallback) => basePathOf(uri, fallback, { plan, pages, navigation: props.navigation }),
    [plan, pages, props.navigation],
  );
}
