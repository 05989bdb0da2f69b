/**
 * Stripe.js, loaded only when the club's card processor is Stripe (never for the sandbox): card
 * fields in Stripe's own iframe, a PaymentMethod id for the portal, and 3-D Secure through
 * handleCardAction.
 */
import type { Stripe, StripeCardElement } from "@stripe/stripe-js";

let loading: Promise<Stripe | null> | null = null;

export function loadStripeJs(publishableKey: string): Promise<Stripe | null> {
  loading ??= import("@stripe/stripe-js").then(({ loadStripe }) => loadStripe(publishableKey));
  return loading;
}

export async function mountStripeCard(
  publishableKey: string,
  element: HTMLElement,
): Promise<StripeCardElement> {
  const stripe = await loadStripeJs(publishableKey);
  if (!stripe) throw new Error("Stripe.js could not be loaded");
  const card = stripe.elements().create("card", { hidePostalCode: true });
  card.mount(element);
  return card;
}

export async function stripePaymentMethod(
  publishableKey: string,
  card: StripeCardElement,
  billing: { name: string; zipCode: string; country: string },
): Promise<string> {
  const stripe = await loadStripeJs(publishableKey);
  if (!stripe) throw new Error("Stripe.js could not be loaded");
  const { paymentMethod, error } = await stripe.createPaymentMethod({
    type: "card",
    card,
    billing_details: {
      name: billing.name,
      address: { postal_code: billing.zipCode, country: billing.country },
    },
  });
  if (error || !paymentMethod) throw new Error(error?.message ?? "Card refused");
  return paymentMethod.id;
}

/** Runs Stripe's authentication step; true when the member passed it. */
export async function stripeAuthenticate(publishableKey: string, clientSecret: string): Promise<boolean> {
  const stripe = await loadStripeJs(publishableKey);
  if (!stripe) return false;
  const { error } = await stripe.handleCardAction(clientSecret);
  return !error;
}
