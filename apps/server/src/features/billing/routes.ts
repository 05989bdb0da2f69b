/** /api/account/transactions: the routes of `billingEndpoints` (spec-2 §7, issue 28). */
import { billingEndpoints as endpoints } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import { payInvoice } from "../../flows/pay-invoice.ts";
import { payMembershipBalance } from "../../flows/pay-membership.ts";
import { AppError } from "../../lib/errors.ts";
import { setPaginationHeader } from "../../lib/pagination-header.ts";
import { route } from "../../platform/endpoint-route.ts";
import { myInvoice } from "./invoice-service.ts";
import { statementPdf } from "./statement-pdf.ts";
import { myStatement, myStatementRow, myStatements } from "./statement-service.ts";
import { emailInvoice, myOverdueInvoices, myTransaction, myTransactions } from "./transaction-service.ts";

export async function billingRoutes(app: FastifyInstance) {
  route(app, endpoints.transactions, async ({ context, query, reply }) => {
    const { items, totalCount } = await myTransactions(context, query);
    setPaginationHeader(reply, query, totalCount);
    return items;
  });
  route(app, endpoints.statements, async ({ context, query, reply }) => {
    const { items, totalCount } = await myStatements(context, query);
    setPaginationHeader(reply, query, totalCount);
    return items;
  });
  route(app, endpoints.statement, async ({ context, params }) => myStatement(context, params.statementId));
  route(app, endpoints.statementPdf, async ({ context, params, reply }) => {
    const statement = await myStatementRow(context, params.statementId);
    const pdf = await statementPdf(context, statement);
    return reply
      .header("content-type", "application/pdf")
      .header("content-disposition", `inline; filename="statement-${statement.month}.pdf"`)
      .header("cache-control", "private, no-store")
      .send(pdf);
  });
  route(app, endpoints.overdueInvoices, async ({ context }) => myOverdueInvoices(context));
  route(app, endpoints.transaction, async ({ context, params }) =>
    myTransaction(context, params.transactionId),
  );
  route(app, endpoints.email, async ({ context, params }) => emailInvoice(context, params.transactionId), {
    config: { rateLimit: { max: 5, timeWindow: 60_000 } },
  });
  // One path pays an invoice and (spec-1 §7) a paywall subscription transaction: the id says which.
  route(app, endpoints.pay, async ({ context, params, body }) => {
    if (body.id !== params.transactionId) throw new AppError("transaction_not_found");
    if (await myInvoice(context, params.transactionId))
      return payInvoice(context, params.transactionId, body.paymentMethod);
    return {
      ...(await payMembershipBalance(context, params.transactionId, body.paymentMethod)),
      invoice: null,
    };
  });
}
