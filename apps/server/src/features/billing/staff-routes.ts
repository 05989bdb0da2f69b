/** /admin/api/billing: staff's billing routes (issue 28 item 6); the club is the staff session's. */
import { staffBillingEndpoints as endpoints, staffInvoiceEndpoints } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import { setPaginationHeader } from "../../lib/pagination-header.ts";
import { route, staffClub } from "../../platform/endpoint-route.ts";
import { adjustHouseAccount } from "./house-account-adjustment.ts";
import {
  clubLedger,
  memberLedger,
  memberStatements,
  receivables,
  sendStatement,
  staffStatement,
} from "./staff-billing-service.ts";
import { sendInvoice, staffInvoice } from "./staff-invoice-service.ts";

export async function billingStaffRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.memberLedger,
    async ({ context, params, query, reply }) => {
      const { items, totalCount } = await memberLedger(context, params.customerId, query);
      setPaginationHeader(reply, query, totalCount);
      return items;
    },
    staffClub,
  );
  route(
    app,
    endpoints.adjust,
    async ({ context, params, body }) => adjustHouseAccount(context, params.customerId, body),
    staffClub,
  );
  route(
    app,
    endpoints.sendStatement,
    async ({ context, params }) => sendStatement(context, params.statementId),
    staffClub,
  );
  route(app, endpoints.receivables, async ({ context }) => receivables(context), staffClub);
  route(
    app,
    endpoints.memberStatements,
    async ({ context, params, query, reply }) => {
      const { items, totalCount } = await memberStatements(context, params.customerId, query);
      setPaginationHeader(reply, query, totalCount);
      return items;
    },
    staffClub,
  );
  route(
    app,
    endpoints.statement,
    async ({ context, params }) => staffStatement(context, params.statementId),
    staffClub,
  );
  route(
    app,
    endpoints.clubLedger,
    async ({ context, query, reply }) => {
      const { items, totalCount } = await clubLedger(context, query);
      setPaginationHeader(reply, query, totalCount);
      return items;
    },
    staffClub,
  );
  // Issue 32 item 6: one invoice, and mailing it to its member.
  route(
    app,
    staffInvoiceEndpoints.invoice,
    async ({ context, params }) => staffInvoice(context, params.invoiceId),
    staffClub,
  );
  route(
    app,
    staffInvoiceEndpoints.send,
    async ({ context, params }) => sendInvoice(context, params.invoiceId),
    staffClub,
  );
}
