import type { Account } from "@crest/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { createBrowserRouter, RouterProvider } from "react-router";
import { usePortalConfig } from "../../features/config/index.ts";
import { buildRoutes } from "./build-routes.tsx";
import { useIntentPrefetch } from "./use-intent-prefetch.ts";

/**
 * The router for the current session. Signing in or out, or a change of membership (the paywall's flag included), rebuilds
 * it at the same URL, so /login turns into the plan's redirect once the session exists.
 */
export function AppRouter({ account }: { account: Account | null }) {
  const { plan, pages, props } = usePortalConfig();
  const queryClient = useQueryClient();
  const navigation = props.navigation;
  const signedIn = account !== null;
  const isMember = account?.isMember ?? false;
  const paywall = account?.flag === "membership_failed_payment";
  const routes = useMemo(
    () =>
      buildRoutes({
        plan,
        pages,
        navigation,
        account: signedIn ? { isMember, paywall } : null,
        queryClient,
      }),
    [plan, pages, navigation, signedIn, isMember, paywall, queryClient],
  );
  const router = useMemo(() => createBrowserRouter(routes), [routes]);
  useEffect(() => () => router.dispose(), [router]);
  // A link's intent starts its screen's code and data (issue 24 item 11).
  useIntentPrefetch(router, routes, signedIn);
  return <RouterProvider router={router} />;
}
