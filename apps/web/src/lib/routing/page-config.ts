import type { PageConfig } from "@crest/domain";

/** The route facts of a table row that a club's settings act on (app/routes tables hold the rows). */
export interface RowFacts {
  /** Every path the row answers; all share the first one's base segment. */
  paths: string[];
  /** The config.pages uri that configures the row; defaults to the base segment of its path. */
  uri?: string;
  /** Not served on a Lounge club (spec-1 §2.2 lists the rows that do not need Plus). */
  needsPlus?: boolean;
  /** Members-only by the route table itself (spa, directory). */
  membersOnly?: boolean;
}

const normaliseUri = (uri: string): string => uri.replace(/^\/+|\/+$/g, "");

/** The uri a row is configured by: "/spa-wellness/:id" → "spa-wellness"; "/" → "home". */
export function rowUri(row: RowFacts): string {
  if (row.uri) return row.uri;
  const base = row.paths[0]?.split("/")[1] ?? "";
  return base || "home";
}

/** The club's page config for a uri ("events", "/events/" and "events" are the same page). */
export function pageConfigFor(uri: string, configs: PageConfig[]): PageConfig | undefined {
  const wanted = normaliseUri(uri);
  return configs.find((config) => normaliseUri(config.uri) === wanted);
}

/** Swaps a path's base segment for a configured one: ("/events/:id", "/whats-on") → "/whats-on/:id". */
export function overridePath(path: string, base: string): string {
  const rest = path.split("/").slice(2).join("/");
  const root = base.replace(/\/+$/, "") || "/";
  if (!rest) return root;
  return root === "/" ? `/${rest}` : `${root}/${rest}`;
}

/** The base segment of a row's first path: "/events/:id" → "/events"; "/" → "/". */
export const routeBase = (row: RowFacts): string => `/${row.paths[0]?.split("/")[1] ?? ""}`;
