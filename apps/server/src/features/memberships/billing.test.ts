import { addPeriods, dayOf } from "@crest/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, DEMO_CUSTOMERS, DEMO_MEMBERSHIPS } from "../../demo/demo-ids.ts";
import { runBilling } from "../../flows/run-billing.ts";
import { asMember, signIn } from "../../test/customer-session.ts";
import { createTestApp, HARBOR, json, serviceContext, type TestApp } from "../../test/test-app.ts";
import { billingDetails, sandboxToken } from "../../test/wallet.ts";
import { insertDueSubscriptions } from "./billing-test-repository.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Billing days are the club's (Harbor Club: New York).
const HARBOR_ZONE = "America/New_York";
const today = dayOf(new Date(), HARBOR_ZONE);
const yesterday = dayOf(new Date(Date.now() - 86_400_000), HARBOR_ZONE);
const harbor = () => serviceContext(t.app, DEMO.harbor.companyId);

/** Per subscription: payments recorded, charges the processor made, and transactions written. */
async function tally(subscriptionIds: readonly string[]) {
  const ids = sql.join(
    subscriptionIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const count = async (query: ReturnType<typeof sql>) =>
    (await t.app.platformDb.execute<{ n: number }>(query)).rows[0]?.n ?? 0;
  return {
    payments: await count(
      sql`select count(*)::int as n from payments where reference_type = 'subscription' and reference_id::uuid in (${ids})`,
    ),
    charges: await count(
      sql`select count(*)::int as n from sandbox_intents i join payments p on i.idempotency_key like '%' || p.idempotency_key || '-charge' where p.reference_id::uuid in (${ids})`,
    ),
    paid: await count(
      sql`select count(*)::int as n from subscription_transactions where status = 'paid' and subscription_id in (${ids})`,
    ),
    advanced: await count(
      sql`select count(*)::int as n from membership_subscriptions where id in (${ids}) and next_date > ${today}`,
    ),
  };
}

/**
 * A subscription of the customer's, due today, billed until it fails for good: past due and
 * retried after 1, 3 and 7 days (never before), then inactive. Answers its id.
 */
async function failThroughRetries(customerId: string, label: string): Promise<string> {
  const [id = ""] = await insertDueSubscriptions((await harbor()).scope, {
    planId: DEMO_MEMBERSHIPS.plans.individual,
    customerIds: [customerId],
    nextDate: today,
    rate: 9_900,
    label,
  });
  const subscriptionState = async () =>
    (
      await t.app.platformDb.execute<{ status: string; retry_at: Date | null; next_date: string }>(
        sql`select status, retry_at, next_date from membership_subscriptions where id = ${id}`,
      )
    ).rows[0];
  let now = new Date();
  for (const days of [1, 3, 7]) {
    const run = await runBilling(await harbor(), { now });
    expect(run.failed).toBe(1);
    const state = await subscriptionState();
    expect(state?.status).toBe("past_due");
    expect(new Date(state?.retry_at ?? 0).getTime()).toBe(now.getTime() + days * 86_400_000);
    // Not due again before the retry.
    expect((await runBilling(await harbor(), { now: new Date(now.getTime() + 60_000) })).claimed).toBe(0);
    now = new Date(now.getTime() + days * 86_400_000 + 60_000);
  }
  expect((await runBilling(await harbor(), { now })).failed).toBe(1);
  expect(await subscriptionState()).toMatchObject({ status: "inactive", retry_at: null, next_date: today });
  return id;
}

/** The member's latest failed subscription transaction, as the wire shows it. */
const lastFailure = async (member: ReturnType<typeof asMember>) =>
  json<{ status: string; attempts: number; failure_message: string }[]>(
    await member("GET", "/api/account/transactions?status=failed&type=subscription"),
  )[0];

describe("recurring billing", () => {
  it("two runs racing over the same due subscriptions charge each one once", async () => {
    const ids = await insertDueSubscriptions((await harbor()).scope, {
      planId: DEMO_MEMBERSHIPS.plans.individual,
      customerIds: Array.from({ length: 24 }, () => DEMO_CUSTOMERS.member.id),
      nextDate: yesterday,
      rate: 5_000,
      label: "RACE",
    });
    // Small batches and several charges in flight, so the two runners interleave claims.
    const options = { batchSize: 3, concurrency: 3 };
    const [first, second] = await Promise.all([
      runBilling(await harbor(), options),
      runBilling(await harbor(), options),
    ]);
    expect(first.charged + second.charged).toBe(24);
    expect(first.claimed + second.claimed).toBe(24);
    expect(await tally(ids)).toEqual({ payments: 24, charges: 24, paid: 24, advanced: 24 });
    // Each subscription moved exactly one period on, with this period's amount, its payment linked.
    const recorded = await t.app.platformDb.execute<{ next_date: string; n: number }>(
      sql`select s.next_date::text, count(*)::int as n from membership_subscriptions s
          join subscription_transactions tr on tr.subscription_id = s.id and tr.period_start = ${yesterday}
          join payments p on p.id = tr.payment_id and p.status = 'succeeded' and p.amount = tr.amount
          where s.id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}) and s.last_amount = 5000 and s.payment_count = 1 and s.last_date = ${today} and s.claimed_until is null
          group by s.next_date`,
    );
    expect(recorded.rows).toEqual([
      { next_date: addPeriods(yesterday, "monthly", 1, Number(yesterday.slice(8, 10))), n: 24 },
    ]);
    // Billed up to date: a third run finds nothing of these due.
    const third = await runBilling(await harbor());
    expect(await tally(ids)).toEqual({ payments: 24, charges: 24, paid: 24, advanced: 24 });
    expect(third.charged).toBe(0);
  });

  it("a crash after the charge and before its record does not charge again on restart", async () => {
    const [id] = await insertDueSubscriptions((await harbor()).scope, {
      planId: DEMO_MEMBERSHIPS.plans.individual,
      customerIds: [DEMO_CUSTOMERS.member.id],
      nextDate: yesterday,
      rate: 7_500,
      label: "CRASH",
    });
    const crashed = await runBilling(await harbor(), {
      afterCharge: async () => {
        throw new Error("the runner died");
      },
    });
    expect(crashed).toMatchObject({ claimed: 1, charged: 0, interrupted: 1 });
    expect(await tally([id ?? ""])).toEqual({ payments: 1, charges: 1, paid: 0, advanced: 0 });
    // Still claimed by the dead runner: a run now leaves it alone…
    expect((await runBilling(await harbor())).claimed).toBe(0);
    // …and once the lease has run out, the restart finds the charge under the same key.
    const later = new Date(Date.now() + 11 * 60_000);
    const restart = await runBilling(await harbor(), { now: later });
    expect(restart.charged).toBe(1);
    expect(await tally([id ?? ""])).toEqual({ payments: 1, charges: 1, paid: 1, advanced: 1 });
  });

  it("retries a failed charge after 1, 3 and 7 days, then fails it for good and raises the paywall", async () => {
    // The guest has no card to bill (the sandbox refuses to save a declining one): every attempt fails.
    const guest = asMember(t.app, await signIn(t.app, HARBOR, DEMO_CUSTOMERS.guest.email));
    const id = await failThroughRetries(DEMO_CUSTOMERS.guest.id, "DECLINE");
    const account = json(await guest("GET", "/api/account"));
    expect(account).toMatchObject({ flag: "membership_failed_payment", is_member: false });
    expect(await lastFailure(guest)).toMatchObject({
      status: "failed",
      attempts: 4,
      failure_message: "No payment method is set for billing.",
    });
    expect(await tally([id])).toMatchObject({ payments: 0, paid: 0 });
  });

  it("a saved card that declines is retried on the same schedule and said to be declined", async () => {
    // newpass saves Stripe's 4000 0000 0000 0341: saving it succeeds, every charge declines.
    const payer = asMember(t.app, await signIn(t.app, HARBOR, DEMO_CUSTOMERS.newPassword.email));
    const saved = await payer("POST", "/api/account/wallet", {
      token_type: "card",
      token: await sandboxToken(t.app, "4000000000000341"),
      nickname: "Old card",
      billing_details: billingDetails,
      payment_processor_id: "harbor-sandbox",
    });
    expect(saved.statusCode).toBe(201);
    const id = await failThroughRetries(DEMO_CUSTOMERS.newPassword.id, "SAVED-DECLINE");
    expect(await lastFailure(payer)).toMatchObject({
      status: "failed",
      attempts: 4,
      failure_message: "Your card was declined.",
    });
    // Each attempt went to the processor (one declined payment each), and none was paid.
    expect(await tally([id])).toMatchObject({ payments: 4, paid: 0 });
    // Each failure rang the member's bell, naming the amount and opening the wallet.
    const bell = json<{ kind: string; body: string; link: string | null }[]>(
      await payer("GET", "/api/account/notifications?page_size=50"),
    ).filter((one) => one.kind === "payment_failed");
    expect(bell).toHaveLength(4);
    expect(bell[0]).toMatchObject({ link: "/account/wallet" });
    expect(bell[0]?.body).toContain("$99.00");
  });

  it("is run by staff on demand for their club", async () => {
    const login = await t.app.inject({
      method: "POST",
      url: "/admin/login",
      headers: { host: HARBOR },
      payload: { email: "staff@harbor.example", password: "Crest-demo-2026" },
    });
    const cookie = String(login.headers["set-cookie"]).split(";")[0] ?? "";
    const [id] = await insertDueSubscriptions((await harbor()).scope, {
      planId: DEMO_MEMBERSHIPS.plans.individual,
      customerIds: [DEMO_CUSTOMERS.member.id],
      nextDate: yesterday,
      rate: 1_000,
      label: "STAFF",
    });
    const res = await t.app.inject({
      method: "POST",
      url: "/admin/api/billing/run",
      headers: { host: HARBOR, cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ charged: 1 });
    expect((await tally([id ?? ""])).paid).toBe(1);
  });
  it("turns the day at the club's midnight: due in New York, not at UTC's", async () => {
    // Tomorrow (UTC): at 03:00 UTC it is still the day before in New York; at 06:00 it is not.
    const day = dayOf(new Date(Date.now() + 86_400_000));
    const [id = ""] = await insertDueSubscriptions((await harbor()).scope, {
      planId: DEMO_MEMBERSHIPS.plans.individual,
      customerIds: [DEMO_CUSTOMERS.member.id],
      nextDate: day,
      rate: 2_500,
      label: "ZONE",
    });
    await runBilling(await harbor(), { now: new Date(`${day}T03:00:00Z`) });
    expect((await tally([id])).paid).toBe(0);
    await runBilling(await harbor(), { now: new Date(`${day}T06:00:00Z`) });
    expect((await tally([id])).paid).toBe(1);
  });
});
