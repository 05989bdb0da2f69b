/**
 * The sandbox processor's JSON endpoints (its pages are documents, outside the API): the
 * tokenize endpoint, the one place a card number may be sent, and an intent's status for its
 * client library. The web reaches them through that client library (wallet/processors), as it
 * would a real provider's.
 */
import { defineEndpoint } from "../common/endpoint.ts";
import {
  sandboxClientSecretQuerySchema,
  sandboxIntentParamsSchema,
  sandboxIntentStatusSchema,
  sandboxTokenRequestSchema,
  sandboxTokenSchema,
} from "./sandbox.schemas.ts";

const common = { access: "public", tags: ["sandbox"], errors: [400, 401, 404, 429] } as const;

export const sandboxEndpoints = {
  tokens: defineEndpoint({
    ...common,
    method: "POST",
    path: "/sandbox/v1/tokens",
    summary: "Sandbox: tokenize a test card (the only endpoint a card number may be sent to)",
    body: sandboxTokenRequestSchema,
    answer: sandboxTokenSchema,
    status: 201,
  }),
  intentStatus: defineEndpoint({
    ...common,
    method: "GET",
    path: "/sandbox/v1/payment_intents/:intentId",
    summary: "Sandbox: an intent's status, for its client library after a challenge",
    params: sandboxIntentParamsSchema,
    query: sandboxClientSecretQuerySchema,
    answer: sandboxIntentStatusSchema,
  }),
};
