/**
 * Billing's resources for the tenant-isolation sweep: a statement of the demo member's (this
 * month's, written for the sweep), one of their invoices, and the member themself (staff's routes name them). The transaction routes take memberships' fixture's
 * transaction id (a paywall transaction: the pay route serves both kinds).
 */
import { monthOf } from "@crest/domain";
import { DEMO_CUSTOMERS } from "../../demo/demo-ids.ts";
import type { IsolationFixture } from "../../platform/feature.ts";
import { firstInvoiceOf } from "./invoice-repository.ts";
import { myStatements, runStatements } from "./statement-service.ts";

export const billingIsolationFixture: IsolationFixture = {
  create: async (harbor) => {
    await runStatements(harbor, monthOf(new Date(), harbor.tenant.config.intl.timezone), {
      member: DEMO_CUSTOMERS.member.id,
    });
    const { items } = await myStatements(harbor, { pageNumber: 1, pageSize: 1 });
    const statement = items[0];
    if (!statement) throw new Error("no statement for the isolation sweep");
    const [invoice] = await firstInvoiceOf(harbor.scope, DEMO_CUSTOMERS.member.id);
    if (!invoice) throw new Error("no invoice for the isolation sweep");
    return {
      params: { statementId: statement.id, customerId: DEMO_CUSTOMERS.member.id, invoiceId: invoice.id },
      bodies: {
        "POST /admin/api/billing/members/{customerId}/adjustments": {
          kind: "charge",
          amount: 1,
          reason: "Isolation",
        },
      },
    };
  },
};
