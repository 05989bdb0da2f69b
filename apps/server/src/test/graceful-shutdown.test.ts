/**
 * SIGTERM during a checkout burst (issue 33): the server stops accepting, finishes the checkouts
 * in flight, gives back its job leases, closes the database and exits 0. Every checkout either
 * answered (never 5xx) or was never served (its connection refused or reset before any answer),
 * and afterwards each answered order has exactly one charge, and nothing was charged or ordered
 * for a checkout that got no answer. Harbor's cards go through a fake of Stripe that holds each
 * charge back a moment, so that charges are in flight when the signal comes.
 */

import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { seedDemoIfEmpty } from "../demo/index.ts";
import { startStripeFake } from "../features/payments/providers/stripe-fake.ts";
import { AT_TABLE, newBuyers, shopProduct } from "./commerce.ts";
import { moneyProblems } from "./money-reconciliation.ts";
import { type ServerProcess, SOURCE_SERVER, serverPlace, startServerProcess } from "./server-process.ts";
import { harborPaysThroughStripe } from "./stripe-at-harbor.ts";
import { freshPostgresDatabase } from "./test-app.ts";

const adminUrl = process.env.DATABASE_URL;
const BUYERS = 24;
/** One checkout starts this often: the burst outlasts the moment the listener closes. */
const EVERY_MS = 80;
/** How long the fake of Stripe holds each charge: long enough to be in flight at the signal. */
const CHARGE_MS = 600;

let folder: string;
let database: Awaited<ReturnType<typeof freshPostgresDatabase>> | undefined;
let fake: Awaited<ReturnType<typeof startStripeFake>>;
let server: ServerProcess | undefined;
let app: FastifyInstance | undefined;
let chargesArrived = 0;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "crest-sigterm-"));
  database = adminUrl ? await freshPostgresDatabase(adminUrl) : undefined;
  fake = await startStripeFake({
    before: (request) => {
      if (request.method !== "POST" || request.path !== "/v1/payment_intents") return undefined;
      chargesArrived += 1;
      return new Promise((resolve) => setTimeout(resolve, CHARGE_MS));
    },
  });
});

afterAll(async () => {
  server?.process.kill("SIGKILL");
  await app?.close();
  await fake.close();
  await database?.drop();
  rmSync(folder, { recursive: true, force: true });
});

const config = () => serverPlace(folder, database?.url).config;

type Outcome = { status: number; body: string; at: number } | { unserved: string; at: number };

/** One checkout on a connection of its own (so no request rides a connection the server closes). */
function checkout(base: string, cookie: string, key: string): Promise<Outcome> {
  const body = JSON.stringify({
    idempotency_key: key,
    dining: AT_TABLE,
    payment_method: {
      type: "newcreditcard",
      token: "pm_card_visa",
      billing_details: { name: "Eleanor Mary Vance", zip_code: "02840", country: "US" },
      amount: 0,
      idempotency_key: key,
    },
  });
  return new Promise((resolve) => {
    const request = httpRequest(
      `${base}/api/checkout`,
      {
        method: "POST",
        agent: false,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), cookie },
      },
      (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => {
          text += chunk.toString();
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text, at: Date.now() }));
        response.on("error", (error) => resolve({ status: -1, body: String(error), at: Date.now() }));
      },
    );
    // Before any answer: the listener had closed (refused) or dropped the connection unread (reset).
    request.on("error", (error: NodeJS.ErrnoException) =>
      resolve({ unserved: error.code ?? error.message, at: Date.now() }),
    );
    request.end(body);
  });
}

const rows = async (query: ReturnType<typeof sql>) =>
  (await (app as FastifyInstance).platformDb.execute<Record<string, unknown>>(query)).rows;

