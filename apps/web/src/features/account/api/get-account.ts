import type { Account } from "@crest/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { isApiError } from "../../../lib/api-error.ts";
import { call } from "../../../lib/endpoint-call.ts";
import { accountKeys } from "./account-keys.ts";

/**
 * True once, when the server marked the page as requested without any session cookie
 * (server: plugins/index-page.ts): then there is no account to ask for. Read once because
 * signing in later refetches this query on the same page.
 */
function takeSignedOutHint(): boolean {
  const hint = document.querySelector('meta[name="crest-session"]');
  if (!hint) return false;
  hint.remove();
  return hint.getAttribute("content") === "none";
}

/**
 * GET /api/account, also the session probe: the session cookie is HTTP-only, so a visitor is
 * whoever this call answers 401 for. That 401 is an answer here, not a lost session, so it
 * must not send the browser to /logout.
 */
export async function getAccount(): Promise<Account | null> {
  if (takeSignedOutHint()) return null;
  try {
    // The endpoint's schemas (and zod) load only for signed-in starts, never on the sign-in page.
    const endpoint = () =>
      import("@crest/domain/account/account.endpoints").then((m) => m.accountEndpoints.get);
    return await call(endpoint, undefined, { on401: "ignore" });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const accountQuery = queryOptions({
  queryKey: accountKeys.detail(),
  queryFn: getAccount,
  // A visitor the server marked as such is known at once: the first render is the page, not a
  // loading screen that waits a tick for a null answer.
  initialData: () => (takeSignedOutHint() ? null : undefined),
});

/** The signed-in customer, or null for a visitor. */
export const useAccount = () => useQuery(accountQuery);
