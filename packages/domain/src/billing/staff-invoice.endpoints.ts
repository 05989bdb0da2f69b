/** /admin/api/billing/invoices (issue 32 item 6): one invoice of the club's for staff, and mailing it to its member. */
import { defineEndpoint } from "../common/endpoint.ts";
import {
  staffInvoiceParamsSchema,
  staffInvoiceSchema,
  staffInvoiceSendSchema,
} from "./staff-invoice.schemas.ts";

const staff = { access: "staff", tags: ["admin", "billing"], errors: [400, 401, 403, 404] } as const;

export const staffInvoiceEndpoints = {
  invoice: defineEndpoint({
    ...staff,
    method: "GET",
    path: "/admin/api/billing/invoices/:invoiceId",
    summary:
      "An invoice of the club's (a ledger row of kind invoice) with its lines, tax, totals, status and member",
    params: staffInvoiceParamsSchema,
    answer: staffInvoiceSchema,
  }),
  send: defineEndpoint({
    ...staff,
    method: "POST",
    path: "/admin/api/billing/invoices/:invoiceId/send",
    summary:
      "Mail the invoice to its member (managers and owners); again within five minutes mails nothing and says when it went",
    params: staffInvoiceParamsSchema,
    answer: staffInvoiceSendSchema,
  }),
};
