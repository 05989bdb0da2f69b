/**
 * Invoices (issue 28 item 2): the month's run gathers a member's house-account charges into one
 * invoice with a due date (once, however often it runs); the member pays it through the wallet,
 * 3-D Secure included, and an invoice paid twice at once is paid once (the second payment goes
 * back); it is mailed on request; an overdue one is reminded once.
 */
import { addMonths, HOUSE_ACCOUNT_ID, monthOf } from "@crest/domain";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEMO, DEMO_CUSTOMERS } from "../../demo/demo-ids.ts";
import { buyDish, defaultCardId } from "../../test/commerce.ts";
import { type Member, memberOf, moneySuite } from "../../test/customer-session.ts";
import { HARBOR, json, request, serviceContext } from "../../test/test-app.ts";
import { billingDetails, sandboxToken } from "../../test/wallet.ts";
import { invoiceMonth, remindOverdue } from "./invoice-service.ts";

const t = moneySuite();

interface InvoiceWire {
  id: string;
  type: string;
  status: string;
  amount: number;
  amount_due: number;
  payment_type: string;
  due_date: string | null;
  period_start: string | null;
  invoice_id: string | null;
}

const HOUSE = { type: "houseAccount", id: HOUSE_ACCOUNT_ID };
const harbor = () => serviceContext(t.app, DEMO.harbor.companyId);
const thisMonth = () => monthOf(new Date(), "America/New_York");

const invoicesOf = async (member: Member) =>
  json<InvoiceWire[]>(await member("GET", "/api/account/transactions?type=invoice&page_size=100"));

const mailsTo = async (email: string, kind: string) =>
  Number(
    (
      await t.app.platformDb.execute<{ n: number }>(
        sql`select count(*)::int as n from mail_outbox where "to" = ${email} and kind = ${kind}`,
      )
    ).rows[0]?.n,
  );

async function thisMonthsInvoice(member: Member): Promise<InvoiceWire> {
  const invoice = (await invoicesOf(member)).find((entry) => entry.period_start === `${thisMonth()}-01`);
  if (!invoice) throw new Error("no invoice this month");
  return invoice;
}

const payBody = (
  invoice: InvoiceWire,
  method: Record<string, unknown>,
  key: string,
  amount = invoice.amount_due,
) => ({
  id: invoice.id,
  payment_method: { ...method, amount, idempotency_key: key },
});

