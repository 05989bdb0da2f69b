/**
 * The money invariants, checked across every club after a suite that moves money (checkout,
 * 3-D Secure, the paywall): every order's charge equals the sum of its payments, every settled
 * subscription transaction's amount equals its payment's, no payment pays two things, and a
 * payment that succeeded for an order either has its order or went back in full.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";

/** Payments that count as money taken (a refunded one was taken, then given back). */
const TAKEN = sql.raw(`('succeeded', 'refunded')`);

async function rows(app: FastifyInstance, query: ReturnType<typeof sql>) {
  return (await app.platformDb.execute<Record<string, unknown>>(query)).rows;
}

/** Lists every broken invariant; an empty list means the books balance. */
export async function moneyProblems(app: FastifyInstance): Promise<Record<string, unknown>[]> {
  const orderCharges = await rows(
    app,
    sql`select o.id, o.charge, coalesce(sum(p.amount) filter (where p.status in ${TAKEN}), 0)::int as paid
        from commerce_orders o
        left join payments p on p.company_id = o.company_id and p.reference_type = 'order'
          and p.reference_id = o.id::text
        group by o.id, o.charge
        having o.charge <> coalesce(sum(p.amount) filter (where p.status in ${TAKEN}), 0)`,
  );
  const orderPaymentLinks = await rows(
    app,
    sql`select o.id, o.payment_id from commerce_orders o
        left join payments p on p.id = o.payment_id
        where o.payment_id is not null
          and (p.id is null or p.reference_type <> 'order' or p.reference_id <> o.id::text)`,
  );
  const settlements = await rows(
    app,
    sql`select t.id, t.amount, p.amount as paid, p.reference_type, p.status
        from subscription_transactions t
        join payments p on p.id = t.payment_id
        where t.status = 'paid' and (
          p.amount <> t.amount or p.status not in ${TAKEN}
          or not ((p.reference_type = 'subscription_transaction' and p.reference_id = t.id::text)
               or (p.reference_type = 'subscription' and p.reference_id = t.subscription_id::text)))`,
  );
  const paidTwice = await rows(
    app,
    sql`select payment_id, count(*)::int as things from (
          select payment_id from commerce_orders where payment_id is not null
          union all select payment_id from subscription_transactions where payment_id is not null
        ) used group by payment_id having count(*) > 1`,
  );
  const orphans = await rows(
    app,
    sql`select p.id, p.amount, p.refunded_amount from payments p
        where p.reference_type = 'order' and p.status = 'succeeded'
          and not exists (select 1 from commerce_orders o
                          where o.company_id = p.company_id and o.id::text = p.reference_id)`,
  );
  return [
    ...orderCharges.map((row) => ({ problem: "order charge differs from its payments", ...row })),
    ...orderPaymentLinks.map((row) => ({ problem: "order names a payment of something else", ...row })),
    ...settlements.map((row) => ({ problem: "settled transaction differs from its payment", ...row })),
    ...paidTwice.map((row) => ({ problem: "one payment pays two things", ...row })),
    ...orphans.map((row) => ({ problem: "payment kept without its order", ...row })),
  ];
}

/** Fails the test with every broken invariant listed. */
export async function expectMoneyReconciles(app: FastifyInstance): Promise<void> {
  expect(await moneyProblems(app)).toEqual([]);
}
