/** Rows as the API answers them (spec-1 §3 shapes). */
import {
  addPeriods,
  dayOf,
  hasMadePayment,
  isPastDue,
  type MembershipCard,
  type MembershipInvitation,
  type MembershipPlan,
  type Passbook,
  PERIOD_OF,
  periodLines,
  periodsDue,
  type SubMember,
  type Subscription,
  type SubscriptionTransaction,
} from "@crest/domain";
import type { CustomerRow } from "../customers/index.ts";
import type {
  MembershipCardRow,
  MembershipPlanRow,
  MembershipSubscriptionRow,
  SubscriptionTransactionRow,
} from "./tables.ts";

export const planView = (row: MembershipPlanRow): MembershipPlan => ({
  id: row.id,
  status: row.status,
  title: row.title,
  summary: row.summary,
  details: row.details,
  type: row.type,
  backgroundColor: row.backgroundColor,
  foregroundColor: row.foregroundColor,
  surveyId: row.surveyId,
});

/** A subscription's rule inputs: the tax rate as a percent. */
export const billingTermsOf = (row: MembershipSubscriptionRow) => ({
  rate: row.rate * row.quantity,
  taxRate: row.taxRateHundredths / 100,
  serviceFee: row.serviceFee,
});

export const linesOf = (row: MembershipSubscriptionRow) => periodLines(billingTermsOf(row));

/** How many periods are unpaid today (at least one for an open transaction). */
/** Periods unpaid today, in the club's time zone (at least the one that failed). */
export const periodsOwed = (row: MembershipSubscriptionRow, now: Date, timeZone: string) =>
  Math.max(
    1,
    periodsDue(
      { nextDate: row.nextDate, frequency: row.frequency, billingDay: row.billingDay },
      dayOf(now, timeZone),
    ),
  );

export function subscriptionView(
  row: MembershipSubscriptionRow,
  wallet: Subscription["wallet"],
  timeZone: string,
  now: Date = new Date(),
): Subscription {
  const lines = linesOf(row);
  return {
    id: row.id,
    autoCharge: row.autoCharge,
    createdOn: row.createdAt,
    customerAddressId: null,
    customerId: row.customerId,
    details: row.details,
    frequency: row.frequency,
    ...PERIOD_OF[row.frequency],
    lastDate: row.lastDate,
    lastAmount: row.lastAmount,
    nextDate: row.nextDate,
    quantity: row.quantity,
    rate: row.rate,
    taxRate: row.taxRateHundredths / 100,
    serviceFee: row.serviceFee,
    referenceId: row.cardId,
    type: "membership",
    remainingPayments: row.totalPayments === null ? null : Math.max(row.totalPayments - row.paymentCount, 0),
    renewalDate: row.renewalDate,
    renewable: row.renewable,
    requestedCancelDate: row.requestedCancelDate,
    serviceId: null,
    shippingCourier: null,
    shippingMethod: null,
    status: row.status,
    totalPayments: row.totalPayments,
    paymentCount: row.paymentCount,
    invoiceEnabled: false,
    wallet,
    lines: { amount: lines.amount, tax: lines.tax, service: lines.service },
    pastDue: isPastDue(row, now, timeZone),
    hasMadePayment: hasMadePayment(row),
  };
}

const holderView = (customer: CustomerRow) => ({
  id: customer.id,
  firstName: customer.firstName,
  lastName: customer.lastName,
  email: customer.email,
});

/** Where a card's barcode image and wallet passes are served. */
export interface PassLinks {
  barcodeUrl: string;
  passbook: Passbook;
}

