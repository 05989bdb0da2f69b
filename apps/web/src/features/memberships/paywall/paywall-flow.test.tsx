import type { SubscriptionTransaction } from "@crest/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, testAccount, testConfig } from "../../../test/fixtures.ts";
import { renderPage } from "../../../test/render-page.tsx";
import { cardOnWire, paymentResultOnWire } from "../../../test/wallet-fixtures.ts";
import { MembershipsMessages } from "../lazy-messages/memberships-messages.tsx";
import { PaywallFlow } from "./paywall-flow.tsx";

afterEach(() => vi.unstubAllGlobals());

/** Two unpaid months of $120 with $9.90 tax a month: $259.80 due. Amounts in cents, as decoded. */
function failedTransaction(overrides: {
  subscription?: Partial<SubscriptionTransaction["subscription"]>;
  amount?: number;
  periods?: number;
}): SubscriptionTransaction {
  const plan = {
    id: "plan-1",
    status: "active" as const,
    title: "Family Membership",
    summary: "",
    details: "",
    type: "subscription" as const,
    backgroundColor: "#0b3d5c",
    foregroundColor: "#ffffff",
    surveyId: null,
  };
  return {
    id: "5b0c7c4e-1111-4aaa-8bbb-000000000001",
    title: "Family Membership",
    type: "subscription",
    status: "failed",
    amount: overrides.amount ?? 25980,
    periods: overrides.periods ?? 2,
    periodStart: "2026-09-01",
    periodEnd: "2026-11-01",
    attempts: 4,
    nextAttemptOn: null,
    failureMessage: "Your card was declined.",
    createdOn: new Date("2026-09-01T12:00:00.000Z"),
    paidOn: null,
    membershipCardId: "card-1",
    plan,
    subscription: {
      id: "sub-1",
      status: "past_due",
      renewable: true,
      frequency: "monthly",
      rate: 12000,
      period: "month",
      periodPlural: "months",
      paymentCount: 5,
      lastAmount: 12990,
      lastDate: "2026-08-01",
      lines: { amount: 12000, tax: 990, service: 0 },
      ...overrides.subscription,
    },
  };
}

const card = cardOnWire({ billing_use: "billing" });

const payResult = (overrides: Record<string, unknown>) =>
  paymentResultOnWire({ amount: 259.8, subscription_transaction: null, ...overrides });

/** The wallet holds one card; the pay endpoint answers `payAnswer`. Returns the bodies posted. */
function stubApi(payAnswer: () => Response) {
  const posts: { url: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith("/api/account/wallet"))
        return jsonResponse(200, { cards: [card], banks: [], house_account: null });
      posts.push({ url, body: JSON.parse(String(init?.body)) as Record<string, unknown> });
      return payAnswer();
    }),
  );
  return posts;
}

const config = testConfig({
  processors: [
    { id: "sandbox", name: "Sandbox", integration: "sandbox", cardsAccepted: ["visa"], default: true },
  ],
});

function renderPaywall(transaction: SubscriptionTransaction) {
  renderPage(
    <MembershipsMessages>
      <PaywallFlow transaction={transaction} />
    </MembershipsMessages>,
    { route: "/", path: "/", account: testAccount({ flag: "membership_failed_payment" }), config },
  );
  return userEvent.setup();
}

/** The figures as label → value, read from the pay step's description list. */
function figures(): Record<string, string> {
  const list = document.querySelector("dl");
  if (!list) throw new Error("no figures");
  const terms = [...list.querySelectorAll("dt")].map((dt) => dt.textContent ?? "");
  const values = [...list.querySelectorAll("dd")].map((dd) => dd.textContent ?? "");
  return Object.fromEntries(terms.map((term, i) => [term, values[i] ?? ""]));
}

