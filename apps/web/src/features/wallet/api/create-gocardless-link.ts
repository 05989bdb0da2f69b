import {
  type GoCardlessLink,
  type GoCardlessLinkRequest,
  goCardlessLinkRequestSchema,
  goCardlessLinkSchema,
} from "@crest/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** POST /api/account/wallet/gocardless/link: a billing request and where to authorise it. */
export const createGoCardlessLink = (back: GoCardlessLinkRequest): Promise<GoCardlessLink> =>
  api.post("/api/account/wallet/gocardless/link", {
    body: back,
    bodySchema: goCardlessLinkRequestSchema,
    schema: goCardlessLinkSchema,
  });

export const useGoCardlessLink = () => useMutation({ mutationFn: createGoCardlessLink });
