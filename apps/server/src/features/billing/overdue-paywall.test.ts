/**
 * The overdue policy's paywall (issue 28 item 2; spec-1 §7 paywall and invoices): with the club's
 * `overdue_paywall` on, the billing job puts a member whose invoice is still open past its
 * reminder behind the memberships' paywall (the same flag); the paywall lists those invoices
 * first, and paying them lets the member through at once. A member without one is not stopped,
 * and with the policy off (the default) nobody is.
 */
import { dayOf, HOUSE_ACCOUNT_ID, lastClosedMonth, monthOf } from "@crest/domain";
import { describe, expect, it } from "vitest";
import { DEMO, DEMO_CUSTOMERS } from "../../demo/demo-ids.ts";
import { buyDish } from "../../test/commerce.ts";
import { type Member, memberOf, moneySuite } from "../../test/customer-session.ts";
import { json, serviceContext } from "../../test/test-app.ts";
import { billingDetails, sandboxToken } from "../../test/wallet.ts";
import { runBillingMonth } from "./billing-job.ts";
import { invoiceMonth } from "./invoice-service.ts";
import { saveSettings } from "./settings-repository.ts";

const t = moneySuite();

interface InvoiceWire {
  id: string;
  type: string;
  status: string;
  amount_due: number;
  due_date: string | null;
}

const harbor = () => serviceContext(t.app, DEMO.harbor.companyId);
const flagOf = async (member: Member) =>
  json<{ flag: string | null }>(await member("GET", "/api/account")).flag;
const overdueOf = async (member: Member) =>
  json<InvoiceWire[]>(await member("GET", "/api/account/transactions/overdue"));

describe("overdue invoices on the paywall", () => {
  it("hold nobody while the club's policy is off (the default)", async () => {
    const member = await memberOf(t.app, DEMO_CUSTOMERS.member.email);
    const run = await runBillingMonth(await harbor());
    expect(run.heldOverdue).toBe(0);
    expect(await flagOf(member)).toBeNull();
    expect(await overdueOf(member)).toEqual([]);
  });

  it("a member with an overdue invoice sees it on the paywall and, once it is paid, passes", async () => {
    const context = await harbor();
    // The policy on, the paywall from the day after the due date (the demo's invoice is well past it).
    await saveSettings(context.scope, { overduePaywall: true, reminderAfterDays: 0 });
    const member = await memberOf(t.app, DEMO_CUSTOMERS.member.email);
    const run = await runBillingMonth(context);
    expect(run.heldOverdue).toBeGreaterThanOrEqual(1);
    expect(await flagOf(member)).toBe("membership_failed_payment");

    // member@'s demo invoice two months back is overdue (the one of last month, on a month's
    // last days, may be too): each paid in turn, oldest due first.
    const overdue = await overdueOf(member);
    expect(overdue.length).toBeGreaterThanOrEqual(1);
    const today = dayOf(new Date(), context.tenant.config.intl.timezone);
    for (const [index, invoice] of overdue.entries()) {
      expect(invoice).toMatchObject({ type: "invoice", status: "invoiced" });
      expect(invoice.amount_due).toBeGreaterThan(0);
      expect((invoice.due_date ?? "") < today).toBe(true);
      expect(await flagOf(member)).toBe("membership_failed_payment");
      const paid = await member("POST", `/api/account/transactions/${invoice.id}/pay`, {
        id: invoice.id,
        payment_method: {
          type: "newcreditcard",
          token: await sandboxToken(t.app, "4242424242424242"),
          billing_details: billingDetails,
          amount: invoice.amount_due,
          idempotency_key: `overdue-paywall-${index}`,
        },
      });
      expect(paid.statusCode, paid.body).toBe(200);
      expect(json<{ success: boolean; invoice: { amount_due: number } }>(paid)).toMatchObject({
        success: true,
        invoice: { amount_due: 0 },
      });
    }
    // Through at once, without waiting for the next run; and the next run keeps it so.
    expect(await flagOf(member)).toBeNull();
    expect(await overdueOf(member)).toEqual([]);
    await runBillingMonth(context);
    expect(await flagOf(member)).toBeNull();
  });

  it("a member without an overdue invoice is not stopped", async () => {
    const guest = await memberOf(t.app, DEMO_CUSTOMERS.guest.email);
    await runBillingMonth(await harbor());
    expect(await flagOf(guest)).toBeNull();
    expect(await overdueOf(guest)).toEqual([]);
  });

  it("holds for an invoice made overdue by time, and the flag drops when the policy is turned off", async () => {
    const context = await harbor();
    const member = await memberOf(t.app, DEMO_CUSTOMERS.member.email);
    // A dinner on the house account this month, invoiced: due after the month, overdue 80 days on.
    await buyDish(t.app, member, 2_000, { type: "houseAccount", id: HOUSE_ACCOUNT_ID });
    const month = monthOf(new Date(), context.tenant.config.intl.timezone);
    await invoiceMonth(context, month);
    const late = new Date(Date.now() + 80 * 86_400_000);
    // The month it closes is today's last, closed already: the run only reminds and holds.
    const closed = lastClosedMonth(new Date(), context.tenant.config.intl.timezone);
    await runBillingMonth(context, late, closed);
    expect(await flagOf(member)).toBe("membership_failed_payment");
    await saveSettings(context.scope, { overduePaywall: false });
    await runBillingMonth(context, late, closed);
    expect(await flagOf(member)).toBeNull();
  });
});
