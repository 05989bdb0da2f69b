import { useEffect } from "react";
import type { createBrowserRouter, RouteObject } from "react-router";
import { preloadPath } from "./route-preload.ts";

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * Prefetch on intent in the member's app (issue 24 item 11): once the first screen's code is in
 * (the router initialised) and the browser is idle, loads the intent listener and the pages'
 * query options (page-data.ts), then lets a link's intent start its screen's code and data.
 * Not earlier: those chunks would compete with the first screen, and the sign-in page has a
 * budget.
 */
export function useIntentPrefetch(router: Router, routes: RouteObject[], enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    let stop = () => {};
    let stopped = false;
    const start = () => {
      if (stopped) return;
      void import("./prefetch-on-intent.ts").then(({ listenForIntent }) => {
        if (!stopped) stop = listenForIntent(document, (href) => preloadPath(routes, href));
      });
      void import("./page-data.ts");
    };
    const whenIdle = () => {
      if (window.requestIdleCallback) window.requestIdleCallback(start, { timeout: 3000 });
      else window.setTimeout(start, 200);
    };
    let unsubscribe = () => {};
    if (router.state.initialized) whenIdle();
    else
      unsubscribe = router.subscribe((state) => {
        if (!state.initialized) return;
        unsubscribe();
        whenIdle();
      });
    return () => {
      stopped = true;
      unsubscribe();
      stop();
    };
  }, [router, routes, enabled]);
}
