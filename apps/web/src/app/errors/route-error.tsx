import { lazy, Suspense } from "react";
import { useRouteError } from "react-router";
import { withAntdTheme } from "../../lib/theme/load-antd-theme.tsx";

// The result screens carry large illustrations, and choosing one needs every error code's
// status: they load only when an error happens.
const RouteErrorScreen = lazy(async () => ({
  default: await withAntdTheme(async () => (await import("./route-error-screen.tsx")).RouteErrorScreen),
}));

/**
 * The router's error boundary (spec-1 §2.4): API errors map to the forbidden, not-found or
 * generic screen. react-router drops the error on the next navigation, so the boundary
 * resets when the path changes.
 */
export function RouteError() {
  const error = useRouteError();
  return (
    <Suspense fallback={null}>
      <RouteErrorScreen error={error} />
    </Suspense>
  );
}
