/** /api/account/wallet/cards and the Stripe card helpers (spec-1 §7 Wallet). */
import {
  actionResultSchema,
  apiErrorSchema,
  cardIdParamsSchema,
  cardIntentSchema,
  cardSchema,
  cardSessionSchema,
  processorIdParamsSchema,
  updateCardSchema,
} from "@crest/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { contextOf } from "../../platform/contexts.ts";
import { cardSession, cardSetupIntent, deleteCard, getCard, listCards, updateCard } from "./card-service.ts";

const tags = ["wallet"];
export const walletErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  402: apiErrorSchema,
  404: apiErrorSchema,
  502: apiErrorSchema,
};
const access = { access: "customer" } as const;

export async function cardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/account/wallet/cards",
    {
      config: access,
      schema: {
        tags,
        summary: "The member's cards",
        response: { 200: z.array(cardSchema), ...walletErrors },
      },
    },
    async (request) => listCards(contextOf(request)),
  );

  app.get(
    "/api/account/wallet/cards/:cardId",
    {
      config: access,
      schema: {
        tags,
        summary: "One of the member's cards",
        params: cardIdParamsSchema,
        response: { 200: cardSchema, ...walletErrors },
      },
    },
    async (request) => getCard(contextOf(request), request.params.cardId),
  );

  app.patch(
    "/api/account/wallet/cards/:cardId",
    {
      config: access,
      schema: {
        tags,
        summary: "Edit a card: nickname, expiry, billing details, billing use",
        params: cardIdParamsSchema,
        body: updateCardSchema,
        response: { 200: cardSchema, ...walletErrors },
      },
    },
    async (request) => updateCard(contextOf(request), request.params.cardId, request.body),
  );

  app.delete(
    "/api/account/wallet/cards/:cardId",
    {
      config: access,
      schema: {
        tags,
        summary: "Remove a card",
        params: cardIdParamsSchema,
        response: { 200: actionResultSchema, ...walletErrors },
      },
    },
    async (request) => {
      await deleteCard(contextOf(request), request.params.cardId);
      return { success: true };
    },
  );

  app.get(
    "/api/account/wallet/stripe/:processorId/intent",
    {
      config: access,
      schema: {
        tags,
        summary: "A setup intent's secret for the processor's card form",
        params: processorIdParamsSchema,
        response: { 200: cardIntentSchema, ...walletErrors },
      },
    },
    async (request) => cardSetupIntent(contextOf(request), request.params.processorId),
  );

  app.get(
    "/api/account/wallet/stripe/session",
    {
      config: access,
      schema: {
        tags,
        summary: "A card session id and token for the processor's client",
        response: { 200: cardSessionSchema, ...walletErrors },
      },
    },
    async (request) => cardSession(contextOf(request)),
  );
}
