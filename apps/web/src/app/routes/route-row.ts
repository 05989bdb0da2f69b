import type { NavigationKey } from "@crest/domain";
import type { ComponentType } from "react";
import type { RowFacts } from "../../lib/routing/page-config.ts";

export interface PageModule {
  default: ComponentType;
}

/** A page module, loaded only when its route is visited. */
export type PageLoader = () => Promise<PageModule>;

/** One row of a route table (spec-1 §2.1, §2.2). */
export interface RouteRow extends RowFacts {
  id: string;
  /** Absent while the feature is not built: the row passes its gates, then shows not found. */
  page?: PageLoader;
  /** The main-navigation item this row is the page of (spec-2 §1). */
  navigationKey?: NavigationKey;
}