describe("invoices", () => {
  it("gathers the month's house-account charges into one invoice, due after the month, once however often the run goes", async () => {
    const member = await memberOf(t.app, DEMO_CUSTOMERS.member.email);
    await buyDish(t.app, member, 2_000, HOUSE);
    await buyDish(t.app, member, 1_000, HOUSE);
    const before = await mailsTo(DEMO_CUSTOMERS.member.email, "invoice");
    const [first, second] = await Promise.all([
      invoiceMonth(await harbor(), thisMonth()),
      invoiceMonth(await harbor(), thisMonth()),
    ]);
    expect((first ?? 0) + (second ?? 0)).toBe(1);
    expect(await invoiceMonth(await harbor(), thisMonth())).toBe(0);
    const mine = (await invoicesOf(member)).filter((invoice) => invoice.period_start === `${thisMonth()}-01`);
    expect(mine).toHaveLength(1);
    const invoice = mine[0];
    expect(invoice).toMatchObject({ type: "invoice", status: "invoiced", payment_type: "invoice" });
    expect(invoice?.due_date && invoice.due_date > `${thisMonth()}-28`).toBe(true);
    // Its charges (the two dishes and the demo's dinner this month) point at it, and add up to it;
    // the invoice is not a second row among the transactions.
    const rows = json<InvoiceWire[]>(await member("GET", "/api/account/transactions?page_size=100"));
    const gathered = rows.filter((row) => row.invoice_id === invoice?.id);
    expect(gathered.map((row) => row.amount)).toEqual(expect.arrayContaining([10.83, 21.65]));
    const sum = (values: number[]) => Math.round(values.reduce((all, value) => all + value * 100, 0)) / 100;
    expect(invoice?.amount).toBe(sum(gathered.map((row) => row.amount)));
    expect(invoice?.amount_due).toBe(sum(gathered.map((row) => row.amount_due)));
    expect(rows.some((row) => row.type === "invoice")).toBe(false);
    expect(await mailsTo(DEMO_CUSTOMERS.member.email, "invoice")).toBe(before + 1);
  });

  it("refuses a stale amount and the house account itself; another member's invoice is a 404", async () => {
    const member = await memberOf(t.app, DEMO_CUSTOMERS.member.email);
    const invoice = await thisMonthsInvoice(member);
    const url = `/api/account/transactions/${invoice.id}/pay`;
    const card = { type: "creditcard", id: await defaultCardId(member) };
    const stale = await member("POST", url, payBody(invoice, card, "invoice-stale-0001", 1));
    expect([stale.statusCode, json(stale).code]).toEqual([409, "balance_changed"]);
    const house = await member("POST", url, payBody(invoice, HOUSE, "invoice-house-0001"));
    expect([house.statusCode, json(house).code]).toEqual([400, "invalid_request"]);
    const partner = await memberOf(t.app, DEMO_CUSTOMERS.pastDue.email);
    const theirs = await partner("POST", url, payBody(invoice, card, "invoice-other-0001"));
    expect(theirs.statusCode).toBe(404);
    expect((await partner("GET", `/api/account/transactions/${invoice.id}/email`)).statusCode).toBe(404);
  });

  it("is paid once when paid twice at once: the second payment goes back, and nothing is due", async () => {
    const member = await memberOf(t.app, DEMO_CUSTOMERS.member.email);
    const invoice = await thisMonthsInvoice(member);
    const url = `/api/account/transactions/${invoice.id}/pay`;
    const card = { type: "creditcard", id: await defaultCardId(member) };
    const answers = await Promise.all([
      member("POST", url, payBody(invoice, card, "invoice-twice-0001")),
      member("POST", url, payBody(invoice, card, "invoice-twice-0002")),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const [paid, refused] = [200, 409].map((status) =>
      answers.find((answer) => answer.statusCode === status),
    );
    if (!paid || !refused) throw new Error("not one paid and one refused");
    expect(json(paid)).toMatchObject({
      success: true,
      amount_charged: invoice.amount_due,
      invoice: { id: invoice.id, status: "processed", amount_due: 0 },
      subscription_transaction: null,
    });
    expect(json(refused).code).toBe("nothing_due");
    // One payment row, linked to the invoice; its charges paid; the twin's money went back.
    const rows = json<(InvoiceWire & { linked_transaction_id: string | null })[]>(
      await member("GET", "/api/account/transactions?page_size=100"),
    );
    expect(
      rows.filter((row) => row.type === "payment" && row.linked_transaction_id === invoice.id),
    ).toHaveLength(1);
    const charges = rows.filter((row) => row.invoice_id === invoice.id);
    expect(charges.length).toBeGreaterThanOrEqual(2);
    expect(charges.every((row) => row.status === "processed" && row.amount_due === 0)).toBe(true);
    const refunded = await t.app.platformDb.execute<{ n: number }>(
      sql`select count(*)::int as n from payments where reference_type = 'invoice' and reference_id = ${invoice.id} and status = 'refunded'`,
    );
    expect(refunded.rows[0]?.n).toBe(1);
    // Retrying the winning key answers the same payment; nothing more is charged.
    const again = await member("POST", url, payBody(invoice, card, "invoice-twice-0003"));
    expect(json(again).code).toBe("nothing_due");
  });

  it("pays the next invoice with a card that asks for 3-D Secure; mails a copy on request; reminds an overdue one once", async () => {
    const member = await memberOf(t.app, DEMO_CUSTOMERS.member.email);
    await buyDish(t.app, member, 4_000, HOUSE);
    await buyDish(t.app, member, 500, HOUSE);
    expect(await invoiceMonth(await harbor(), addMonths(thisMonth(), 1))).toBe(1);
    const open = (await invoicesOf(member)).find(
      (invoice) => invoice.period_start === `${addMonths(thisMonth(), 1)}-01`,
    );
    if (!open) throw new Error("no open invoice");
    expect(open.amount_due).toBe(48.71);

    // Email Me This Invoice: one mail through the outbox.
    const mails = await mailsTo(DEMO_CUSTOMERS.member.email, "invoice");
    const emailed = await member("GET", `/api/account/transactions/${open.id}/email`);
    expect([emailed.statusCode, json(emailed).success]).toEqual([200, true]);
    expect(await mailsTo(DEMO_CUSTOMERS.member.email, "invoice")).toBe(mails + 1);

    // Overdue: one reminder, however often the policy runs.
    // (The demo's overdue invoices, member@'s and others', are among them.)
    const late = new Date(Date.now() + 80 * 86_400_000);
    const reminded = await remindOverdue(await harbor(), late);
    expect(reminded).toBeGreaterThanOrEqual(1);
    expect(await remindOverdue(await harbor(), late)).toBe(0);
    expect(await mailsTo(DEMO_CUSTOMERS.member.email, "invoice_overdue")).toBeGreaterThanOrEqual(1);
    const overdueMails = await t.app.platformDb.execute<{ n: number }>(
      sql`select count(*)::int as n from mail_outbox where kind = 'invoice_overdue'`,
    );
    expect(overdueMails.rows[0]?.n).toBe(reminded);

    const url = `/api/account/transactions/${open.id}/pay`;
    const body = payBody(
      open,
      {
        type: "newcreditcard",
        token: await sandboxToken(t.app, "4000002760003184"),
        billing_details: billingDetails,
      },
      "invoice-3ds-0001",
    );
    const first = json<{ action_code: string; client_secret: string; payment_intent_id: string }>(
      await member("POST", url, body),
    );
    expect(first.action_code).toBe("3ds_auth_required");
    await request(t.app, HARBOR, {
      method: "POST",
      url: `/sandbox/3ds/${first.payment_intent_id}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `client_secret=${encodeURIComponent(first.client_secret)}&outcome=complete`,
    });
    const paid = await member(
      "POST",
      url,
      payBody(
        open,
        { type: "newcreditcard", payment_intent_id: first.payment_intent_id },
        "invoice-3ds-0001",
      ),
    );
    expect(paid.statusCode).toBe(200);
    expect(json(paid)).toMatchObject({ success: true, invoice: { status: "processed", amount_due: 0 } });
    const after = (await invoicesOf(member)).find((invoice) => invoice.id === open.id);
    expect(after).toMatchObject({ status: "processed", amount_due: 0 });
  });
});
