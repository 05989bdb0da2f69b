/**
 * Coming back from a bank-link flow to /account/wallet (spec-1 §2.5 item 4): Plaid's public
 * token and account arrive in the address; a GoCardless billing request was remembered before
 * leaving (its flow returns to the plain address). Both are added once, then forgotten.
 */
import type { Account } from "@crest/domain";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import type { AddWalletMethod } from "../api/add-wallet-method.ts";

const BILLING_REQUEST_KEY = "crest.gocardless.billingRequest";

export const rememberBillingRequest = (id: string) => sessionStorage.setItem(BILLING_REQUEST_KEY, id);

/** What the return carries, as an add-method body; null when nothing came back. */
export function linkReturnOf(search: string, account: Account | null | undefined): AddWalletMethod | null {
  const params = new URLSearchParams(search);
  const publicToken = params.get("plaid_public_token");
  const accountId = params.get("plaid_account_id");
  if (publicToken && accountId)
    return { tokenType: "plaid", token: publicToken, accountId, billingUse: "none" };
  const billingRequest = sessionStorage.getItem(BILLING_REQUEST_KEY);
  if (billingRequest && account) {
    sessionStorage.removeItem(BILLING_REQUEST_KEY);
    return {
      tokenType: "gocardless",
      token: billingRequest,
      billingUse: "none",
      billingDetails: {
        name: account.fullName,
        zipCode: account.zipCode ?? "",
        country: account.country ?? "US",
        ...(account.address ? { address: account.address } : {}),
        ...(account.city ? { city: account.city } : {}),
        ...(account.state ? { state: account.state } : {}),
      },
    };
  }
  return null;
}

/** Adds what a link flow brought back, once, and cleans the address. */
export function useBankLinkReturn(
  account: Account | null | undefined,
  add: (method: AddWalletMethod) => void,
) {
  const location = useLocation();
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !account) return;
    const method = linkReturnOf(location.search, account);
    if (!method) return;
    done.current = true;
    if (method.tokenType === "plaid") navigate({ pathname: location.pathname }, { replace: true });
    add(method);
  }, [account, location.search, location.pathname, navigate, add]);
}