describe("the paywall (spec-1 §2.6)", { timeout: 20_000 }, () => {
  it("shows the intro, then the plan's figures: rate per period, last payment MM/DD/yyyy, tax, balance over two periods", async () => {
    stubApi(() => jsonResponse(500, {}));
    const user = renderPaywall(failedTransaction({}));
    expect(screen.getByRole("heading", { level: 1, name: "Membership Past Due" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Activate Your Membership" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Family Membership" })).toBeVisible();
    expect(figures()).toEqual({
      Rate: "$120.00 per month",
      "Last Payment": "$129.90 on 08/01/2026",
      Tax: "$19.80",
      "Balance Due (2 months)": "$259.80",
    });
    expect(screen.getByRole("button", { name: "Pay $259.80" })).toBeVisible();
  });

  it("leaves out the last payment when none was made, a zero tax, and the count of a single period; shows a service fee", async () => {
    stubApi(() => jsonResponse(500, {}));
    const user = renderPaywall(
      failedTransaction({
        amount: 12500,
        periods: 1,
        subscription: {
          lastDate: "1900-01-01",
          lastAmount: 0,
          lines: { amount: 12000, tax: 0, service: 500 },
        },
      }),
    );
    await user.click(screen.getByRole("button", { name: "Activate Your Membership" }));
    await screen.findByRole("heading", { level: 2, name: "Family Membership" });
    expect(figures()).toEqual({
      Rate: "$120.00 per month",
      "Service Fee": "$5.00",
      "Balance Due": "$125.00",
    });
    expect(screen.getByRole("button", { name: "Pay $125.00" })).toBeVisible();
  });

  it("on hold (not renewable): says so, with no pay action", () => {
    stubApi(() => jsonResponse(500, {}));
    renderPaywall(failedTransaction({ subscription: { renewable: false } }));
    expect(
      screen.getByRole("heading", { level: 1, name: "Membership is On Hold and Past Due" }),
    ).toBeVisible();
    expect(screen.queryByRole("button", { name: "Activate Your Membership" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Pay / })).toBeNull();
  });

  it("a declined card shows 'Payment Failed' with the details; Go Back returns to the pay step", async () => {
    const posts = stubApi(() =>
      jsonResponse(402, {
        code: "card_declined",
        error: "Payment Required",
        title: "Payment Failed",
        error_message: "Payment Failed",
        error_description: "Your payment was declined. Please contact your bank to resolve this issue.",
      }),
    );
    const user = renderPaywall(failedTransaction({}));
    await user.click(screen.getByRole("button", { name: "Activate Your Membership" }));
    await user.click(await screen.findByRole("checkbox", { name: /Everyday Visa/ }));
    await user.click(screen.getByRole("button", { name: "Pay $259.80" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Payment Failed" })).toBeVisible();
    expect(
      within(screen.getByRole("alert")).getByText(/Your payment was declined\. Please contact your bank/),
    ).toBeVisible();
    expect(posts).toHaveLength(1);
    expect(posts[0]?.url).toBe("/api/transactions/5b0c7c4e-1111-4aaa-8bbb-000000000001/payments");
    expect(posts[0]?.body).toMatchObject({
      id: "5b0c7c4e-1111-4aaa-8bbb-000000000001",
      payment_method: { type: "creditcard", id: "0c0ffee0-0000-4000-8000-000000000001", amount: 259.8 },
    });
    await user.click(screen.getByRole("button", { name: "Go Back" }));
    expect(await screen.findByRole("button", { name: "Pay $259.80" })).toBeVisible();
    // The card chosen before is still chosen: paying again needs one click.
    await user.click(screen.getByRole("button", { name: "Pay $259.80" }));
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1]?.body).toMatchObject({
      payment_method: { type: "creditcard", id: "0c0ffee0-0000-4000-8000-000000000001" },
    });
  });

  it("a payment that goes through shows 'Thank You' with Logout and 'Proceed to My Club'", async () => {
    stubApi(() => jsonResponse(200, payResult({ success: true, amount_charged: 259.8 })));
    const user = renderPaywall(failedTransaction({}));
    await user.click(screen.getByRole("button", { name: "Activate Your Membership" }));
    await user.click(await screen.findByRole("checkbox", { name: /Everyday Visa/ }));
    await user.click(screen.getByRole("button", { name: "Pay $259.80" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Thank You" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Sign Out" }).getAttribute("href")).toBe("/logout");
    expect(screen.getByRole("button", { name: "Proceed to My Club" })).toBeVisible();
  });

  it("asks for a payment method before paying", async () => {
    const posts = stubApi(() => jsonResponse(500, {}));
    const user = renderPaywall(failedTransaction({}));
    await user.click(screen.getByRole("button", { name: "Activate Your Membership" }));
    await screen.findByRole("checkbox", { name: /Everyday Visa/ });
    await user.click(screen.getByRole("button", { name: "Pay $259.80" }));
    await waitFor(() => expect(screen.getByText("Choose a payment method.")).toBeVisible());
    expect(posts).toHaveLength(0);
  });
});
