import {
  NAVIGATION_KEYS,
  type NavigationItem,
  type NavigationKey,
  type PageConfig,
  type Plan,
  type PortalConfig,
} from "@crest/domain";
import { useMemo } from "react";
import { pageConfigFor } from "../routes/build-routes.tsx";
import { memberRoutes } from "../routes/member-routes.ts";
import { rowUri } from "../routes/route-row.ts";

export interface NavigationEntry {
  key: NavigationKey;
  /** The club's own label; the catalogue's name when absent. */
  label?: string;
  path: string;
}

export interface NavigationInput {
  plan: Plan;
  pages: PageConfig[];
  /** config.props.navigation; empty means every item, in the spec's order. */
  navigation: NavigationItem[];
  isMember: boolean;
}

const defaultItems = (): NavigationItem[] =>
  NAVIGATION_KEYS.map((key) => ({ key, enabled: true, navigation: true, membersOnly: false }));

/**
 * The main navigation (spec-2 §1): items in the configured order that are enabled, marked
 * for navigation, served by the plan and not disabled as pages; members-only items
 * (by the item, the route table or the page config) only for active members.
 */
export function navigationEntries(input: NavigationInput): NavigationEntry[] {
  const plus = input.plan === "Plus";
  const items = input.navigation.length > 0 ? input.navigation : defaultItems();
  const entries: NavigationEntry[] = [];
  for (const item of items) {
    const row = memberRoutes.find((candidate) => candidate.navigationKey === item.key);
    if (!row || !item.enabled || !item.navigation) continue;
    if (!plus && row.needsPlus) continue;
    const page = pageConfigFor(rowUri(row), input.pages);
    if (plus && page && !page.enabled) continue;
    if ((item.membersOnly || row.membersOnly || page?.membersOnly) && !input.isMember) continue;
    const routeBase = `/${row.paths[0]?.split("/")[1] ?? ""}`;
    const path = item.path ?? (plus ? page?.path : undefined) ?? routeBase;
    entries.push(item.label ? { key: item.key, label: item.label, path } : { key: item.key, path });
  }
  return entries;
}

/** The navigation entries for this club and member, recomputed only when either changes. */
export function useNavigationEntries(config: PortalConfig, isMember: boolean): NavigationEntry[] {
  const { plan, pages } = config;
  const navigation = config.props.navigation;
  return useMemo(
    () => navigationEntries({ plan, pages, navigation, isMember }),
    [plan, pages, navigation, isMember],
  );
}
