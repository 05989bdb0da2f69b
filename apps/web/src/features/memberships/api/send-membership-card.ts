import { actionResultSchema, sendCardSchema } from "@crest/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** POST /api/account/memberships/{id}/send {action: 'email'}: the card e-mailed to its holder. */
export const sendMembershipCard = (id: string) =>
  api.post(`/api/account/memberships/${encodeURIComponent(id)}/send`, {
    body: { action: "email" },
    bodySchema: sendCardSchema,
    schema: actionResultSchema,
  });

export const useSendMembershipCard = () => useMutation({ mutationFn: sendMembershipCard });
