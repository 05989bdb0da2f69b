/**
 * A store for @fastify/rate-limit backed by the shared counters, so a per-address limit holds
 * across every instance (10 a minute means 10, not 10 per instance). Each route counts apart.
 */
import type { RouteOptions } from "fastify";
import type { Limits } from "./limits.ts";

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

export function sharedRateLimitStore(limits: Limits) {
  return class SharedRateLimitStore {
    /** The plugin constructs the store with its options; a child knows its route. */
    private readonly route: string;
    constructor(_options?: unknown, route = "any") {
      this.route = route;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      limits.hit(`address:${this.route}:${key}`, timeWindow).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback, timeWindow: number): void {
      limits.peek(`address:${this.route}:${key}`, timeWindow).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: RouteOptions & { path: string; prefix: string }): SharedRateLimitStore {
      // At run time the plugin passes its merged options, with the route under routeInfo.
      const route = "routeInfo" in routeOptions ? (routeOptions.routeInfo as RouteOptions) : routeOptions;
      return new SharedRateLimitStore(undefined, `${String(route.method)} ${route.url}`);
    }
  };
}
