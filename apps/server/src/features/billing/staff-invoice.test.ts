/**
 * One invoice for staff (issue 32 item 6): the invoice with its lines, totals, status and member;
 * mailing it to the member through the outbox, once within the window however often it is
 * pressed; the audit log; the levels, another club's invoice and a row that is no invoice.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, DEMO_CUSTOMERS } from "../../demo/demo-ids.ts";
import { signInStaffTrio } from "../../test/staff-trio.ts";
import { createTestApp, json, serviceContext, type TestApp } from "../../test/test-app.ts";
import { sendInvoice } from "./staff-invoice-service.ts";

let t: TestApp;
let as: Awaited<ReturnType<typeof signInStaffTrio>>;
beforeAll(async () => {
  t = await createTestApp();
  as = await signInStaffTrio(t.app);
});
afterAll(() => t.close());

interface Row {
  id: string;
  type: string;
  status: string;
  amount: number;
  sub_total: number;
  tax: number;
  invoice_id: string | null;
}
interface InvoiceWire {
  invoice: Row & { due_date: string };
  lines: Row[];
  member: { id: string; email: string };
  overdue: boolean;
  last_sent_at: string | null;
}

const ledger = `/admin/api/billing/members/${DEMO_CUSTOMERS.member.id}/transactions?page_size=100`;
const invoiceMails = async () =>
  Number(
    (
      await t.app.platformDb.execute<{ n: number }>(
        sql`select count(*)::int as n from mail_outbox where kind = 'invoice' and "to" = ${DEMO_CUSTOMERS.member.email}`,
      )
    ).rows[0]?.n,
  );

describe("an invoice for staff", () => {
  let invoiceId = "";
  let chargeId = "";

  it("answers the invoice with its lines, totals, status and member", async () => {
    const rows = json<Row[]>(await as("viewer", "GET", `${ledger}&type=invoice`));
    invoiceId = rows[0]?.id ?? "";
    expect(rows[0]?.type).toBe("invoice");
    const res = await as("viewer", "GET", `/admin/api/billing/invoices/${invoiceId}`);
    expect(res.statusCode).toBe(200);
    const invoice = json<InvoiceWire>(res);
    expect(invoice.invoice).toMatchObject({ id: invoiceId, type: "invoice" });
    expect(invoice.member).toMatchObject({
      id: DEMO_CUSTOMERS.member.id,
      email: DEMO_CUSTOMERS.member.email,
    });
    expect(invoice.lines.length).toBeGreaterThan(0);
    for (const line of invoice.lines) expect(line.invoice_id).toBe(invoiceId);
    const total = invoice.lines.reduce((sum, line) => sum + Math.round(line.amount * 100), 0);
    expect(Math.round(invoice.invoice.amount * 100)).toBe(total);
    expect(typeof invoice.overdue).toBe("boolean");
    expect(invoice.last_sent_at).toBeNull();
    chargeId = invoice.lines[0]?.id ?? "";
  });

  it("is a 404 for a row that is no invoice, another club's invoice, and a 400 for a bad id", async () => {
    expect((await as("owner", "GET", `/admin/api/billing/invoices/${chargeId}`)).statusCode).toBe(404);
    expect((await as("owner", "POST", `/admin/api/billing/invoices/${chargeId}/send`)).statusCode).toBe(404);
    expect((await as("sierra", "GET", `/admin/api/billing/invoices/${invoiceId}`)).statusCode).toBe(404);
    expect((await as("sierra", "POST", `/admin/api/billing/invoices/${invoiceId}/send`)).statusCode).toBe(
      404,
    );
    expect((await as("owner", "GET", "/admin/api/billing/invoices/not-an-id")).statusCode).toBe(400);
  });

  it("a viewer cannot send it", async () => {
    const before = await invoiceMails();
    expect((await as("viewer", "POST", `/admin/api/billing/invoices/${invoiceId}/send`)).statusCode).toBe(
      403,
    );
    expect(await invoiceMails()).toBe(before);
  });

  it("mails it to the member once within the window, however often it is pressed, and logs who sent it", async () => {
    const before = await invoiceMails();
    const url = `/admin/api/billing/invoices/${invoiceId}/send`;
    const [first, second] = await Promise.all([as("owner", "POST", url), as("owner", "POST", url)]);
    const answers = [json<{ sent: boolean }>(first), json<{ sent: boolean }>(second)].map((a) => a.sent);
    expect(answers.sort()).toEqual([false, true]);
    expect(await invoiceMails()).toBe(before + 1);
    const shown = json<InvoiceWire>(await as("owner", "GET", `/admin/api/billing/invoices/${invoiceId}`));
    expect(shown.last_sent_at).not.toBeNull();

    const audit = json<{ endpoint: string; path_params: Record<string, string> }[]>(
      await as("owner", "GET", "/admin/api/audit"),
    );
    const logged = audit.filter(
      (entry) => entry.endpoint === "POST /admin/api/billing/invoices/:invoiceId/send",
    );
    expect(logged.length).toBeGreaterThanOrEqual(1);
    expect(logged[0]?.path_params).toEqual({ invoiceId });

    // After the window it goes again.
    const context = await serviceContext(t.app, DEMO.harbor.companyId);
    const later = new Date(Date.now() + 6 * 60_000);
    expect(await sendInvoice(context, invoiceId, later)).toEqual({ sent: true, lastSentAt: later });
    expect(await invoiceMails()).toBe(before + 2);
  });
});
