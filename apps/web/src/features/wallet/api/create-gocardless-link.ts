import { type GoCardlessLinkRequest, walletEndpoints } from "@crest/domain";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-call.ts";

/** POST /api/account/wallet/gocardless/link: a billing request and where to authorise it. */
export const useGoCardlessLink = () =>
  useMutation({
    mutationFn: (back: GoCardlessLinkRequest) => call(walletEndpoints.goCardlessLink, { body: back }),
  });
