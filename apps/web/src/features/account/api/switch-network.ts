import type { GlobalSwitchAnswer } from "@crest/domain";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-call.ts";
import { isNativeApp, postNativeMessage } from "../../../lib/native/native-bridge.ts";

/** A club of the member's network, as the account lists it. */
export interface NetworkClub {
  id: string;
  url: string;
}

/**
 * Where a switch begins: at the club moved to, which gives this browser a nonce and sends it
 * back here for a pass bound to it (docs/decisions/auth-and-accounts.md, "Switching between the clubs").
 */
export const switchStartUrl = (target: NetworkClub, fromCompanyId: string): string =>
  `${target.url}/global-switch/start?${new URLSearchParams({ from: fromCompanyId })}`;

/** POST /api/account/global-switch: a pass to `companyId` bound to its nonce, and where to spend it. */
export async function startNetworkSwitch(companyId: string, binding: string): Promise<GlobalSwitchAnswer> {
  // Deep and late: the account's index is on the start-up path, and zod must not be.
  const endpoint = () =>
    import("@crest/domain/account/account.endpoints").then((m) => m.accountEndpoints.startNetworkSwitch);
  return call(endpoint, { body: { companyId, binding } });
}

/**
 * Moves the member to another club of their network (spec-1 §4): in a browser, to that club's
 * portal, signed in without a second password; inside the native app, which holds one club
 * at a time, it sends the app a change-network message and the app switches itself.
 */
export function useNetworkSwitch(fromCompanyId: string) {
  return useMutation({
    mutationFn: async (target: NetworkClub) => {
      if (isNativeApp()) {
        postNativeMessage(JSON.stringify({ type: "change-network", companyId: target.id }));
        return;
      }
      window.location.assign(switchStartUrl(target, fromCompanyId));
    },
  });
}
