import { useMatches } from "react-router";

/** How the router builder resolved a route (kept on the route's `handle`; tests and pages read it). */
export type RouteGate =
  /** The row's page renders. */
  | "page"
  /** The row has no page yet: after every gate passes, the not-found screen. */
  | "missing"
  /** The club disabled the page (config.pages). */
  | "disabled"
  /** A Plus-only row on a Lounge club. */
  | "needsPlus"
  /** A members-only row for a customer who is not an active member. */
  | "membersOnly"
  | "redirect"
  | "notFound";

export interface RouteHandle {
  rowId: string;
  gate: RouteGate;
  redirectTo?: string;
}

const isRouteHandle = (value: unknown): value is RouteHandle =>
  typeof value === "object" && value !== null && "rowId" in value && "gate" in value;

/** The innermost route row being shown (a page serving several rows reads which one it is). */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
