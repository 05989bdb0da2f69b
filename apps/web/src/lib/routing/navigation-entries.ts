import type { NavigationKey, PortalConfig } from "@crest/domain";
import { useMemo } from "react";
import { NAVIGATION_ROWS } from "./navigation-rows.ts";
import { navigationItems, type PlacementSettings, placeRow } from "./place-row.ts";
import { useScreens } from "./screens.ts";

export interface NavigationEntry {
  key: NavigationKey;
  /** The club's own label; the catalogue's name when absent. */
  label?: string;
  path: string;
}

export interface NavigationInput extends PlacementSettings {
  isMember: boolean;
  /** The rows that have a screen (lib/routing/screens.ts); an item without one is not shown. */
  screens: ReadonlySet<string>;
}

/**
 * The main navigation (spec-2 §1): items in the configured order that are marked for
 * navigation, whose screen exists, and that the router serves to this customer (placeRow: plan,
 * enabled, members-only), each linking to the path the router serves it at. The route rows behind
 * the items share their keys as ids.
 */
export function navigationEntries(input: NavigationInput): NavigationEntry[] {
  const entries: NavigationEntry[] = [];
  for (const item of navigationItems(input.navigation)) {
    if (!item.navigation || !input.screens.has(item.key)) continue;
    const placement = placeRow(NAVIGATION_ROWS[item.key], input, input.isMember);
    if (placement.access !== "open") continue;
    const path = placement.base;
    entries.push(item.label ? { key: item.key, label: item.label, path } : { key: item.key, path });
  }
  return entries;
}

/** The navigation entries for this club and member, recomputed only when either changes. */
export function useNavigationEntries(config: PortalConfig, isMember: boolean): NavigationEntry[] {
  const { plan, pages } = config;
  const navigation = config.props.navigation;
  const screens = useScreens();
  return useMemo(
    () => navigationEntries({ plan, pages, navigation, isMember, screens }),
    [plan, pages, navigation, isMember, screens],
  );
}