export function cardView(
  row: MembershipCardRow,
  plan: MembershipPlanRow,
  customer: CustomerRow,
  subscription: Subscription | null,
  links: PassLinks,
): MembershipCard {
  return {
    id: row.id,
    membershipId: row.planId,
    customerId: customer.id,
    cardId: row.cardNumber,
    title: plan.title,
    summary: plan.summary,
    type: row.type,
    status: row.status,
    active: row.status === "active",
    expires: row.expirationDate !== null,
    expirationDate: row.expirationDate,
    parentMembershipCardId: row.parentCardId,
    maxInvites: row.maxInvites,
    remainingInvites: row.remainingInvites,
    canInvite: row.status === "active" && row.maxInvites > 0 && row.remainingInvites > 0,
    barcode: { value: row.cardNumber, url: links.barcodeUrl, format: "qr" },
    pkPass: links.passbook.appleWallet,
    passbook: links.passbook,
    subscription,
    customer: holderView(customer),
    scanData: row.cardNumber,
    theme: { backgroundColor: plan.backgroundColor, foregroundColor: plan.foregroundColor },
    createdOn: row.createdAt,
  };
}

/**
 * A sub-member's card as the parent sees it: the person shown is what the parent gave (the
 * name on the card, the address invited), never the person's own profile.
 */
export function subMemberView(
  row: MembershipCardRow,
  plan: MembershipPlanRow,
  subscriptionId: string | null,
  links: PassLinks,
): SubMember {
  return {
    id: row.id,
    status: row.status,
    customerId: row.customerId,
    graphic: null,
    title: plan.title,
    type: row.type,
    membershipId: row.planId,
    subscriptionId,
    cardId: row.cardNumber,
    serial: row.cardNumber,
    parentCardId: row.parentCardId ?? "",
    barcode: { value: row.cardNumber, url: links.barcodeUrl, format: "qr" },
    passbook: links.passbook,
    expires: row.expirationDate !== null,
    expirationDate: row.expirationDate,
    createdOn: row.createdAt,
    customer: {
      id: row.customerId,
      firstName: row.holderFirstName ?? "",
      lastName: row.holderLastName ?? "",
      email: row.invitedEmail ?? "",
    },
  };
}

/** An open invitation as the invited person sees it, with who invited them. */
export function invitationView(
  row: MembershipCardRow,
  plan: MembershipPlanRow,
  invitedBy: CustomerRow,
): MembershipInvitation {
  return {
    id: row.id,
    title: plan.title,
    summary: plan.summary,
    theme: { backgroundColor: plan.backgroundColor, foregroundColor: plan.foregroundColor },
    invitedBy: { firstName: invitedBy.firstName, lastName: invitedBy.lastName },
    firstName: row.holderFirstName ?? "",
    lastName: row.holderLastName ?? "",
    email: row.invitedEmail ?? "",
    createdOn: row.createdAt,
  };
}

export function transactionView(
  row: SubscriptionTransactionRow,
  subscription: MembershipSubscriptionRow,
  plan: MembershipPlanRow,
  timeZone: string,
  now: Date = new Date(),
): SubscriptionTransaction {
  const lines = linesOf(subscription);
  const open = row.status === "failed" || row.status === "retrying";
  // An open transaction owes every period unpaid today; a settled one what it recorded.
  const periods = open ? periodsOwed(subscription, now, timeZone) : row.periods;
  return {
    id: row.id,
    title: plan.title,
    type: "subscription",
    status: row.status,
    amount: open ? periods * lines.total : row.amount,
    periods,
    periodStart: row.periodStart,
    periodEnd: addPeriods(row.periodStart, subscription.frequency, periods, subscription.billingDay),
    attempts: row.attempts,
    nextAttemptOn: open ? subscription.retryAt : null,
    failureMessage: row.failureMessage,
    createdOn: row.createdAt,
    paidOn: row.paidAt,
    membershipCardId: subscription.cardId,
    plan: planView(plan),
    subscription: {
      id: subscription.id,
      status: subscription.status,
      renewable: subscription.renewable,
      frequency: subscription.frequency,
      rate: subscription.rate * subscription.quantity,
      ...PERIOD_OF[subscription.frequency],
      paymentCount: subscription.paymentCount,
      lastAmount: subscription.lastAmount,
      lastDate: subscription.lastDate,
      lines: { amount: lines.amount, tax: lines.tax, service: lines.service },
    },
  };
}
