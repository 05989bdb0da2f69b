import { lazy, Suspense, useEffect } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { isApiError, screenStatusOf } from "../../lib/api-error.ts";
import { withAntdTheme } from "../../lib/theme/load-antd-theme.tsx";

// The result screens carry large illustrations; they load only when an error happens.
const ErrorScreen = lazy(async () => ({
  default: await withAntdTheme(
    async () => (await import("../../components/results/error-screen.tsx")).ErrorScreen,
  ),
}));

/**
 * The status an error's screen is chosen by: an API error's (its code, then the payload's status,
 * then the HTTP status: spec-1 §8), a thrown route response's, else 500.
 */
export function statusOf(error: unknown): number {
  if (isApiError(error)) return screenStatusOf(error);
  if (isRouteErrorResponse(error)) return error.status;
  return 500;
}

/**
 * The router's error boundary (spec-1 §2.4): API errors map to the forbidden, not-found or
 * generic screen. react-router drops the error on the next navigation, so the boundary
 * resets when the path changes.
 */
export function RouteError() {
  const error = useRouteError();
  const status = statusOf(error);
  useEffect(() => {
    if (status >= 500) console.error(error);
  }, [error, status]);
  return (
    <Suspense fallback={null}>
      <ErrorScreen status={status} />
    </Suspense>
  );
}
