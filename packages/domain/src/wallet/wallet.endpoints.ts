/** The wallet's endpoints (spec-1 §7 Wallet): cards, bank accounts and the processors' link helpers. */
import { z } from "zod";
import { actionResultSchema } from "../auth/auth.schemas.ts";
import { defineEndpoint } from "../common/endpoint.ts";
import {
  addPortalBankSchema,
  addWalletMethodSchema,
  bankAccountSchema,
  bankIdParamsSchema,
  cardIdParamsSchema,
  cardIntentSchema,
  cardSchema,
  cardSessionSchema,
  goCardlessLinkRequestSchema,
  goCardlessLinkSchema,
  plaidLinkSchema,
  processorIdParamsSchema,
  updateBankSchema,
  updateCardSchema,
  verifyBankSchema,
  walletSchema,
} from "./wallet.schemas.ts";

const common = { access: "customer", tags: ["wallet"], errors: [400, 401, 402, 404, 502] } as const;
const card = { ...common, path: "/api/account/wallet/cards/:cardId", params: cardIdParamsSchema } as const;
const bank = { ...common, path: "/api/account/wallet/banks/:bankId", params: bankIdParamsSchema } as const;

export const walletEndpoints = {
  get: defineEndpoint({
    ...common,
    method: "GET",
    path: "/api/account/wallet",
    summary: "Cards and bank accounts, and the house account when enabled",
    answer: walletSchema,
  }),
  addMethod: defineEndpoint({
    ...common,
    method: "POST",
    path: "/api/account/wallet",
    summary: "Add a method by token type: a card token, a Plaid public token, a GoCardless billing request",
    body: addWalletMethodSchema,
    answer: z.union([cardSchema, bankAccountSchema]),
    status: 201,
  }),
  cards: defineEndpoint({
    ...common,
    method: "GET",
    path: "/api/account/wallet/cards",
    summary: "The member's cards",
    answer: z.array(cardSchema),
  }),
  card: defineEndpoint({ ...card, method: "GET", summary: "One of the member's cards", answer: cardSchema }),
  updateCard: defineEndpoint({
    ...card,
    method: "PATCH",
    summary: "Edit a card: nickname, expiry, billing details, billing use",
    body: updateCardSchema,
    answer: cardSchema,
  }),
  deleteCard: defineEndpoint({
    ...card,
    method: "DELETE",
    summary: "Remove a card",
    answer: actionResultSchema,
  }),
  cardIntent: defineEndpoint({
    ...common,
    method: "GET",
    path: "/api/account/wallet/stripe/:processorId/intent",
    summary: "A setup intent's secret for the processor's card form",
    params: processorIdParamsSchema,
    answer: cardIntentSchema,
  }),
  cardSession: defineEndpoint({
    ...common,
    method: "GET",
    path: "/api/account/wallet/stripe/session",
    summary: "A card session id and token for the processor's client",
    answer: cardSessionSchema,
  }),
  banks: defineEndpoint({
    ...common,
    method: "GET",
    path: "/api/account/wallet/banks",
    summary: "The member's bank accounts",
    answer: z.array(bankAccountSchema),
  }),
  addBank: defineEndpoint({
    ...common,
    method: "POST",
    path: "/api/account/wallet/banks",
    summary: "Add a bank account sealed in the browser with the club's public key (tokenType 'portal')",
    body: addPortalBankSchema,
    answer: bankAccountSchema,
    status: 201,
  }),
  bank: defineEndpoint({
    ...bank,
    method: "GET",
    summary: "One of the member's bank accounts",
    answer: bankAccountSchema,
  }),
  updateBank: defineEndpoint({
    ...bank,
    method: "PATCH",
    summary: "Rename a verified bank account",
    body: updateBankSchema,
    answer: bankAccountSchema,
  }),
  deleteBank: defineEndpoint({
    ...bank,
    method: "DELETE",
    summary: "Remove a bank account",
    answer: actionResultSchema,
  }),
  verifyBank: defineEndpoint({
    ...bank,
    method: "POST",
    path: "/api/account/wallet/banks/:bankId/verify",
    summary: "Verify a bank account with its two deposits (amount_1, amount_2 in cents)",
    body: verifyBankSchema,
    answer: bankAccountSchema,
  }),
  plaidLink: defineEndpoint({
    ...common,
    method: "GET",
    path: "/api/account/wallet/plaid/link",
    summary: "A Plaid Link token",
    answer: plaidLinkSchema,
  }),
  goCardlessLink: defineEndpoint({
    ...common,
    method: "POST",
    path: "/api/account/wallet/gocardless/link",
    summary: "A GoCardless billing request and its authorisation address",
    body: goCardlessLinkRequestSchema,
    answer: goCardlessLinkSchema,
  }),
};
