import type { Account } from "@crest/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { isApiError } from "../../../lib/api-error.ts";
import { accountKeys } from "./account-keys.ts";

/**
 * GET /api/account, also the session probe: the session cookie is HTTP-only, so a visitor is
 * whoever this call answers 401 for. That 401 is an answer here, not a lost session, so it
 * must not send the browser to /logout. The server validates the answer against accountSchema.
 */
export async function getAccount(): Promise<Account | null> {
  try {
    return await api.get<Account>("/api/account", { on401: "ignore" });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const accountQuery = queryOptions({ queryKey: accountKeys.detail(), queryFn: getAccount });

/** The signed-in customer, or null for a visitor. */
export const useAccount = () => useQuery(accountQuery);
