/**
 * Memberships for staff (issue 32 item 2): plans (list, one, create, change, deactivate), a
 * member's cards, pause and resume (billing skips a paused subscription and resumes after it),
 * cancel at period end (billing ends it there) and its undo, a change of plan with its proration
 * previewed and then recorded once on the house account, and the failed-payment queue with retry
 * now (a double press or a race with the billing run charges once). Levels, bad input and another
 * club's ids with each.
 */
import { addPeriods, dayOf, prorate } from "@crest/domain";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO, DEMO_CUSTOMERS, DEMO_MEMBERSHIPS, DEMO_STAFF, DEMO_SURVEYS } from "../../demo/demo-ids.ts";
import { runBilling } from "../../flows/run-billing.ts";
import { moneySuite, signInStaff } from "../../test/customer-session.ts";
import { HARBOR, json, request, SIERRA, serviceContext } from "../../test/test-app.ts";
import { insertDueSubscriptions } from "./billing-test-repository.ts";

const t = moneySuite();
const ZONE = "America/New_York";
const today = dayOf(new Date(), ZONE);
const dayFrom = (days: number) => dayOf(new Date(Date.now() + days * 86_400_000), ZONE);
const harbor = () => serviceContext(t.app, DEMO.harbor.companyId);

const cookies: Record<string, string> = {};
beforeAll(async () => {
  cookies.owner = await signInStaff(t.app, HARBOR);
  cookies.viewer = await signInStaff(t.app, HARBOR, DEMO_STAFF.harborViewer.email);
  cookies.sierra = await signInStaff(t.app, SIERRA, DEMO_STAFF.sierraManager.email);
});
type Who = "owner" | "viewer" | "sierra";
const as = (who: Who, method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object) =>
  request(t.app, who === "sierra" ? SIERRA : HARBOR, {
    method,
    url,
    headers: { cookie: cookies[who] ?? "" },
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
const fieldOf = (res: Parameters<typeof json>[0]) =>
  json<{ error_details: { field: string }[] }>(res).error_details[0]?.field;
const codeOf = (res: Parameters<typeof json>[0]) => json<{ code: string }>(res).code;

const one = async <T>(query: ReturnType<typeof sql>) =>
  (await t.app.platformDb.execute<T & Record<string, unknown>>(query)).rows[0] as T;

/** A fresh monthly subscription of the customer's on the individual plan, next billed on `nextDate`. */
async function subscriptionOf(customerId: string, nextDate: string, rate = 10_000, label = "STAFF") {
  const [id = ""] = await insertDueSubscriptions((await harbor()).scope, {
    planId: DEMO_MEMBERSHIPS.plans.individual,
    customerIds: [customerId],
    nextDate,
    rate,
    label: `${label}-${crypto.randomUUID().slice(0, 8)}`,
  });
  return id;
}

const subscriptionRow = (id: string) =>
  one<{ status: string; next_date: string; paused_on: string | null; requested_cancel_date: string | null }>(
    sql`select status, next_date::text, paused_on::text, requested_cancel_date::text from membership_subscriptions where id = ${id}`,
  );

const plansUrl = "/admin/api/memberships/plans";
const subscriptionUrl = (id: string, action: string) =>
  `/admin/api/memberships/subscriptions/${id}/${action}`;

interface PlanWire {
  id: string;
  title: string;
  status: string;
  rate: number;
  tax_rate: number;
  frequency: string;
  cards: number;
}

describe("plans for staff", () => {
  let gold: PlanWire;

  it("creates a plan with its default terms, lists, finds, sorts and pages it", async () => {
    const created = await as("owner", "POST", plansUrl, {
      title: "Gold Membership",
      summary: "Everything, and the marina.",
      background_color: "#222222",
      foreground_color: "#ffd700",
      frequency: "monthly",
      rate: 600,
      tax_rate: 8.25,
      service_fee: 2.5,
      max_invites: 2,
    });
    expect(created.statusCode, created.body).toBe(201);
    gold = json<PlanWire>(created);
    expect(gold).toMatchObject({
      title: "Gold Membership",
      status: "active",
      rate: 600,
      tax_rate: 8.25,
      cards: 0,
    });
    const found = await as("owner", "GET", `${plansUrl}?search=gold`);
    expect(json<PlanWire[]>(found).map((plan) => plan.id)).toEqual([gold.id]);
    const byRate = json<PlanWire[]>(
      await as("owner", "GET", `${plansUrl}?sort=rate&direction=desc&page_size=2`),
    );
    expect(byRate).toHaveLength(2);
    expect(byRate[0]?.id).toBe(gold.id);
    const paged = await as("owner", "GET", `${plansUrl}?page_size=1&page_number=2`);
    expect(JSON.parse(String(paged.headers.pagination))).toMatchObject({
      page_number: 2,
      has_previous_page: true,
    });
    const family = json<PlanWire>(await as("viewer", "GET", `${plansUrl}/${DEMO_MEMBERSHIPS.plans.family}`));
    expect(family).toMatchObject({ title: "Family Membership", cards: 3 });
  });

  it("changes a plan, and deactivating it takes it out of the members' catalogue", async () => {
    const edited = await as("owner", "PATCH", `${plansUrl}/${gold.id}`, { rate: 650, summary: "More." });
    expect(json(edited)).toMatchObject({ rate: 650, summary: "More.", title: "Gold Membership" });
    const publicIds = async () =>
      json<{ id: string }[]>(await request(t.app, HARBOR, { method: "GET", url: "/api/memberships" })).map(
        (plan) => plan.id,
      );
    expect(await publicIds()).toContain(gold.id);
    expect(json(await as("owner", "PATCH", `${plansUrl}/${gold.id}`, { status: "inactive" }))).toMatchObject({
      status: "inactive",
    });
    expect(await publicIds()).not.toContain(gold.id);
    const inactive = json<PlanWire[]>(await as("owner", "GET", `${plansUrl}?status=inactive`));
    expect(inactive.map((plan) => plan.id)).toContain(gold.id);
    await as("owner", "PATCH", `${plansUrl}/${gold.id}`, { status: "active" });
  });

  it("refuses bad input with the field, a viewer's writes, and another club's plan", async () => {
    const bad = await as("owner", "POST", plansUrl, {
      title: "Bad",
      background_color: "blue-ish",
      foreground_color: "#fff",
      rate: 10,
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldOf(bad)).toBe("background_color");
    const negative = await as("owner", "PATCH", `${plansUrl}/${gold.id}`, { rate: -1 });
    expect([negative.statusCode, fieldOf(negative)]).toEqual([400, "rate"]);
    // A plan's form is one of the club's own: not another club's, not one that does not exist.
    const formOf = (clubId: string, uid: string) =>
      one<{ id: string }>(sql`select id from surveys where company_id = ${clubId} and uid = ${uid}`);
    const sierraForm = await formOf(DEMO.sierra.companyId, DEMO_SURVEYS.sierraSatisfaction);
    for (const surveyId of [sierraForm.id, "00000000-0000-4000-8000-000000000000"]) {
      const refused = await as("owner", "PATCH", `${plansUrl}/${gold.id}`, { survey_id: surveyId });
      expect([refused.statusCode, fieldOf(refused)]).toEqual([400, "survey_id"]);
    }
    const harborForm = await formOf(DEMO.harbor.companyId, DEMO_SURVEYS.registration);
    const withForm = await as("owner", "PATCH", `${plansUrl}/${gold.id}`, { survey_id: harborForm.id });
    expect(json(withForm)).toMatchObject({ survey_id: harborForm.id });
    expect((await as("viewer", "POST", plansUrl, { title: "X" })).statusCode).toBe(403);
    expect((await as("viewer", "PATCH", `${plansUrl}/${gold.id}`, { title: "X" })).statusCode).toBe(403);
    expect((await as("sierra", "GET", `${plansUrl}/${gold.id}`)).statusCode).toBe(404);
    expect((await as("sierra", "PATCH", `${plansUrl}/${gold.id}`, { title: "Mine" })).statusCode).toBe(404);
    expect(json<PlanWire[]>(await as("sierra", "GET", plansUrl)).map((plan) => plan.id)).not.toContain(
      gold.id,
    );
  });
});

describe("a member's memberships for staff", () => {
  it("shows the member's cards, the family card's sub-members and its subscription", async () => {
    const res = await as("viewer", "GET", `/admin/api/memberships/members/${DEMO_CUSTOMERS.member.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const cards =
      json<
        {
          card: { id: string };
          sub_members: { id: string }[];
          subscription: { rate: number; paused: boolean } | null;
        }[]
      >(res);
    const family = cards.find((card) => card.card.id === DEMO_MEMBERSHIPS.cards.memberFamily);
    expect(family?.sub_members.map((member) => member.id).sort()).toEqual(
      [DEMO_MEMBERSHIPS.cards.partner, DEMO_MEMBERSHIPS.cards.child].sort(),
    );
    expect(family?.subscription).toMatchObject({ rate: 425, paused: false });
    expect(
      (await as("sierra", "GET", `/admin/api/memberships/members/${DEMO_CUSTOMERS.member.id}`)).statusCode,
    ).toBe(404);
  });
});

describe("pausing and cancelling a subscription", () => {
  it("billing charges nothing while paused, and after the pause resumes at the next period start", async () => {
    const id = await subscriptionOf(DEMO_CUSTOMERS.member.id, today);
    const until = dayFrom(40);
    const paused = await as("owner", "POST", subscriptionUrl(id, "pause"), { until });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(json(paused)).toMatchObject({ paused: true, paused_on: today, paused_until: until });
    const claimedNow = await runBilling(await harbor());
    expect(await subscriptionRow(id)).toMatchObject({ next_date: today, paused_on: today });
    expect(claimedNow.charged).toBe(0);
    // The pause has ended: the months it covered are skipped, not billed late.
    await runBilling(await harbor(), { now: new Date(Date.now() + 41 * 86_400_000) });
    const resumedOn = addPeriods(today, "monthly", 2, Number(today.slice(8, 10)));
    expect(await subscriptionRow(id)).toMatchObject({
      status: "active",
      next_date: resumedOn,
      paused_on: null,
    });
  });

  it("resumes an open-ended pause by hand; resuming what is not paused is a 409", async () => {
    const id = await subscriptionOf(DEMO_CUSTOMERS.member.id, dayFrom(5));
    expect(json(await as("owner", "POST", subscriptionUrl(id, "pause"), {}))).toMatchObject({
      paused: true,
      paused_until: null,
    });
    const resumed = await as("owner", "POST", subscriptionUrl(id, "resume"), {});
    expect(json(resumed)).toMatchObject({ paused: false, paused_on: null, next_date: dayFrom(5) });
    expect(codeOf(await as("owner", "POST", subscriptionUrl(id, "resume"), {}))).toBe(
      "subscription_not_paused",
    );
  });

  it("cancel at period end: billing ends it at its next date instead of charging; undone before then it goes on", async () => {
    const due = await subscriptionOf(DEMO_CUSTOMERS.member.id, today);
    expect(json(await as("owner", "POST", subscriptionUrl(due, "cancel"), {}))).toMatchObject({
      requested_cancel_date: today,
    });
    const run = await runBilling(await harbor());
    expect(run.charged).toBe(0);
    expect(await subscriptionRow(due)).toMatchObject({ status: "cancelled" });
    expect(codeOf(await as("owner", "POST", subscriptionUrl(due, "pause"), {}))).toBe("subscription_ended");

    const later = await subscriptionOf(DEMO_CUSTOMERS.member.id, dayFrom(10));
    await as("owner", "POST", subscriptionUrl(later, "cancel"), {});
    const undone = await as("owner", "DELETE", subscriptionUrl(later, "cancel"));
    expect(json(undone)).toMatchObject({ requested_cancel_date: null, status: "active" });
    expect(codeOf(await as("owner", "DELETE", subscriptionUrl(later, "cancel")))).toBe(
      "cancel_not_requested",
    );
  });

  it("refuses a day not after today, a viewer and another club", async () => {
    const id = await subscriptionOf(DEMO_CUSTOMERS.member.id, dayFrom(5));
    const past = await as("owner", "POST", subscriptionUrl(id, "pause"), { until: today });
    expect([past.statusCode, fieldOf(past)]).toEqual([400, "until"]);
    const bad = await as("owner", "POST", subscriptionUrl(id, "pause"), { until: "2026-02-30" });
    expect([bad.statusCode, fieldOf(bad)]).toEqual([400, "until"]);
    expect((await as("viewer", "POST", subscriptionUrl(id, "cancel"), {})).statusCode).toBe(403);
    expect((await as("sierra", "POST", subscriptionUrl(id, "cancel"), {})).statusCode).toBe(404);
    expect(await subscriptionRow(id)).toMatchObject({ requested_cancel_date: null });
  });
});

describe("changing plan", () => {
  it("previews the proration, then saves the plan's terms and records the proration once on the house account", async () => {
    const plan = json<PlanWire>(
      await as("owner", "POST", plansUrl, {
        title: "Platinum",
        background_color: "#000000",
        foreground_color: "#ffffff",
        rate: 300,
      }),
    );
    const nextDate = dayFrom(10);
    const id = await subscriptionOf(DEMO_CUSTOMERS.member.id, nextDate, 10_000);
    const expected = prorate(
      { rate: 10_000, taxRate: 0, frequency: "monthly", nextDate, billingDay: Number(nextDate.slice(8, 10)) },
      { rate: 30_000, taxRate: 0, frequency: "monthly" },
      today,
    );
    const preview = await as("viewer", "GET", subscriptionUrl(id, `plan-change/${plan.id}`));
    expect(preview.statusCode, preview.body).toBe(200);
    expect(json<{ proration: { net: number; days_left: number } }>(preview).proration).toMatchObject({
      net: expected.net / 100,
      days_left: expected.daysLeft,
    });
    expect(expected.net).toBeGreaterThan(0);

    const save = () =>
      as("owner", "POST", subscriptionUrl(id, `plan-change/${plan.id}`), { idempotency_key: `change-${id}` });
    const answers = await Promise.all([save(), save()]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const saved = answers.find((res) => res.statusCode === 200);
    expect(json(saved ?? preview)).toMatchObject({
      subscription: { plan_id: plan.id, rate: 300, next_date: nextDate },
      proration: { net: expected.net / 100 },
    });
    const charges = await t.app.platformDb.execute<{ amount: number }>(
      sql`select amount from ledger_transactions where customer_id = ${DEMO_CUSTOMERS.member.id} and type = 'charge' and description like ${`Plan change to Platinum%`}`,
    );
    expect(charges.rows).toEqual([{ amount: expected.net }]);
    expect(codeOf(await as("owner", "GET", subscriptionUrl(id, `plan-change/${plan.id}`)))).toBe(
      "already_on_plan",
    );
    expect(
      (
        await as("viewer", "POST", subscriptionUrl(id, `plan-change/${plan.id}`), {
          idempotency_key: "viewer-key-1",
        })
      ).statusCode,
    ).toBe(403);
    expect((await as("sierra", "GET", subscriptionUrl(id, `plan-change/${plan.id}`))).statusCode).toBe(404);
    const noKey = await as(
      "owner",
      "POST",
      subscriptionUrl(id, `plan-change/${DEMO_MEMBERSHIPS.plans.family}`),
      {},
    );
    expect([noKey.statusCode, fieldOf(noKey)]).toEqual([400, "idempotency_key"]);
  });
});

describe("changing to a cheaper plan", () => {
  it("lowers what the house account owes, and keeps the rest as a house credit, once", async () => {
    const cheap = json<PlanWire>(
      await as("owner", "POST", plansUrl, {
        title: "Dock Pass",
        background_color: "#000000",
        foreground_color: "#ffffff",
        rate: 1,
      }),
    );
    const customerId = DEMO_CUSTOMERS.member.id;
    const nextDate = dayFrom(20);
    // A period so dear that its unused days are worth more than anything the member owes.
    const id = await subscriptionOf(customerId, nextDate, 5_000_000);
    const owed = () =>
      one<{ owed: number }>(
        sql`select coalesce(sum(amount_due), 0)::int as owed from ledger_transactions
            where customer_id = ${customerId} and payment_type = 'houseAccount' and amount_due > 0`,
      ).then((row) => row.owed);
    const owedBefore = await owed();
    const save = () =>
      as("owner", "POST", subscriptionUrl(id, `plan-change/${cheap.id}`), { idempotency_key: `down-${id}` });
    const answers = await Promise.all([save(), save()]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const saved = answers.find((res) => res.statusCode === 200);
    const credit = -Math.round(json<{ proration: { net: number } }>(saved ?? answers[0]).proration.net * 100);
    expect(credit).toBeGreaterThan(owedBefore);
    expect(await owed()).toBe(0);
    const issued = await t.app.platformDb.execute<{ current_value: number }>(
      sql`select c.current_value from house_credits c
          join house_credit_transactions x on x.credit_id = c.id and x.reference_type = 'ledger'
          join ledger_transactions l on l.id::text = x.reference_id
          where c.customer_id = ${customerId} and l.description like ${"Plan change to Dock Pass%"}`,
    );
    expect(issued.rows).toEqual([{ current_value: credit - owedBefore }]);
  });
});

describe("the failed-payment queue", () => {
  /** A subscription of the customer's whose charge for today failed (`failed`: for good). */
  async function failedCharge(customerId: string, status: "failed" | "retrying") {
    const id = await subscriptionOf(customerId, today, 4_200, "FAILED");
    await t.app.platformDb.execute(
      sql`update membership_subscriptions set status = ${status === "failed" ? "inactive" : "past_due"},
          retry_at = ${status === "failed" ? null : new Date(Date.now() - 60_000)} where id = ${id}`,
    );
    const row = await one<{ id: string }>(
      sql`insert into subscription_transactions (company_id, subscription_id, customer_id, period_start, amount, status, attempts, failure_message)
          values (${DEMO.harbor.companyId}, ${id}, ${customerId}, ${today}, 4200, ${status}, ${status === "failed" ? 4 : 1}, 'Your card was declined.')
          returning id`,
    );
    return { subscriptionId: id, transactionId: row.id };
  }
  const payments = (subscriptionId: string) =>
    one<{ n: number }>(
      sql`select count(*)::int as n from payments where reference_type = 'subscription' and reference_id = ${subscriptionId} and status = 'succeeded'`,
    ).then((row) => row.n);
  const retry = (transactionId: string, who: Who = "owner") =>
    as(who, "POST", `/admin/api/memberships/failed-payments/${transactionId}/retry`, {});

  it("lists the club's retrying and failed charges, sorted by date, amount or member", async () => {
    const list = await as(
      "viewer",
      "GET",
      "/admin/api/memberships/failed-payments?status=failed&sort=member&direction=asc",
    );
    expect(list.statusCode, list.body).toBe(200);
    const rows = json<{ id: string; status: string; member: { last_name: string } }[]>(list);
    expect(rows.map((row) => row.id)).toContain(DEMO_MEMBERSHIPS.transactions.pastDue);
    expect(rows.every((row) => row.status === "failed")).toBe(true);
    const names = rows.map((row) => row.member.last_name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const byAmount = json<{ amount: number }[]>(
      await as("owner", "GET", "/admin/api/memberships/failed-payments?sort=amount&direction=desc"),
    ).map((row) => row.amount);
    expect(byAmount).toEqual([...byAmount].sort((a, b) => b - a));
    expect(json<unknown[]>(await as("sierra", "GET", "/admin/api/memberships/failed-payments"))).toEqual([]);
    expect((await as("owner", "GET", "/admin/api/memberships/failed-payments?sort=size")).statusCode).toBe(
      400,
    );
  });

  it("retry now charges a failed charge once, however often it is pressed, and brings the card back", async () => {
    const { subscriptionId, transactionId } = await failedCharge(DEMO_CUSTOMERS.member.id, "failed");
    const answers = await Promise.all([retry(transactionId), retry(transactionId), retry(transactionId)]);
    const outcomes = answers.map((res) =>
      res.statusCode === 200 ? json<{ outcome: string }>(res).outcome : codeOf(res),
    );
    expect(outcomes.filter((outcome) => outcome === "charged")).toHaveLength(1);
    expect(
      outcomes.every((outcome) => ["charged", "alreadyPaid", "billing_in_progress"].includes(outcome)),
    ).toBe(true);
    expect(await payments(subscriptionId)).toBe(1);
    expect(json(await retry(transactionId))).toMatchObject({
      outcome: "alreadyPaid",
      transaction: { status: "paid" },
    });
    expect(await subscriptionRow(subscriptionId)).toMatchObject({ status: "active" });
    const card = await one<{ status: string }>(
      sql`select c.status from membership_cards c join membership_subscriptions s on s.card_id = c.id where s.id = ${subscriptionId}`,
    );
    expect(card.status).toBe("active");
  });

  it("retry now racing the billing run charges once", async () => {
    const { subscriptionId, transactionId } = await failedCharge(DEMO_CUSTOMERS.member.id, "retrying");
    const [answer] = await Promise.all([retry(transactionId), runBilling(await harbor())]);
    expect([200, 409]).toContain(answer.statusCode);
    expect(await payments(subscriptionId)).toBe(1);
    expect(
      await one<{ status: string }>(
        sql`select status from subscription_transactions where id = ${transactionId}`,
      ),
    ).toEqual({
      status: "paid",
    });
  });

  it("answers a charge that fails again with its attempts, and refuses on hold, a viewer and another club", async () => {
    const { transactionId } = await failedCharge(DEMO_CUSTOMERS.guest.id, "retrying");
    const failed = await retry(transactionId);
    expect(json(failed)).toMatchObject({
      outcome: "failed",
      transaction: { attempts: 2, status: "retrying" },
    });
    expect(codeOf(await retry(DEMO_MEMBERSHIPS.transactions.onHold))).toBe("membership_on_hold");
    expect((await retry(transactionId, "viewer")).statusCode).toBe(403);
    expect((await retry(transactionId, "sierra")).statusCode).toBe(404);
  });

  it("retry now refuses a paused membership, and charges nothing", async () => {
    const { subscriptionId, transactionId } = await failedCharge(DEMO_CUSTOMERS.member.id, "retrying");
    expect((await as("owner", "POST", subscriptionUrl(subscriptionId, "pause"), {})).statusCode).toBe(200);
    const refused = await retry(transactionId);
    expect([refused.statusCode, codeOf(refused)]).toEqual([409, "subscription_paused"]);
    expect(await payments(subscriptionId)).toBe(0);
    const lease = await one<{ claimed_until: Date | null }>(
      sql`select claimed_until from membership_subscriptions where id = ${subscriptionId}`,
    );
    expect(lease.claimed_until).toBeNull();
  });

  it("writes each staff change in the audit log", async () => {
    const audit = json<{ endpoint: string }[]>(await as("owner", "GET", "/admin/api/audit?page_size=100"));
    const endpoints = new Set(audit.map((entry) => entry.endpoint));
    for (const endpoint of [
      "POST /admin/api/memberships/plans",
      "PATCH /admin/api/memberships/plans/:planId",
      "POST /admin/api/memberships/subscriptions/:subscriptionId/pause",
      "DELETE /admin/api/memberships/subscriptions/:subscriptionId/cancel",
      "POST /admin/api/memberships/subscriptions/:subscriptionId/plan-change/:planId",
      "POST /admin/api/memberships/failed-payments/:subscriptionTransactionId/retry",
    ])
      expect(endpoints).toContain(endpoint);
  });
});
