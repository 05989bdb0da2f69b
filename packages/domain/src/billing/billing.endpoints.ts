/**
 * /api/account/transactions: the member's ledger, the paywall's unpaid dues at the same paths,
 * invoices (paid and mailed from here), and the monthly statements with their PDF (spec-2 §7,
 * issue 28). Lists are paginated: the `pagination` header says where the page is.
 */
import { z } from "zod";
import { actionResultSchema } from "../auth/auth.schemas.ts";
import { defineEndpoint } from "../common/endpoint.ts";
import { pageQuerySchema } from "../common/pagination.ts";
import { payTransactionSchema } from "../memberships/memberships.schemas.ts";
import {
  accountTransactionListSchema,
  accountTransactionParamsSchema,
  accountTransactionPaymentResultSchema,
  accountTransactionSchema,
  accountTransactionsQuerySchema,
  billingMemberParamsSchema,
  ledgerAdjustmentSchema,
  ledgerTransactionSchema,
  receivablesSchema,
  staffLedgerEntrySchema,
  staffLedgerQuerySchema,
  statementDetailSchema,
  statementListSchema,
  statementParamsSchema,
} from "./billing.schemas.ts";

const reads = [400, 401, 404] as const;
const common = { access: "customer", tags: ["billing"], method: "GET", errors: reads } as const;

export const billingEndpoints = {
  transactions: defineEndpoint({
    ...common,
    path: "/api/account/transactions",
    summary:
      "The member's transactions, newest first (paginated); type=invoice lists invoices; the paywall asks status=failed&type=subscription for its unpaid dues",
    query: accountTransactionsQuerySchema,
    answer: accountTransactionListSchema,
  }),
  statements: defineEndpoint({
    ...common,
    path: "/api/account/transactions/statements",
    summary: "The member's monthly statements, newest first (paginated)",
    query: pageQuerySchema,
    answer: statementListSchema,
  }),
  statement: defineEndpoint({
    ...common,
    path: "/api/account/transactions/statements/:statementId",
    summary: "One of the member's statements with the rows its table shows (linked refunds hidden)",
    params: statementParamsSchema,
    answer: statementDetailSchema,
  }),
  statementPdf: defineEndpoint({
    ...common,
    path: "/api/account/transactions/statements/:statementId/pdf",
    summary: "One of the member's statements as a PDF, in the club's colours, currency and language",
    params: statementParamsSchema,
    answer: z.string().meta({ format: "binary", description: "The PDF itself" }),
  }),
  transaction: defineEndpoint({
    ...common,
    path: "/api/account/transactions/:transactionId",
    summary: "One of the member's transactions (a paywall link's subscription transaction too)",
    params: accountTransactionParamsSchema,
    answer: accountTransactionSchema,
  }),
  email: defineEndpoint({
    ...common,
    path: "/api/account/transactions/:transactionId/email",
    summary: "E-mail one of the member's transactions (an invoice) to them",
    params: accountTransactionParamsSchema,
    answer: actionResultSchema,
    errors: [...reads, 429],
  }),
  pay: defineEndpoint({
    ...common,
    method: "POST",
    path: "/api/account/transactions/:transactionId/pay",
    summary:
      "Pay an invoice, or a paywall subscription transaction's balance ({id, paymentMethod} with the amount due; 3-D Secure: resubmit with paymentIntentId)",
    params: accountTransactionParamsSchema,
    body: payTransactionSchema,
    answer: accountTransactionPaymentResultSchema,
    errors: [...reads, 402, 403, 409, 429],
  }),
  overdueInvoices: defineEndpoint({
    ...common,
    path: "/api/account/transactions/overdue",
    summary:
      "The member's open invoices that hold them behind the paywall (the club's overdue policy), oldest due first; the paywall lists them first",
    answer: z.array(ledgerTransactionSchema),
  }),
};

const staff = { access: "staff", tags: ["admin", "billing"], errors: [400, 401, 403, 404] } as const;

/** What staff need of billing (issue 28 item 6); the club is the staff session's. */
export const staffBillingEndpoints = {
  memberLedger: defineEndpoint({
    ...staff,
    method: "GET",
    path: "/admin/api/billing/members/:customerId/transactions",
    summary:
      "A member's ledger, invoices included, newest first unless asked (paginated; by kind, status and time)",
    params: billingMemberParamsSchema,
    query: staffLedgerQuerySchema,
    answer: z.array(ledgerTransactionSchema),
  }),
  adjust: defineEndpoint({
    ...staff,
    method: "POST",
    path: "/admin/api/billing/members/:customerId/adjustments",
    summary:
      "Charge a member's house account by hand, or credit what it owes, with a reason (admins and owners; a credit above what is owed is refused; one row per idempotency key)",
    params: billingMemberParamsSchema,
    body: ledgerAdjustmentSchema,
    answer: ledgerTransactionSchema,
    status: 201,
    errors: [...staff.errors, 409],
  }),
  sendStatement: defineEndpoint({
    ...staff,
    method: "POST",
    path: "/admin/api/billing/statements/:statementId/send",
    summary: "Mail a statement to its member again (admins and owners)",
    params: statementParamsSchema,
    answer: actionResultSchema,
  }),
  receivables: defineEndpoint({
    ...staff,
    method: "GET",
    path: "/admin/api/billing/receivables",
    summary: "The club's receivables: invoiced, paid, not yet due, and overdue by age",
    answer: receivablesSchema,
  }),
  // Issue 32 item 6: a member's statements for the billing screens, and one opened.
  memberStatements: defineEndpoint({
    ...staff,
    method: "GET",
    path: "/admin/api/billing/members/:customerId/statements",
    summary: "A member's monthly statements, newest first (paginated)",
    params: billingMemberParamsSchema,
    query: pageQuerySchema,
    answer: statementListSchema,
  }),
  statement: defineEndpoint({
    ...staff,
    method: "GET",
    path: "/admin/api/billing/statements/:statementId",
    summary: "A statement with the rows its table shows",
    params: statementParamsSchema,
    answer: statementDetailSchema,
  }),
  // Issue 32 item 10: the club's whole ledger, for the billing screens.
  clubLedger: defineEndpoint({
    ...staff,
    method: "GET",
    path: "/admin/api/billing/transactions",
    summary:
      "The club's ledger with each row's member, newest first unless asked (paginated; by kind, status and time)",
    query: staffLedgerQuerySchema,
    answer: z.array(staffLedgerEntrySchema),
  }),
};
