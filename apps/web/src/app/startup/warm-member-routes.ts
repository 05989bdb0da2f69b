import type { PortalConfig } from "@crest/domain";
import { matchRoutes, type RouteObject } from "react-router";
import { buildRoutes } from "../routes/build-routes.tsx";

/**
 * Whether the page came without the server's "no session" hint (plugins/index-page.ts): then a
 * member is probably signed in. Read when this module loads, before the account query removes
 * the hint.
 */
const sessionLikely =
  document.querySelector('meta[name="crest-session"]')?.getAttribute("content") !== "none";

/**
 * For a likely member, starts loading the member shell and the page at this URL while the
 * account is still being asked for, instead of after it answered (one round trip less before
 * the home page shows). The router later finds the modules already loaded.
 */
export function warmMemberRoutes(config: PortalConfig, pathname: string = window.location.pathname): void {
  if (!sessionLikely) return;
  const routes = buildRoutes({
    plan: config.plan,
    pages: config.pages,
    navigation: config.props.navigation,
    account: { isMember: true },
  });
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const lazy = (route as RouteObject).lazy;
    if (typeof lazy === "function") void lazy().catch(() => undefined);
  }
}
