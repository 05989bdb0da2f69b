/**
 * A server killed (`kill -9`) between a charge and its order (issue 21), then restarted: the
 * charge ends refunded by the reconcile job, never kept without its order. On PGlite (a data
 * folder) and on PostgreSQL (the test command's server), as the other suites.
 *
 * The real server runs in a child process. The moment needs no hook in the product: a new card
 * paid with `save` is kept after the charge is recorded and before the order's transaction
 * begins, by asking the processor to attach it. The club's cards go through Stripe's SDK to the
 * test's fake of Stripe, which never answers that request; the server is killed while it waits.
 * Then the same app is built on the same database in this process (server.ts only adds
 * `listen`), and its job runner is drained at a moment past the grace.
 */
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { DEMO_PASSWORD } from "../demo/demo-seed.ts";
import { seedDemoIfEmpty } from "../demo/index.ts";
import { startStripeFake } from "../features/payments/providers/stripe-fake.ts";
import { SETTLE_GRACE_MS } from "../features/payments/settlement.ts";
import { AT_TABLE, shopProduct } from "./commerce.ts";
import { moneyProblems } from "./money-reconciliation.ts";
import { SOURCE_SERVER, serverPlace, startServerProcess } from "./server-process.ts";
import { harborPaysThroughStripe } from "./stripe-at-harbor.ts";
import { freshPostgresDatabase } from "./test-app.ts";

const adminUrl = process.env.DATABASE_URL;

let folder: string;
let database: Awaited<ReturnType<typeof freshPostgresDatabase>> | undefined;
let fake: Awaited<ReturnType<typeof startStripeFake>>;
let child: ChildProcess | undefined;
let app: FastifyInstance | undefined;
let attachAsked: () => void;
const attached = new Promise<void>((resolve) => {
  attachAsked = resolve;
});

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "crest-crash-"));
  database = adminUrl ? await freshPostgresDatabase(adminUrl) : undefined;
  // Keeping the card is the one request never answered: the server is killed while it waits.
  fake = await startStripeFake({
    before: (request) => {
      if (!request.path.endsWith("/attach")) return undefined;
      attachAsked();
      return new Promise<void>(() => {});
    },
  });
});

afterAll(async () => {
  child?.kill("SIGKILL");
  await app?.close();
  await fake.close();
  await database?.drop();
  rmSync(folder, { recursive: true, force: true });
});

const config = () => serverPlace(folder, database?.url).config;

/** The club as staff would set it up: Harbor's new cards go through Stripe (the fake). */
async function prepareClub(): Promise<string> {
  const prepared = await buildApp({ config: config() });
  try {
    await seedDemoIfEmpty(prepared);
    await harborPaysThroughStripe(prepared, fake.url);
    const product = await shopProduct(prepared, {
      type: "fandb",
      onHand: 5,
      priceCents: 2_000,
      weightGrams: 0,
    });
    return product.id;
  } finally {
    await prepared.close();
  }
}

/** `node apps/server/src/server.ts` on the prepared database, as `npm run dev:server` runs it. */
const startServer = () =>
  startServerProcess(SOURCE_SERVER, { ...serverPlace(folder, database?.url).env, SIGN_IN_DELAY_MS: "0" });

const post = (base: string, url: string, body: unknown, cookie = "") =>
  fetch(`${base}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify(body),
  });

const rows = async (query: ReturnType<typeof sql>) =>
  (await (app as FastifyInstance).platformDb.execute<Record<string, unknown>>(query)).rows;

describe("a server killed between a charge and its order", () => {
  it("restarted, ends with the charge refunded by the reconcile job, never kept without its order", async () => {
    const productId = await prepareClub();

    const server = await startServer();
    child = server.process;
    const login = await post(server.base, "/login", {
      email: "member@harbor.example",
      password: DEMO_PASSWORD,
    });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const added = await post(
      server.base,
      "/api/cart/products",
      { items: [{ product_id: productId, quantity: 1 }] },
      cookie,
    );
    expect(added.status).toBe(200);
    const key = "crash-between-charge-and-order";
    const checkout = post(
      server.base,
      "/api/checkout",
      {
        idempotency_key: key,
        dining: AT_TABLE,
        payment_method: {
          type: "newcreditcard",
          token: "pm_card_visa",
          save: true,
          billing_details: { name: "Eleanor Mary Vance", zip_code: "02840", country: "US" },
          amount: 0,
          idempotency_key: key,
        },
      },
      cookie,
    ).catch(() => null);
    await attached;
    const exited = new Promise((resolve) => server.process.once("exit", resolve));
    server.process.kill("SIGKILL");
    await exited;
    expect(await checkout).toBeNull();
    child = undefined;

    // Restarted: the charge was made and recorded, its order never was.
    app = await buildApp({ config: config() });
    const charged = () =>
      rows(sql`select p.id, p.status, p.amount, p.refunded_amount, p.settled_at, p.reference_id,
                 (select count(*)::int from commerce_orders o where o.id::text = p.reference_id) as orders
               from payments p where p.idempotency_key like ${`checkout:%:${key}`}`);
    const [payment] = await charged();
    expect(payment).toMatchObject({ status: "succeeded", settled_at: null, orders: 0 });
    const intents = fake.requests.filter((request) => request.path === "/v1/payment_intents");
    expect(intents).toHaveLength(1);

    // Within the grace the member's retry could still place the order: nothing is given back.
    await app.jobs.drain(new Date());
    expect((await charged())[0]).toMatchObject({ status: "succeeded", refunded_amount: 0 });

    // Past it, the reconcile job gives the charge back, once.
    await app.jobs.drain(new Date(Date.now() + SETTLE_GRACE_MS + 60_000));
    await app.jobs.drain(new Date(Date.now() + SETTLE_GRACE_MS + 180_000));
    expect((await charged())[0]).toMatchObject({
      status: "refunded",
      refunded_amount: payment?.amount,
      orders: 0,
    });
    const refunds = await rows(
      sql`select status, amount, attempts from payment_refunds where payment_id = ${payment?.id}`,
    );
    expect(refunds).toEqual([{ status: "succeeded", amount: payment?.amount, attempts: 1 }]);
    const atStripe = fake.requests.filter((request) => request.path === "/v1/refunds");
    expect(atStripe.map((request) => Number(request.body.amount))).toEqual([payment?.amount]);
    expect(await moneyProblems(app)).toEqual([]);
  }, 120_000);
});