describe("SIGTERM during a checkout burst", () => {
  it("finishes the checkouts in flight, loses no order, charges nobody twice, and exits 0", async () => {
    const prepared = await buildApp({ config: config() });
    let buyers: Awaited<ReturnType<typeof newBuyers>>;
    try {
      await seedDemoIfEmpty(prepared);
      await harborPaysThroughStripe(prepared, fake.url);
      const dish = await shopProduct(prepared, {
        type: "fandb",
        onHand: 1_000,
        priceCents: 1_500,
        weightGrams: 0,
      });
      buyers = await newBuyers(prepared, BUYERS);
      for (const buyer of buyers)
        await buyer.send("POST", "/api/cart/products", { items: [{ product_id: dish.id, quantity: 1 }] });
    } finally {
      await prepared.close();
    }

    server = await startServerProcess(SOURCE_SERVER, {
      ...serverPlace(folder, database?.url).env,
      SHUTDOWN_GRACE_MS: "10000",
    });
    const running = server;
    // The first half of the burst starts before the signal, which comes once a charge is in
    // flight; the second half goes on after it, one checkout every EVERY_MS.
    const half = BUYERS / 2;
    let signalled: () => void = () => {};
    const signal = new Promise<void>((resolve) => {
      signalled = resolve;
    });
    const outcomes = buyers.map(async (buyer, index) => {
      if (index >= half) await signal;
      await new Promise((resolve) => setTimeout(resolve, (index % half) * EVERY_MS));
      return checkout(running.base, buyer.cookie, `sigterm-${index}`);
    });
    await expect.poll(() => chargesArrived, { timeout: 60_000, interval: 5 }).toBeGreaterThan(0);
    const signalledAt = Date.now();
    running.process.kill("SIGTERM");
    signalled();
    const answers = await Promise.all(outcomes);
    expect(await running.exited, running.log.join("").slice(-2000)).toBe(0);
    server = undefined;

    const served = answers.filter(
      (answer): answer is Extract<Outcome, { status: number }> => "status" in answer,
    );
    const unserved = answers.filter(
      (answer): answer is Extract<Outcome, { unserved: string }> => "unserved" in answer,
    );
    // Some were in flight at the signal and answered after it; some came after the listener closed.
    expect(served.filter((answer) => answer.at > signalledAt).length).toBeGreaterThanOrEqual(1);
    expect(unserved.length).toBeGreaterThan(0);
    expect(unserved.every((answer) => answer.at > signalledAt)).toBe(true);
    expect(new Set(unserved.map((answer) => answer.unserved))).toSatisfy((codes: Set<string>) =>
      [...codes].every((code) => code === "ECONNREFUSED" || code === "ECONNRESET"),
    );
    expect(served.map((answer) => answer.status).filter((status) => status !== 200)).toEqual([]);
    expect(served.every((answer) => JSON.parse(answer.body).success === true)).toBe(true);

    // The same database, read after the exit.
    app = await buildApp({ config: config() });
    const byBuyer = await rows(sql`
      select c.email,
        (select count(*)::int from commerce_orders o where o.customer_id = c.id) as orders,
        (select count(*)::int from payments p where p.customer_id = c.id and p.status = 'succeeded') as charges
      from customers c where c.email like 'buyer-%@buyers.example'`);
    const answered = new Set(
      buyers.filter((_, index) => "status" in (answers[index] as Outcome)).map((buyer) => buyer.email),
    );
    expect(byBuyer).toHaveLength(BUYERS);
    for (const row of byBuyer) {
      const expected = answered.has(String(row.email)) ? 1 : 0;
      expect({ email: row.email, orders: row.orders, charges: row.charges }).toEqual({
        email: row.email,
        orders: expected,
        charges: expected,
      });
    }
    // Stripe was asked for one charge per answered checkout (an SDK retry repeats its key).
    const keys = new Set(
      fake.requests
        .filter((request) => request.method === "POST" && request.path === "/v1/payment_intents")
        .map((request) => String(request.headers["idempotency-key"])),
    );
    expect(keys.size).toBe(answered.size);
    // No job is left claimed by the stopped instance.
    expect(await rows(sql`select id, kind from jobs where status = 'running'`)).toEqual([]);
    expect(await moneyProblems(app)).toEqual([]);
  }, 180_000);
});
