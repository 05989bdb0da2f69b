/** Commerce helpers for tests: shop products with stock, a member's cart and checkout requests. */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { TenantScope } from "../db/tenant-scope.ts";
import { DEMO } from "../demo/demo-ids.ts";
import { customerSessions } from "../features/auth/tables.ts";
import { catalogueProducts, catalogueVariants } from "../features/catalogue/tables.ts";
import { customers } from "../features/customers/tables.ts";
import { payments } from "../features/payments/tables.ts";
import { newToken, tokenHash } from "../lib/secret-tokens.ts";
import { asMember, type Member } from "./customer-session.ts";
import { json } from "./test-app.ts";
import { billingDetails, sandboxToken } from "./wallet.ts";

const harbor = (app: FastifyInstance) => new TenantScope(app.platformDb, DEMO.harbor.companyId);

/** A Harbor shop product with `onHand` units (and, with `variants`, stock per variant instead). */
export async function shopProduct(
  app: FastifyInstance,
  values: Partial<typeof catalogueProducts.$inferInsert> & { variants?: number[] } = {},
  scope = harbor(app),
) {
  const { variants = [], ...product } = values;
  const row = await scope.insertOne(catalogueProducts, {
    name: `Test product ${randomUUID().slice(0, 6)}`,
    priceCents: 2_000,
    hasInventory: true,
    onHand: 10,
    weightGrams: 500,
    ...product,
  });
  const variantRows = variants.length
    ? await scope
        .insert(catalogueVariants)
        .values(
          variants.map((onHand, index) => ({
            productId: row.id,
            attributes: [{ name: "Size", value: `S${index}` }],
            onHand,
          })),
        )
        .returning()
    : [];
  return { ...row, variants: variantRows };
}

/** A product's (or variant's) stock now. */
export async function stockOf(app: FastifyInstance, productId: string, variantId?: string) {
  const scope = harbor(app);
  if (variantId) {
    const row = await scope.getOne(catalogueVariants, eq(catalogueVariants.id, variantId));
    return { onHand: row.onHand, held: row.held };
  }
  const row = await scope.getOne(catalogueProducts, eq(catalogueProducts.id, productId));
  return { onHand: row.onHand, held: row.held };
}

/** The club's payments for an order id, with their statuses. */
export const paymentsOfOrder = (app: FastifyInstance, orderId: string) =>
  harbor(app).select().from(payments).where(eq(payments.referenceId, orderId));

/** The club's payment named by an idempotency key (as the payments service stores it). */
export const paymentByKey = async (app: FastifyInstance, key: string) =>
  (await harbor(app).select().from(payments).where(eq(payments.idempotencyKey, key)))[0];

export const checkoutKey = () => `checkout-${randomUUID()}`;

/**
 * How the tests' food and drinks are served: at a table (Harbor allows it). The money tests buy
 * dishes because they ship nothing; a dish needs to know where it goes (issue 24).
 */
export const AT_TABLE = { type: "table", table: "12" } as const;

/** A checkout body paying with a new sandbox card (4242… approves). */
export async function newCardCheckout(app: FastifyInstance, card = "4242424242424242", key = checkoutKey()) {
  return {
    idempotency_key: key,
    dining: AT_TABLE,
    payment_method: {
      type: "newcreditcard",
      token: await sandboxToken(app, card),
      billing_details: billingDetails,
      amount: 0,
      idempotency_key: key,
    },
  };
}

/**
 * `count` new customers of a club (not members), signed in: their rows and sessions written
 * directly, as the drop bench does (signing many in through /login would wait on the sign-in
 * limits). Answers each one's id, e-mail, cookie and request function.
 */
export async function newBuyers(app: FastifyInstance, count: number, host = "harbor.localhost") {
  const companyId = host === "harbor.localhost" ? DEMO.harbor.companyId : DEMO.sierra.companyId;
  const scope = new TenantScope(app.platformDb, companyId);
  const tag = randomUUID().slice(0, 8);
  const rows = await scope
    .insert(customers)
    .values(
      Array.from({ length: count }, (_, index) => ({
        email: `buyer-${tag}-${index}@buyers.example`,
        firstName: "Buyer",
        lastName: `${tag} ${index}`,
      })),
    )
    .returning({ id: customers.id, email: customers.email });
  const tokens = rows.map(() => newToken());
  await scope.insert(customerSessions).values(
    rows.map((row, index) => ({
      id: tokenHash(tokens[index] ?? ""),
      customerId: row.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    })),
  );
  return rows.map((row, index) => ({
    customerId: row.id,
    email: row.email,
    cookie: `crest_session=${tokens[index]}`,
    send: asMember(app, `crest_session=${tokens[index]}`, host),
  }));
}

/**
 * A member buys one dish of `priceCents` with the given payment method (and their house
 * credits when asked); answers the order's id. Without a payment the credits must cover it.
 */
export async function buyDish(
  app: FastifyInstance,
  member: Member,
  priceCents: number,
  payment: Record<string, unknown> | null,
  credits = false,
): Promise<string> {
  const dish = await shopProduct(app, { type: "fandb", onHand: 5, priceCents, weightGrams: 0 });
  await member("POST", "/api/cart/products", { items: [{ product_id: dish.id, quantity: 1 }] });
  const key = checkoutKey();
  const res = await member("POST", "/api/checkout", {
    idempotency_key: key,
    dining: AT_TABLE,
    use_house_credits: credits,
    ...(payment ? { payment_method: { ...payment, amount: 0, idempotency_key: key } } : {}),
  });
  const outcome = json<{ success: boolean; order_id: string }>(res);
  if (!outcome.success) throw new Error(`checkout failed: ${res.body}`);
  return outcome.order_id;
}

/** The member's default wallet card's id. */
export async function defaultCardId(member: Member): Promise<string> {
  const cards = json<{ id: string; default: boolean }[]>(await member("GET", "/api/account/wallet/cards"));
  const card = cards.find((entry) => entry.default);
  if (!card) throw new Error("no default card");
  return card.id;
}
