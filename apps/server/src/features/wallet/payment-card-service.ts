/** Cards in the wallet (spec-1 §2.5 items 1–2, §7): added from a processor's token, edited, removed. */
import type { BillingDetails, Card, CardIntent, CardSession, UpdateCard } from "@crest/domain";
import { cardNameOf, FIELD_MESSAGES, isCardExpired } from "@crest/domain";
import { AppError, fieldError, NotFoundError } from "../../lib/errors.ts";
import { customerIdOf, type ServiceContext } from "../../platform/service-context.ts";
import {
  cardProcessorOf,
  processorConfig,
  processorCustomerFor,
  processorFor,
  processorsOf,
} from "../payments/index.ts";
import { assertRemovable, insertWithUse, saveBillingUse } from "./billing-use.ts";
import { deleteMethod, findMethodByRef, getMethod, listMethods, updateMethod } from "./method-repository.ts";
import { cardView } from "./method-views.ts";

export interface NewCard {
  token: string;
  paymentProcessorId: string;
  nickname: string;
  billingUse: Card["billingUse"];
  billingDetails: BillingDetails;
}

/** The signed-in member's cards, oldest first. */
export async function listCards(context: ServiceContext): Promise<Card[]> {
  return (await listMethods(context.scope, customerIdOf(context), "card")).map(cardView);
}

export async function getCard(context: ServiceContext, cardId: string): Promise<Card> {
  return cardView(await getMethod(context.scope, customerIdOf(context), "card", cardId));
}

const billingColumns = (details: BillingDetails) => ({
  billingName: cardNameOf(details.name),
  billingZip: details.zipCode,
  billingCountry: details.country,
});

/**
 * Keeps a card the processor tokenized: attached to the member there, checked against the
 * brands the processor accepts, then saved with its use. Adding the same card twice answers it.
 */
export async function addCard(context: ServiceContext, input: NewCard, customerId = customerIdOf(context)) {
  const config = processorConfig(context, input.paymentProcessorId);
  if (config.cardsAccepted.length === 0) throw new AppError("method_not_supported");
  const processor = await processorFor(context, config.id);
  const customer = await processorCustomerFor(context, config.id, processor, customerId);
  const saved = await processor.attachCard(customer, input.token);
  if (!config.cardsAccepted.map((brand) => brand.toLowerCase()).includes(saved.brand.toLowerCase())) {
    await processor.detachCard(saved.providerRef);
    throw new AppError("card_error", { details: { details: `${saved.brand} cards are not accepted` } });
  }
  const known = await findMethodByRef(context.scope, customerId, config.id, saved.providerRef);
  if (known) return cardView(known);
  const row = await insertWithUse(context, {
    customerId,
    kind: "card",
    processorId: config.id,
    integration: processor.integration,
    providerRef: saved.providerRef,
    brand: saved.brand,
    nickname: input.nickname,
    billingUse: input.billingUse,
    lastFour: saved.lastFour,
    expMonth: saved.expMonth,
    expYear: saved.expYear,
    ...billingColumns(input.billingDetails),
    verified: true,
  });
  return cardView(row);
}

/** spec-1 §2.5 item 2: nickname, expiry, billing details and use; the processor's copy follows. */
export async function updateCard(
  context: ServiceContext,
  cardId: string,
  changes: UpdateCard,
): Promise<Card> {
  const customerId = customerIdOf(context);
  const card = await getMethod(context.scope, customerId, "card", cardId);
  const expMonth = changes.expMonth ?? card.expMonth ?? 1;
  const expYear = changes.expYear ?? card.expYear ?? 2000;
  const expiryChanged = changes.expMonth !== undefined || changes.expYear !== undefined;
  if (expiryChanged && isCardExpired(expMonth, expYear))
    throw fieldError(
      changes.expYear !== undefined ? "exp_year" : "exp_month",
      FIELD_MESSAGES.card_expiry_past,
    );
  const billing = changes.billingDetails ? billingColumns(changes.billingDetails) : {};
  if (changes.expMonth !== undefined || changes.expYear !== undefined || changes.billingDetails) {
    const processor = await processorFor(context, card.processorId);
    await processor.updateCard(card.providerRef, {
      expMonth,
      expYear,
      billingDetails: changes.billingDetails ?? {
        name: card.billingName,
        zipCode: card.billingZip,
        country: card.billingCountry,
      },
    });
  }
  const values = {
    ...(changes.nickname !== undefined ? { nickname: changes.nickname } : {}),
    expMonth,
    expYear,
    ...billing,
  };
  const row =
    changes.billingUse !== undefined
      ? await saveBillingUse(context, customerId, cardId, changes.billingUse, values)
      : await updateMethod(context.scope, customerId, cardId, values);
  return cardView(row);
}

/** Removes a card: detached at the processor first, so the portal never forgets one still held there. */
export async function deleteCard(context: ServiceContext, cardId: string): Promise<void> {
  const customerId = customerIdOf(context);
  const card = await getMethod(context.scope, customerId, "card", cardId);
  await assertRemovable(context, customerId, card);
  await (await processorFor(context, card.processorId)).detachCard(card.providerRef);
  await deleteMethod(context.scope, customerId, cardId);
}

/** GET /api/account/wallet/stripe/{id}/intent: a setup intent for the processor's card form. */
export async function cardSetupIntent(context: ServiceContext, processorId: string): Promise<CardIntent> {
  if (!processorsOf(context).some((candidate) => candidate.id === processorId)) throw new NotFoundError();
  const processor = await processorFor(context, processorId);
  return processor.createCardSetup(await processorCustomerFor(context, processorId, processor));
}

/** GET /api/account/wallet/stripe/session: a short-lived key for the card processor's client. */
export async function cardSession(context: ServiceContext): Promise<CardSession> {
  const config = cardProcessorOf(context);
  if (!config) throw new AppError("not_setup");
  const processor = await processorFor(context, config.id);
  return processor.createCardSession(await processorCustomerFor(context, config.id, processor));
}
