import type { Account } from "@crest/domain";
import { useEffect, useMemo } from "react";
import { createBrowserRouter, RouterProvider } from "react-router";
import { usePortalConfig } from "../../features/config/index.ts";
import { buildRoutes } from "./build-routes.tsx";

/**
 * The router for the current session. Signing in or out, or a change of membership (the paywall's flag included), rebuilds
 * it at the same URL, so /login turns into the plan's redirect once the session exists.
 */
export function AppRouter({ account }: { account: Account | null }) {
  const { plan, pages, props } = usePortalConfig();
  const navigation = props.navigation;
  const signedIn = account !== null;
  const isMember = account?.isMember ?? false;
  const paywall = account?.flag === "membership_failed_payment";
  const router = useMemo(
    () =>
      createBrowserRouter(
        buildRoutes({ plan, pages, navigation, account: signedIn ? { isMember, paywall } : null }),
      ),
    [plan, pages, navigation, signedIn, isMember, paywall],
  );
  useEffect(() => () => router.dispose(), [router]);
  return <RouterProvider router={router} />;
}
