/**
 * The one rule that decides where a route row is served and who may open it, from the club's
 * plan, page config and navigation items (spec-1 §2.2, spec-2 §1). The router builds its routes
 * from it and the navigation builds its links from it, so a link always leads to a served page.
 *
 * When a navigation item and the page config disagree (docs/decisions/web.md "Navigation settings"):
 * either one disabling the page disables it, either one marking it members-only makes it
 * members-only, and a path set in the page config wins over the item's. On Lounge the page
 * config only marks pages members-only (spec-1 §2.2); navigation items apply on both plans.
 */
// Types only: a value from the domain barrel would bring zod into the sign-in page's bundle.
import type { NavigationItem, NavigationKey, PageConfig, Plan } from "@crest/domain";
import { NAVIGATION_KEYS_IN_ORDER } from "./navigation-rows.ts";
import { overridePath, pageConfigFor, type RowFacts, routeBase, rowUri } from "./page-config.ts";

/** What the rule reads from the club's config. */
export interface PlacementSettings {
  plan: Plan;
  pages: PageConfig[];
  /** config.props.navigation; empty means every item, enabled, in the spec's order. */
  navigation: NavigationItem[];
}

/** Who may open a row: everyone signed in, nobody (Plus-only on Lounge, or disabled), or members. */
export type Access = "open" | "needsPlus" | "disabled" | "membersOnly";

export interface Placement {
  /** The row's paths under its configured base path. */
  paths: string[];
  /** Its base path: where links to it point. */
  base: string;
  access: Access;
}

const defaultItem = (key: NavigationKey): NavigationItem => ({
  key,
  enabled: true,
  navigation: true,
  membersOnly: false,
});

/** The club's navigation items, or every item of spec-2 §1 when it configured none. */
export const navigationItems = (navigation: NavigationItem[]): NavigationItem[] =>
  navigation.length > 0 ? navigation : NAVIGATION_KEYS_IN_ORDER.map(defaultItem);

/** The item for a key; absent when the club listed items without this one. */
function itemFor(key: NavigationKey | undefined, navigation: NavigationItem[]): NavigationItem | undefined {
  if (!key) return undefined;
  return navigationItems(navigation).find((item) => item.key === key);
}

export function placeRow(
  row: RowFacts & { navigationKey?: NavigationKey | undefined },
  settings: PlacementSettings,
  isMember: boolean,
): Placement {
  const plus = settings.plan === "Plus";
  const page = pageConfigFor(rowUri(row), settings.pages);
  const item = itemFor(row.navigationKey, settings.navigation);
  const movedTo = (plus ? page?.path : undefined) ?? item?.path;
  const paths = movedTo ? row.paths.map((path) => overridePath(path, movedTo)) : row.paths;
  const base = movedTo ? overridePath(routeBase(row), movedTo) : routeBase(row);

  let access: Access = "open";
  if (!plus && row.needsPlus) access = "needsPlus";
  else if ((plus && page && !page.enabled) || (item && !item.enabled)) access = "disabled";
  else if ((row.membersOnly || page?.membersOnly || item?.membersOnly) && !isMember) access = "membersOnly";
  return { paths, base, access };
}

/** Where a configurable page lives, e.g. the account area ("account", "/account"). */
export const basePathOf = (uri: string, fallback: string, settings: PlacementSettings): string =>
  placeRow({ paths: [fallback], uri }, settings, true).base;
