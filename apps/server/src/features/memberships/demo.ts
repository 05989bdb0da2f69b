/**
 * Demo memberships (issue #11 §7). Harbor Club: three plans; Eleanor (member@) holds a family
 * membership with two sub-members and one invite left, plus a marina add-on card; Thomas
 * (pastdue@) owes two monthly periods on a failed transaction and sees the paywall; Margaret
 * (onhold@) is past due on a subscription that is not renewable (the on-hold paywall); Priya
 * holds an individual membership. Club Sierra: Lucía (socio@) and Eleanor pay in euros.
 * Dates are relative to the day the demo is seeded; the standing is derived at the end.
 */
import { addPeriods, dayOf } from "@crest/domain";
import { DEMO, DEMO_CUSTOMERS, DEMO_MEMBERSHIPS } from "../../demo/demo-ids.ts";
import { type DemoSeed, demoId } from "../../demo/demo-seed.ts";
import { recordPayment } from "../billing/index.ts";
import { demoCardPayment, seedDemoCardPayment } from "../payments/index.ts";
import { refreshStanding } from "./standing-repository.ts";
import {
  membershipCards,
  membershipPlans,
  membershipSubscriptions,
  subscriptionTransactions,
} from "./tables.ts";

const { plans, cards, transactions } = DEMO_MEMBERSHIPS;

/** A calendar day `days` from today (negative: in the past). */
const dayFrom = (today: string, days: number) =>
  dayOf(new Date(new Date(`${today}T00:00:00Z`).getTime() + days * 86_400_000));
const monthsFrom = (date: string, months: number) => addPeriods(date, "monthly", months);
/** A plan's summary and details: plain text for members, not field messages. */
const about = (summary: string, details: string) => ({ summary, details });
const DUES_DETAILS = "Membership dues";
const billingDayOf = (date: string) => Number(date.slice(8, 10));

