/**
 * A local fake of the parts of Stripe's API the adapter uses, with Stripe's test payment
 * methods (pm_card_visa, pm_card_chargeDeclined, pm_card_chargeDeclinedInsufficientFunds,
 * pm_card_authenticationRequired) and micro-deposits 32 and 45. For tests only.
 */
import { type FakeAnswer, type FakeRequest, startProviderFake } from "../../../test/provider-fake.ts";

const CARDS: Record<string, { brand: string; last4: string }> = {
  pm_card_visa: { brand: "visa", last4: "4242" },
  pm_card_chargeDeclined: { brand: "visa", last4: "0002" },
  pm_card_chargeDeclinedInsufficientFunds: { brand: "visa", last4: "9995" },
  pm_card_authenticationRequired: { brand: "visa", last4: "3184" },
};

const error = (
  status: number,
  type: string,
  code: string,
  message: string,
  extra: Record<string, string> = {},
): FakeAnswer => ({
  status,
  body: { error: { type, code, message, ...extra } },
});

export async function startStripeFake(
  options: {
    /** Called before each request is answered; its promise holds the answer back (a hung provider). */
    before?: (request: FakeRequest) => Promise<void> | undefined;
  } = {},
) {
  let next = 0;
  const id = (prefix: string) => {
    next += 1;
    return `${prefix}_fake${next}`;
  };
  const intents = new Map<
    string,
    { status: string; client_secret: string; authenticated: boolean; amount: number }
  >();
  const setups = new Map<string, { failures: number; status: string }>();

  const handle = (r: FakeRequest): FakeAnswer => {
    const b = r.body as Record<string, string>;
    const [, , resource, target, action] = r.path.split("/");
    if (resource === "customers") return { body: { id: id("cus"), object: "customer", email: b.email } };
    if (resource === "ephemeral_keys")
      return { body: { id: id("ephkey"), object: "ephemeral_key", secret: `ek_test_${next}` } };
    if (resource === "payment_methods" && !target)
      return {
        body: {
          id: id("pm"),
          object: "payment_method",
          type: "us_bank_account",
          us_bank_account: {
            bank_name: "STRIPE TEST BANK",
            last4: String(b["us_bank_account[account_number]"]).slice(-4),
          },
        },
      };
    if (resource === "payment_methods" && target) {
      const card = CARDS[target];
      if (!card)
        return error(400, "invalid_request_error", "resource_missing", `No such PaymentMethod: '${target}'`);
      if (action === "attach" && target === "pm_card_chargeDeclined")
        return error(402, "card_error", "card_declined", "Your card was declined.", {
          decline_code: "generic_decline",
        });
      return {
        body: {
          id: target,
          object: "payment_method",
          card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2034 },
        },
      };
    }
    if (resource === "setup_intents" && !target) {
      const setup = { failures: 0, status: b.payment_method ? "requires_action" : "requires_payment_method" };
      const setupId = id("seti");
      setups.set(setupId, setup);
      return {
        body: {
          id: setupId,
          object: "setup_intent",
          status: setup.status,
          client_secret: `${setupId}_secret_x`,
        },
      };
    }
    if (resource === "setup_intents" && action === "verify_microdeposits") {
      const setup = setups.get(target ?? "");
      if (!setup) return error(404, "invalid_request_error", "resource_missing", "No such setup intent");
      if (setup.failures >= 10)
        return error(
          400,
          "invalid_request_error",
          "payment_method_microdeposit_verification_attempts_exceeded",
          "Exceeded",
        );
      const amounts = [b["amounts[0]"], b["amounts[1]"]].map(Number).sort((x, y) => x - y);
      if (amounts[0] !== 32 || amounts[1] !== 45) {
        setup.failures += 1;
        return error(
          400,
          "invalid_request_error",
          "payment_method_microdeposit_verification_amounts_mismatch",
          "Mismatch",
        );
      }
      setup.status = "succeeded";
      return { body: { id: target, object: "setup_intent", status: "succeeded" } };
    }
    if (resource === "payment_intents" && !target) {
      const method = b.payment_method ?? "";
      if (method === "pm_card_chargeDeclined")
        return error(402, "card_error", "card_declined", "Your card was declined.", {
          decline_code: "generic_decline",
        });
      if (method === "pm_card_chargeDeclinedInsufficientFunds")
        return error(402, "card_error", "card_declined", "Your card has insufficient funds.", {
          decline_code: "insufficient_funds",
        });
      const intentId = id("pi");
      const intent = {
        status: method === "pm_card_authenticationRequired" ? "requires_action" : "succeeded",
        client_secret: `${intentId}_secret_y`,
        authenticated: false,
        amount: Number(b.amount),
      };
      intents.set(intentId, intent);
      return { body: { id: intentId, object: "payment_intent", ...intent } };
    }
    if (resource === "payment_intents" && target) {
      const intent = intents.get(target);
      if (!intent) return error(404, "invalid_request_error", "resource_missing", "No such payment_intent");
      if (action === "confirm") intent.status = "succeeded";
      return { body: { id: target, object: "payment_intent", ...intent } };
    }
    if (resource === "refunds") return { body: { id: id("re"), object: "refund", amount: Number(b.amount) } };
    return error(404, "invalid_request_error", "unknown", `Fake has no ${r.method} ${r.path}`);
  };

  const fake = await startProviderFake(async (request) => {
    await options.before?.(request);
    return handle(request);
  });
  return {
    ...fake,
    /** What Stripe.js's handleCardAction leaves behind: the intent authenticated (or not). */
    authenticate(intentId: string, succeeded: boolean) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      intent.status = succeeded ? "requires_confirmation" : "requires_payment_method";
    },
  };
}
