/** Wallet answers on the wire (snake_case), for tests of the wallet and of the screens that pay. */

/** A saved Visa card, the default method, as GET /api/account/wallet lists it. */
export const cardOnWire = (overrides: Record<string, unknown> = {}) => ({
  id: "0c0ffee0-0000-4000-8000-000000000001",
  brand: "visa",
  nickname: "Everyday Visa",
  billing_use: "default",
  default: true,
  status: "active",
  exp_month: 12,
  exp_year: 2030,
  last_four: "4242",
  billing_details: { name: "Ada Lovelace", zip_code: "02840", country: "US" },
  verified: true,
  payment_type: "creditcard",
  type: "sandbox",
  payment_processor_id: "sandbox",
  created_on: "2026-01-01T00:00:00.000Z",
  full_expiration: "12 / 30",
  customer_id: "cu",
  ...overrides,
});

/** A payment result (spec-1 §3), unsuccessful and without an authentication step unless overridden. */
export const paymentResultOnWire = (overrides: Record<string, unknown> = {}) => ({
  amount: 25.5,
  amount_charged: 0,
  success: false,
  error: null,
  transaction: null,
  action_code: null,
  client_secret: null,
  payment_intent_id: null,
  ...overrides,
});
