/**
 * The sandbox processor's client library (what Stripe.js is to Stripe): it sends the card to
 * the sandbox's own tokenize endpoint, never to the portal's API, and reads an intent's status
 * after a 3-D Secure challenge. Card data lives only in this call.
 */
import { camelKeys } from "@crest/domain/common/case";

export interface SandboxCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name?: string;
  addressZip?: string;
  addressCountry?: string;
}

export interface SandboxToken {
  id: string;
  card: { brand: string; last4: string; expMonth: number; expYear: number };
}

/** A refusal by the sandbox, with the card field it concerns (card.number, card.cvc, …). */
export class SandboxCardError extends Error {
  constructor(
    message: string,
    readonly field: string | undefined,
  ) {
    super(message);
  }
}

interface WireError {
  error_message?: string;
  error_details?: { field?: string; details: string }[];
}

export async function tokenizeSandboxCard(publishableKey: string, card: SandboxCard): Promise<SandboxToken> {
  const response = await fetch("/sandbox/v1/tokens", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json",
      authorization: `Bearer ${publishableKey}`,
    },
    body: JSON.stringify({
      card: {
        number: card.number.replace(/\D/g, ""),
        exp_month: card.expMonth,
        exp_year: card.expYear,
        cvc: card.cvc,
        name: card.name,
        address_zip: card.addressZip,
        address_country: card.addressCountry,
      },
    }),
  });
  const body = (await response.json()) as unknown;
  if (!response.ok) {
    const error = body as WireError;
    const detail = error.error_details?.[0];
    throw new SandboxCardError(detail?.details ?? error.error_message ?? "Card refused", detail?.field);
  }
  return camelKeys<SandboxToken>(body);
}

export type IntentStatus =
  | "requires_action"
  | "requires_confirmation"
  | "requires_payment_method"
  | "succeeded"
  | "failed";

export async function sandboxIntentStatus(intentId: string, clientSecret: string): Promise<IntentStatus> {
  const query = new URLSearchParams({ client_secret: clientSecret });
  const response = await fetch(`/sandbox/v1/payment_intents/${encodeURIComponent(intentId)}?${query}`, {
    headers: { accept: "application/json" },
  });
  if (!response.ok) return "failed";
  return ((await response.json()) as { status: IntentStatus }).status;
}

/** Where the sandbox shows its 3-D Secure challenge. */
export const sandboxChallengeUrl = (intentId: string, clientSecret: string) =>
  `/sandbox/3ds/${encodeURIComponent(intentId)}?${new URLSearchParams({ client_secret: clientSecret })}`;
