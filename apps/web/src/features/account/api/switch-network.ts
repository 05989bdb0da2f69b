import type { GlobalSwitchAnswer } from "@crest/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { isNativeApp, postNativeMessage } from "../../../lib/native/native-bridge.ts";

/** POST /api/account/global-switch: the other club's one-use address that signs the member in. */
export async function startNetworkSwitch(companyId: string): Promise<GlobalSwitchAnswer> {
  // Deep and late: the account's index is on the start-up path, and zod must not be.
  const { globalSwitchAnswerSchema } = await import("@crest/domain/account/account.schemas");
  return api.post("/api/account/global-switch", { body: { companyId }, schema: globalSwitchAnswerSchema });
}

/**
 * Moves the member to another club of their network (spec-1 §4): in a browser, to that club's
 * portal, signed in without a second password; inside the native app, which holds one club
 * at a time, it sends the app a change-network message and the app switches itself.
 */
export function useNetworkSwitch() {
  return useMutation({
    mutationFn: async (companyId: string) => {
      if (isNativeApp()) {
        postNativeMessage(JSON.stringify({ type: "change-network", companyId }));
        return;
      }
      const { url } = await startNetworkSwitch(companyId);
      window.location.assign(url);
    },
  });
}
