/** The wallet's routes (spec-1 §7 Wallet), every one behind the card-number refusal. */
import { addWalletMethodSchema, bankAccountSchema, cardSchema, walletSchema } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { contextOf } from "../../platform/contexts.ts";
import { bankRoutes } from "./bank-routes.ts";
import { refuseCardData } from "./card-data-guard.ts";
import { cardRoutes, walletErrors } from "./card-routes.ts";
import { addWalletMethod, getWallet } from "./wallet-service.ts";

const tags = ["wallet"];

export async function walletRoutes(fastify: FastifyInstance) {
  refuseCardData(fastify);
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/account/wallet",
    {
      config: { access: "customer" },
      schema: {
        tags,
        summary: "Cards and bank accounts, and the house account when enabled",
        response: { 200: walletSchema, ...walletErrors },
      },
    },
    async (request) => getWallet(contextOf(request)),
  );

  app.post(
    "/api/account/wallet",
    {
      config: { access: "customer" },
      schema: {
        tags,
        summary:
          "Add a method by token type: a card token, a Plaid public token, a GoCardless billing request",
        body: addWalletMethodSchema,
        response: { 201: z.union([cardSchema, bankAccountSchema]), ...walletErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await addWalletMethod(contextOf(request), request.body)),
  );

  await app.register(cardRoutes);
  await app.register(bankRoutes);
}
