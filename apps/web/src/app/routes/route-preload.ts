/**
 * What a route can load before the member gets there (issue 24 item 11): its page's code and
 * first data, registered by the router builder for each page route and started by a link's
 * intent (prefetch-on-intent.ts). Kept beside the route objects rather than on their `handle`,
 * which pages and tests read as plain data.
 */
import { matchRoutes, type Params, type RouteObject } from "react-router";

/** Starts loading a route's page and its first data for this address. */
export type RoutePreload = (target: { params: Params; url: URL }) => void;

const preloads = new WeakMap<RouteObject, RoutePreload>();

/** Registers what `route` can load ahead; answers the route. */
export function withPreload(route: RouteObject, preload: RoutePreload): RouteObject {
  preloads.set(route, preload);
  return route;
}

/** Starts every preload of the routes `href` (a path with its search) leads to, in `routes`. */
export function preloadPath(routes: RouteObject[], href: string): void {
  const url = new URL(href, window.location.origin);
  for (const match of matchRoutes(routes, url.pathname) ?? []) {
    preloads.get(match.route)?.({ params: match.params, url });
  }
}
