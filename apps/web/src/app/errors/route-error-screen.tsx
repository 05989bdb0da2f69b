import { useEffect } from "react";
import { isRouteErrorResponse } from "react-router";
import { ErrorScreen } from "../../components/results/error-screen.tsx";
import { isApiError } from "../../lib/api-error.ts";
import { screenStatusOf } from "../../lib/error-screen-status.ts";

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
 * The screen of an error the router caught. Loaded only when one happens: with the result
 * screens' illustrations and the error codes' statuses, none of which the sign-in page needs.
 */
export function RouteErrorScreen({ error }: { error: unknown }) {
  const status = statusOf(error);
  useEffect(() => {
    if (status >= 500) console.error(error);
  }, [error, status]);
  return <ErrorScreen status={status} />;
}