export const membershipsDemoSeed: DemoSeed = {
  async run({ scopeFor }) {
    const today = dayOf(new Date());
    const harbor = scopeFor(DEMO.harbor.companyId);
    const sierra = scopeFor(DEMO.sierra.companyId);

    await harbor.insert(membershipPlans).values([
      {
        id: plans.family,
        title: "Family Membership",
        ...about(
          "The whole household: pools, dining, courts and the marina deck.",
          "Two adults and up to three additional family members. Guest passes each month.",
        ),
        type: "subscription",
        backgroundColor: "#1f3d36",
        foregroundColor: "#ffffff",
        maxInvites: 3,
      },
      {
        id: plans.individual,
        title: "Individual Membership",
        ...about("Full club access for one adult.", "Pools, dining rooms, fitness and the social calendar."),
        type: "subscription",
        backgroundColor: "#57806e",
        foregroundColor: "#ffffff",
      },
      {
        id: plans.marina,
        title: "Marina Slip",
        ...about(
          "A seasonal slip at the Harbor Club marina.",
          "Add-on for members: slip, shore power and launch service.",
        ),
        type: "add-on",
        backgroundColor: "#0b3a5b",
        foregroundColor: "#f4e9c9",
      },
    ]);
    await sierra.insert(membershipPlans).values({
      id: plans.socio,
      title: "Socio Club Sierra",
      ...about(
        "Acceso completo al club: piscina, restaurante y pistas.",
        "Cuota mensual con IVA incluido en el recibo.",
      ),
      type: "subscription",
      backgroundColor: "#7a2e1f",
      foregroundColor: "#fff7ec",
    });

    const card = (id: string, planId: string, customerId: string, number: string, extra = {}) => ({
      id,
      planId,
      customerId,
      cardNumber: number,
      type: "subscription" as const,
      status: "active" as const,
      ...extra,
    });
    await harbor.insert(membershipCards).values([
      card(cards.memberFamily, plans.family, DEMO_CUSTOMERS.member.id, "HC-1001-0001-2026", {
        maxInvites: 3,
        remainingInvites: 1,
      }),
      // The family's cards hold the names and addresses Eleanor gave, and were accepted.
      card(cards.partner, plans.family, DEMO_CUSTOMERS.familyPartner.id, "HC-1001-0002-2026", {
        parentCardId: cards.memberFamily,
        holderFirstName: "James",
        holderLastName: "Whitfield",
        invitedEmail: DEMO_CUSTOMERS.familyPartner.email,
        acceptedAt: new Date("2024-03-02T15:00:00Z"),
      }),
      card(cards.child, plans.family, DEMO_CUSTOMERS.familyChild.id, "HC-1001-0003-2026", {
        parentCardId: cards.memberFamily,
        holderFirstName: "Lily",
        holderLastName: "Whitfield",
        invitedEmail: DEMO_CUSTOMERS.familyChild.email,
        acceptedAt: new Date("2024-03-02T15:00:00Z"),
      }),
      card(cards.memberMarina, plans.marina, DEMO_CUSTOMERS.member.id, "HC-7001-0001-2026", {
        type: "add-on",
        expirationDate: monthsFrom(today, 5),
      }),
      card(cards.newPassword, plans.individual, DEMO_CUSTOMERS.newPassword.id, "HC-2001-0007-2026"),
      card(cards.pastDue, plans.individual, DEMO_CUSTOMERS.pastDue.id, "HC-2001-0003-2026", {
        status: "inactive",
      }),
      card(cards.onHold, plans.individual, DEMO_CUSTOMERS.onHold.id, "HC-2001-0005-2026", {
        status: "inactive",
      }),
    ]);
    await sierra
      .insert(membershipCards)
      .values([
        card(cards.socio, plans.socio, DEMO_CUSTOMERS.socio.id, "CS-3001-0001-2026"),
        card(cards.memberAtSierra, plans.socio, DEMO_CUSTOMERS.memberAtSierra.id, "CS-3001-0002-2026"),
      ]);

    // Subscriptions: paid up ones billed next in the future, the past-due ones behind.
    const familyNext = dayFrom(today, 12);
    const pastDueNext = dayFrom(monthsFrom(today, -1), -5); // two monthly periods unpaid today
    const onHoldNext = dayFrom(monthsFrom(today, -1), -2);
    const subscription = (
      key: string,
      cardId: string,
      customerId: string,
      nextDate: string,
      terms: {
        rate: number;
        taxRateHundredths?: number;
        serviceFee?: number;
        frequency?: "monthly" | "annually";
      },
      extra = {},
    ) => {
      const frequency = terms.frequency ?? "monthly";
      const lastDate = addPeriods(nextDate, frequency, -1);
      const tax = Math.round((terms.rate * (terms.taxRateHundredths ?? 0)) / 10_000);
      return {
        id: demoId(`membership-subscription:${key}`),
        cardId,
        customerId,
        frequency,
        rate: terms.rate,
        taxRateHundredths: terms.taxRateHundredths ?? 0,
        serviceFee: terms.serviceFee ?? 0,
        nextDate,
        lastDate,
        lastAmount: terms.rate + tax + (terms.serviceFee ?? 0),
        billingDay: billingDayOf(nextDate),
        paymentCount: 14,
        status: "active" as const,
        details: DUES_DETAILS,
        ...extra,
      };
    };
    const family = subscription("family", cards.memberFamily, DEMO_CUSTOMERS.member.id, familyNext, {
      rate: 42_500,
      taxRateHundredths: 700,
    });
    const marina = subscription(
      "marina",
      cards.memberMarina,
      DEMO_CUSTOMERS.member.id,
      monthsFrom(today, 5),
      { rate: 180_000, frequency: "annually" },
      { paymentCount: 2 },
    );
    const individual = subscription(
      "newpass",
      cards.newPassword,
      DEMO_CUSTOMERS.newPassword.id,
      dayFrom(today, 20),
      {
        rate: 19_500,
        taxRateHundredths: 700,
      },
    );
    const pastDue = subscription(
      "pastdue",
      cards.pastDue,
      DEMO_CUSTOMERS.pastDue.id,
      pastDueNext,
      { rate: 19_500, taxRateHundredths: 700, serviceFee: 250 },
      { status: "inactive" as const, paymentCount: 31 },
    );
    const onHold = subscription(
      "onhold",
      cards.onHold,
      DEMO_CUSTOMERS.onHold.id,
      onHoldNext,
      { rate: 19_500, taxRateHundredths: 700 },
      { status: "inactive" as const, renewable: false, paymentCount: 8 },
    );
    await harbor.insert(membershipSubscriptions).values([family, marina, individual, pastDue, onHold]);
    await sierra.insert(membershipSubscriptions).values([
      subscription("socio", cards.socio, DEMO_CUSTOMERS.socio.id, dayFrom(today, 9), {
        rate: 6_000,
        taxRateHundredths: 2_100,
      }),
      subscription(
        "sierra-member",
        cards.memberAtSierra,
        DEMO_CUSTOMERS.memberAtSierra.id,
        dayFrom(today, 16),
        {
          rate: 6_000,
          taxRateHundredths: 2_100,
        },
      ),
    ]);

    // Eleanor's payment history, and the two failed transactions behind the paywall.
    const paid = (periodsAgo: number) => {
      const periodStart = monthsFrom(familyNext, -periodsAgo);
      return {
        id: demoId(`subscription-transaction:family:${periodsAgo}`),
        subscriptionId: family.id,
        customerId: DEMO_CUSTOMERS.member.id,
        periodStart,
        amount: family.lastAmount,
        status: "paid" as const,
        paidAt: new Date(`${periodStart}T09:00:00Z`),
        createdAt: new Date(`${periodStart}T09:00:00Z`),
      };
    };
    const failed = (id: string, sub: typeof pastDue) => ({
      id,
      subscriptionId: sub.id,
      customerId: sub.customerId,
      periodStart: sub.nextDate,
      amount: sub.lastAmount,
      status: "failed" as const,
      attempts: 4,
      failureMessage: "Your card was declined.",
      createdAt: new Date(`${sub.nextDate}T09:00:00Z`),
    });
    // Each paid period was a real payment with the Dues Mastercard, in the ledger too.
    const paidPeriods = [paid(1), paid(2), paid(3)].map((period) => ({
      ...period,
      paymentId: demoId(`payment:${period.id}`),
    }));
    for (const period of paidPeriods) {
      const at = period.paidAt;
      await seedDemoCardPayment(harbor, {
        id: period.paymentId,
        customerId: period.customerId,
        amount: period.amount,
        reference: { type: "subscription", id: family.id },
        description: `Membership monthly dues from ${period.periodStart}`,
        paidAt: at,
        card: "mastercard",
      });
      await recordPayment(
        harbor,
        demoCardPayment(period.paymentId, period.customerId, period.amount, at, "mastercard"),
        {
          type: "subscription",
          subscriptionId: family.id,
          membershipCardId: family.cardId,
          description: "Family Membership",
          periodStart: period.periodStart,
          periodEnd: monthsFrom(period.periodStart, 1),
          subTotal: family.rate,
          tax: family.lastAmount - family.rate,
        },
      );
    }
    await harbor
      .insert(subscriptionTransactions)
      .values([...paidPeriods, failed(transactions.pastDue, pastDue), failed(transactions.onHold, onHold)]);

    for (const customer of [
      DEMO_CUSTOMERS.member,
      DEMO_CUSTOMERS.familyPartner,
      DEMO_CUSTOMERS.familyChild,
      DEMO_CUSTOMERS.newPassword,
      DEMO_CUSTOMERS.pastDue,
      DEMO_CUSTOMERS.onHold,
      DEMO_CUSTOMERS.guest,
    ])
      await refreshStanding(harbor, customer.id);
    for (const customer of [DEMO_CUSTOMERS.socio, DEMO_CUSTOMERS.memberAtSierra, DEMO_CUSTOMERS.invitado])
      await refreshStanding(sierra, customer.id);
  },
};
