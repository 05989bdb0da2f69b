/** The member's cards, their subscriptions and the club's plans (spec-1 §7 Memberships). */
import type { MembershipCard, MembershipPlan, Subscription } from "@crest/domain";
import { AppError } from "../../lib/errors.ts";
import { customerIdOf, type ServiceContext } from "../../platform/service-context.ts";
import { findCustomers, getCustomer } from "../customers/index.ts";
import { enqueueMail } from "../mail/index.ts";
import { billingSourceFor } from "../wallet/index.ts";
import type { PassContent } from "./passes.ts";
import { passLinksOf } from "./passes.ts";
import {
  cardsOf,
  getCard,
  getOwnCard,
  getPlan,
  listPlans,
  plansByIds,
  subscriptionsOf,
  subscriptionsOfCards,
} from "./repository.ts";
import type { MembershipCardRow, MembershipSubscriptionRow } from "./tables.ts";
import { cardView, planView, subscriptionView } from "./views.ts";

/** GET /api/memberships: the club's active plans. */
export async function clubPlans(context: ServiceContext): Promise<MembershipPlan[]> {
  return (await listPlans(context.scope)).map(planView);
}

/** The subscription as the member sees it, with the method billing will charge. */
export async function subscriptionFor(
  context: ServiceContext,
  row: MembershipSubscriptionRow,
): Promise<Subscription> {
  const source = await billingSourceFor(context, row.customerId);
  const wallet = source?.walletMethodId
    ? { id: source.walletMethodId, brand: source.brand, lastFour: source.lastFour }
    : null;
  return subscriptionView(row, wallet, context.tenant.config.intl.timezone);
}

async function cardViews(context: ServiceContext, cards: MembershipCardRow[]): Promise<MembershipCard[]> {
  const [plans, subscriptions, holders] = await Promise.all([
    plansByIds(context.scope, [...new Set(cards.map((card) => card.planId))]),
    subscriptionsOfCards(
      context.scope,
      cards.map((card) => card.id),
    ),
    findCustomers(context.scope, [...new Set(cards.flatMap((card) => card.customerId ?? []))]),
  ]);
  const subscriptionViews = new Map(
    await Promise.all(
      subscriptions.map(async (row) => [row.cardId, await subscriptionFor(context, row)] as const),
    ),
  );
  return cards.map((card) => {
    const plan = plans.find((candidate) => candidate.id === card.planId);
    const holder = holders.find((candidate) => candidate.id === card.customerId);
    if (!plan || !holder) throw new Error("a membership card without its plan or holder");
    return cardView(
      card,
      plan,
      holder,
      subscriptionViews.get(card.id) ?? null,
      passLinksOf(context, card.id),
    );
  });
}

/** GET /api/account/memberships: the signed-in member's cards. */
export async function myCards(context: ServiceContext): Promise<MembershipCard[]> {
  return cardViews(context, await cardsOf(context.scope, customerIdOf(context)));
}

/** GET /api/account/memberships/{id}: one of the member's cards. */
export async function myCard(context: ServiceContext, cardId: string): Promise<MembershipCard> {
  const [view] = await cardViews(context, [await getOwnCard(context.scope, customerIdOf(context), cardId)]);
  if (!view) throw new AppError("not_found");
  return view;
}

/** GET /api/account/memberships/{id}/subscription: the card's subscription (404 without one). */
export async function cardSubscription(context: ServiceContext, cardId: string): Promise<Subscription> {
  const card = await getOwnCard(context.scope, customerIdOf(context), cardId);
  const [row] = await subscriptionsOfCards(context.scope, [card.id]);
  if (!row) throw new AppError("not_found");
  return subscriptionFor(context, row);
}

/** GET /api/account/subscriptions: every subscription of the member. */
export async function mySubscriptions(context: ServiceContext): Promise<Subscription[]> {
  const rows = await subscriptionsOf(context.scope, customerIdOf(context));
  return Promise.all(rows.map((row) => subscriptionFor(context, row)));
}

/**
 * A card's code (QR image, wallet passes, the mailed card) is served only while the card is
 * active: an inactive card (a paywalled member's, a suspended sub-member's) or an invitation
 * not yet accepted is a 409 card_inactive.
 */
function withUsableCode(card: MembershipCardRow): MembershipCardRow & { customerId: string } {
  if (card.status !== "active" || !card.customerId) throw new AppError("card_inactive");
  return { ...card, customerId: card.customerId };
}

/**
 * A card whose passes the member may take: their own, or a sub-member's card under one of
 * theirs, while it is active. Another member's card (or another club's) is a 404.
 */
export async function cardForPasses(context: ServiceContext, cardId: string) {
  const customerId = customerIdOf(context);
  const card = await getCard(context.scope, cardId);
  if (card.customerId === customerId) return withUsableCode(card);
  if (card.parentCardId) {
    const parent = await getCard(context.scope, card.parentCardId);
    if (parent.customerId === customerId) return withUsableCode(card);
  }
  throw new AppError("not_found");
}

/** What the card's passes show; a sub-member's card shows the name on the family card. */
export async function passContentOf(
  context: ServiceContext,
  card: MembershipCardRow & { customerId: string },
): Promise<PassContent> {
  const [plan, holder] = await Promise.all([
    getPlan(context.scope, card.planId),
    getCustomer(context.scope, card.customerId),
  ]);
  const name = card.parentCardId
    ? `${card.holderFirstName ?? ""} ${card.holderLastName ?? ""}`
    : `${holder.firstName} ${holder.lastName}`;
  return {
    cardId: card.id,
    cardNumber: card.cardNumber,
    holderName: name.trim(),
    planTitle: plan.title,
    backgroundColor: plan.backgroundColor,
    foregroundColor: plan.foregroundColor,
    expirationDate: card.expirationDate,
  };
}

/** The card by id alone, for the /passbook page opened from a mailed link on the phone; active only. */
export const cardById = async (context: ServiceContext, cardId: string) =>
  withUsableCode(await getCard(context.scope, cardId));

const CARD_MAIL = {
  en: {
    subject: (plan: string) => `Your ${plan} card`,
    body: (name: string, plan: string, number: string, link: string) =>
      `Hello ${name},\n\nHere is your ${plan} membership card.\n\nCard number: ${number}\n\nOpen this link on your phone to add it to your wallet or show its QR code:\n\n${link}`,
  },
  es: {
    subject: (plan: string) => `Su tarjeta ${plan}`,
    body: (name: string, plan: string, number: string, link: string) =>
      `Hola ${name}:\n\nAquí tiene su tarjeta de membresía ${plan}.\n\nNúmero de tarjeta: ${number}\n\nAbra este enlace en su teléfono para añadirla a su cartera o mostrar su código QR:\n\n${link}`,
  },
} as const;

/** POST /api/account/memberships/{id}/send: e-mails the card to its holder through the outbox. */
export async function sendCard(context: ServiceContext, cardId: string) {
  const card = await cardForPasses(context, cardId);
  const content = await passContentOf(context, card);
  const holder = await getCustomer(context.scope, card.customerId);
  const wording = CARD_MAIL[context.language];
  await enqueueMail(context, {
    to: holder.email,
    subject: wording.subject(content.planTitle),
    text: wording.body(
      holder.firstName,
      content.planTitle,
      content.cardNumber,
      passLinksOf(context, card.id).passbook.wallet,
    ),
    kind: "membership_card",
  });
  return { success: true, message: "E-mail sent" };
}
