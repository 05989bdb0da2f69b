/**
 * The books: the money invariants, checked across every club after a suite that moves money (checkout,
 * 3-D Secure, the paywall, billing runs): every order's charge equals the sum of its payments,
 * every settled subscription transaction's amount equals its payment's, no payment pays two
 * things, a payment that succeeded for an order either has its order or went back in full, the
 * ledger holds every payment and every order's credits exactly once, at their amounts, and
 * every refund once, with each payment's refunded amount the sum of its refunds. The drop bench
 * reads them too (no test framework here; money-reconciliation.ts asserts them in tests).
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";

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
  // The ledger: each payment (of a real thing: the test-only pay route's are left out) has
  // exactly one row of its own amount, and each order's credits one row of what they paid.
  const paymentsOffLedger = await rows(
    app,
    sql`select p.id, p.amount, count(l.id)::int as rows, coalesce(sum(l.amount), 0)::int as recorded
        from payments p
        left join ledger_transactions l on l.company_id = p.company_id and l.source = 'payment:' || p.id::text
        where p.status in ${TAKEN} and p.reference_type not like 'test%'
        group by p.id, p.amount
        having count(l.id) <> 1 or coalesce(sum(l.amount), 0) <> p.amount`,
  );
  const creditsOffLedger = await rows(
    app,
    sql`select o.id, o.credits_applied, count(l.id)::int as rows, coalesce(sum(l.amount), 0)::int as recorded
        from commerce_orders o
        left join ledger_transactions l on l.company_id = o.company_id and l.source = 'credits:' || o.id::text
        where o.credits_applied > 0
        group by o.id, o.credits_applied
        having count(l.id) <> 1 or coalesce(sum(l.amount), 0) <> o.credits_applied`,
  );
  const ledgerWithoutPayment = await rows(
    app,
    sql`select l.id, l.source from ledger_transactions l
        left join payments p on p.id = l.payment_id
        where l.type <> 'refund' and l.payment_id is not null and (p.id is null or p.amount <> l.amount)`,
  );
  // Refunds: each has exactly one ledger row of its amount, linked to its payment's row, and
  // each payment's refunded amount is the sum of its refunds (pending ones are reserved too).
  const refundsOffLedger = await rows(
    app,
    sql`select r.id, r.amount, count(l.id)::int as rows, coalesce(sum(l.amount), 0)::int as recorded
        from payment_refunds r
        left join ledger_transactions l on l.company_id = r.company_id and l.source = 'refund:' || r.id::text
          and l.type = 'refund' and l.payment_id = r.payment_id
        group by r.id, r.amount
        having count(l.id) <> 1 or coalesce(sum(l.amount), 0) <> r.amount`,
  );
  const refundSums = await rows(
    app,
    sql`select p.id, p.refunded_amount, coalesce(sum(r.amount), 0)::int as refunds
        from payments p
        left join payment_refunds r on r.company_id = p.company_id and r.payment_id = p.id
        group by p.id, p.refunded_amount
        having p.refunded_amount <> coalesce(sum(r.amount), 0)`,
  );
  const ledgerRefundsWithoutRefund = await rows(
    app,
    sql`select l.id, l.source from ledger_transactions l
        left join payment_refunds r on r.id = l.refund_id
        where l.type = 'refund' and l.payment_id is not null and (r.id is null or r.amount <> l.amount)`,
  );
  return [
    ...refundsOffLedger.map((row) => ({ problem: "refund not in the ledger once, at its amount", ...row })),
    ...refundSums.map((row) => ({ problem: "payment's refunded amount differs from its refunds", ...row })),
    ...ledgerRefundsWithoutRefund.map((row) => ({ problem: "ledger refund without its refund", ...row })),
    ...paymentsOffLedger.map((row) => ({ problem: "payment not in the ledger once, at its amount", ...row })),
    ...creditsOffLedger.map((row) => ({ problem: "order's credits not in the ledger once", ...row })),
    ...ledgerWithoutPayment.map((row) => ({ problem: "ledger row without its payment", ...row })),
    ...orderCharges.map((row) => ({ problem: "order charge differs from its payments", ...row })),
    ...orderPaymentLinks.map((row) => ({ problem: "order names a payment of something else", ...row })),
    ...settlements.map((row) => ({ problem: "settled transaction differs from its payment", ...row })),
    ...paidTwice.map((row) => ({ problem: "one payment pays two things", ...row })),
    ...orphans.map((row) => ({ problem: "payment kept without its order", ...row })),
  ];
}
