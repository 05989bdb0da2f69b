/** /api/account/wallet/banks and the bank-link sessions (spec-1 §7 Wallet). */
import {
  actionResultSchema,
  addPortalBankSchema,
  bankAccountSchema,
  bankIdParamsSchema,
  goCardlessLinkRequestSchema,
  goCardlessLinkSchema,
  plaidLinkSchema,
  updateBankSchema,
  verifyBankSchema,
} from "@crest/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { contextOf } from "../../platform/contexts.ts";
import {
  addPortalBank,
  deleteBank,
  getBank,
  goCardlessLink,
  listBanks,
  plaidLink,
  updateBank,
  verifyBank,
} from "./bank-service.ts";
import { walletErrors } from "./card-routes.ts";

const tags = ["wallet"];
const access = { access: "customer" } as const;

export async function bankRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/account/wallet/banks",
    {
      config: access,
      schema: {
        tags,
        summary: "The member's bank accounts",
        response: { 200: z.array(bankAccountSchema), ...walletErrors },
      },
    },
    async (request) => listBanks(contextOf(request)),
  );

  app.post(
    "/api/account/wallet/banks",
    {
      config: access,
      schema: {
        tags,
        summary: "Add a bank account sealed in the browser with the club's public key (tokenType 'portal')",
        body: addPortalBankSchema,
        response: { 201: bankAccountSchema, ...walletErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await addPortalBank(contextOf(request), request.body)),
  );

  app.get(
    "/api/account/wallet/banks/:bankId",
    {
      config: access,
      schema: {
        tags,
        summary: "One of the member's bank accounts",
        params: bankIdParamsSchema,
        response: { 200: bankAccountSchema, ...walletErrors },
      },
    },
    async (request) => getBank(contextOf(request), request.params.bankId),
  );

  app.patch(
    "/api/account/wallet/banks/:bankId",
    {
      config: access,
      schema: {
        tags,
        summary: "Rename a verified bank account",
        params: bankIdParamsSchema,
        body: updateBankSchema,
        response: { 200: bankAccountSchema, ...walletErrors },
      },
    },
    async (request) => updateBank(contextOf(request), request.params.bankId, request.body),
  );

  app.delete(
    "/api/account/wallet/banks/:bankId",
    {
      config: access,
      schema: {
        tags,
        summary: "Remove a bank account",
        params: bankIdParamsSchema,
        response: { 200: actionResultSchema, ...walletErrors },
      },
    },
    async (request) => {
      await deleteBank(contextOf(request), request.params.bankId);
      return { success: true };
    },
  );

  app.post(
    "/api/account/wallet/banks/:bankId/verify",
    {
      config: access,
      schema: {
        tags,
        summary: "Verify a bank account with its two deposits (amount_1, amount_2 in cents)",
        params: bankIdParamsSchema,
        body: verifyBankSchema,
        response: { 200: bankAccountSchema, ...walletErrors },
      },
    },
    async (request) => verifyBank(contextOf(request), request.params.bankId, request.body),
  );

  app.get(
    "/api/account/wallet/plaid/link",
    {
      config: access,
      schema: { tags, summary: "A Plaid Link token", response: { 200: plaidLinkSchema, ...walletErrors } },
    },
    async (request) => plaidLink(contextOf(request)),
  );

  app.post(
    "/api/account/wallet/gocardless/link",
    {
      config: access,
      schema: {
        tags,
        summary: "A GoCardless billing request and its authorisation address",
        body: goCardlessLinkRequestSchema,
        response: { 200: goCardlessLinkSchema, ...walletErrors },
      },
    },
    async (request) => goCardlessLink(contextOf(request), request.body),
  );
}
