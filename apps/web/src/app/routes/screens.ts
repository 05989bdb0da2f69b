import { memberRoutes } from "./member-routes.ts";

/**
 * The signed-in rows that have a screen: those with a page in the route table. The navigation
 * shows a link only to these (lib/routing/screens.ts); registering a page turns its links on.
 */
export const MEMBER_SCREENS: ReadonlySet<string> = new Set(
  memberRoutes.filter((row) => row.page !== undefined).map((row) => row.id),
);
