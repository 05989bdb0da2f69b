/** The wallet's routes, from `walletEndpoints` (spec-1 §7 Wallet), every one behind the card-number refusal. */
import { walletEndpoints as endpoints } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import { route } from "../../platform/endpoint-route.ts";
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
import { refuseCardData } from "./card-data-guard.ts";
import {
  cardSession,
  cardSetupIntent,
  deleteCard,
  getCard,
  listCards,
  updateCard,
} from "./payment-card-service.ts";
import { addWalletMethod, getWallet } from "./service.ts";

export async function walletRoutes(app: FastifyInstance) {
  refuseCardData(app);
  route(app, endpoints.get, async ({ context }) => getWallet(context));
  route(app, endpoints.addMethod, async ({ context, body }) => addWalletMethod(context, body));

  route(app, endpoints.cards, async ({ context }) => listCards(context));
  route(app, endpoints.card, async ({ context, params }) => getCard(context, params.cardId));
  route(app, endpoints.updateCard, async ({ context, params, body }) =>
    updateCard(context, params.cardId, body),
  );
  route(app, endpoints.deleteCard, async ({ context, params }) => {
    await deleteCard(context, params.cardId);
    return { success: true };
  });
  route(app, endpoints.cardIntent, async ({ context, params }) =>
    cardSetupIntent(context, params.processorId),
  );
  route(app, endpoints.cardSession, async ({ context }) => cardSession(context));

  route(app, endpoints.banks, async ({ context }) => listBanks(context));
  route(app, endpoints.addBank, async ({ context, body }) => addPortalBank(context, body));
  route(app, endpoints.bank, async ({ context, params }) => getBank(context, params.bankId));
  route(app, endpoints.updateBank, async ({ context, params, body }) =>
    updateBank(context, params.bankId, body),
  );
  route(app, endpoints.deleteBank, async ({ context, params }) => {
    await deleteBank(context, params.bankId);
    return { success: true };
  });
  route(app, endpoints.verifyBank, async ({ context, params, body }) =>
    verifyBank(context, params.bankId, body),
  );
  route(app, endpoints.plaidLink, async ({ context }) => plaidLink(context));
  route(app, endpoints.goCardlessLink, async ({ context, body }) => goCardlessLink(context, body));
}
