import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, ledgerRowOnWire, testAccount, testConfig } from "../../../test/fixtures.ts";
import { renderPage } from "../../../test/render-page.tsx";
import { cardOnWire, paymentResultOnWire } from "../../../test/wallet-fixtures.ts";
import PaywallPage from "./paywall-page.tsx";

afterEach(() => vi.unstubAllGlobals());

const INVOICE_ID = "1a2b3c4d-0000-4000-8000-000000000028";

/** An open house-account invoice past its due date, as GET /api/account/transactions/overdue lists it. */
const overdueInvoice = ledgerRowOnWire({
  id: INVOICE_ID,
  type: "invoice",
  description: "House account, 2026-09",
  amount: 123.45,
  amount_due: 123.45,
  sub_total: 123.45,
  payment_type: "invoice",
  period_start: "2026-09-01",
  period_end: "2026-09-30",
  created_on: "2026-10-01T04:00:00.000Z",
  charged_on: "2026-10-01T04:00:00.000Z",
  due_date: "2026-10-30",
});

/** The member owes `invoices` (until one is paid) and no subscription; answers the posts made. */
function stubApi() {
  const posts: { url: string; body: Record<string, unknown> }[] = [];
  let paid = false;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === "POST") {
        posts.push({ url, body: JSON.parse(String(init.body)) as Record<string, unknown> });
        paid = true;
        return jsonResponse(
          200,
          paymentResultOnWire({
            success: true,
            amount: 123.45,
            amount_charged: 123.45,
            subscription_transaction: null,
            invoice: { ...overdueInvoice, status: "processed", amount_due: 0 },
          }),
        );
      }
      if (url.startsWith("/api/account/wallet"))
        return jsonResponse(200, { cards: [cardOnWire()], banks: [], house_account: null });
      if (url === "/api/account/transactions/overdue") return jsonResponse(200, paid ? [] : [overdueInvoice]);
      return jsonResponse(200, []);
    }),
  );
  return posts;
}

const config = testConfig({
  processors: [
    { id: "sandbox", name: "Sandbox", integration: "sandbox", cardsAccepted: ["visa"], default: true },
  ],
});

describe("the paywall with an overdue invoice (issue 28, the club's overdue policy)", {
  timeout: 20_000,
}, () => {
  it("lists the invoice first and pays it with the invoice's own step; then nothing is due", async () => {
    const posts = stubApi();
    renderPage(<PaywallPage />, {
      route: "/",
      path: "/",
      account: testAccount({ flag: "membership_failed_payment" }),
      config,
    });
    const user = userEvent.setup();
    expect(await screen.findByRole("heading", { level: 1, name: "Invoices Past Due" })).toBeVisible();
    expect(screen.getByText("House account, 2026-09")).toBeVisible();
    expect(screen.getByText("due 10/30/2026")).toBeVisible();
    await user.click(await screen.findByRole("button", { name: "Pay $123.45" }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.url).toBe(`/api/account/transactions/${INVOICE_ID}/pay`);
    expect(posts[0]?.body).toMatchObject({
      id: INVOICE_ID,
      payment_method: { type: "creditcard", id: "0c0ffee0-0000-4000-8000-000000000001", amount: 123.45 },
    });
    expect(await screen.findByRole("button", { name: "Proceed to My Club" })).toBeVisible();
    expect(screen.queryByRole("heading", { name: "Invoices Past Due" })).toBeNull();
  });
});
