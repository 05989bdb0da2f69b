import type { NavigationKey } from "@crest/domain";
import type { ComponentType } from "react";

export interface PageModule {
  default: ComponentType;
}

/** A page module, loaded only when its route is visited. */
export type PageLoader = () => Promise<PageModule>;

/** One row of a route table (spec-1 §2.1, §2.2). */
export interface RouteRow {
  id: string;
  /** Every path the row answers; all share the first one's base segment. */
  paths: string[];
  /** Absent while the feature is not built: the row passes its gates, then shows not found. */
  page?: PageLoader;
  /** Members-only by the route table itself (spa, directory). */
  membersOnly?: boolean;
  /** Not served on a Lounge club (spec-1 §2.2 lists the rows that do not need Plus). */
  needsPlus?: boolean;
  /** The main-navigation item this row is the page of (spec-2 §1). */
  navigationKey?: NavigationKey;
  /** The config.pages uri that configures the row; defaults to the base segment of its path. */
  uri?: string;
}

/** The uri a row is configured by: "/spa-wellness/:id" → "spa-wellness"; "/" → "home". */
export function rowUri(row: RouteRow): string {
  if (row.uri) return row.uri;
  const base = row.paths[0]?.split("/")[1] ?? "";
  return base || "home";
}
