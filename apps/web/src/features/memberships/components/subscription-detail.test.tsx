import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, testAccount } from "../../../test/fixtures.ts";
import { renderPage } from "../../../test/render-page.tsx";
import { MembershipsMessages } from "../lazy-messages/memberships-messages.tsx";
import { SubscriptionDetail } from "./subscription-detail.tsx";

afterEach(() => vi.unstubAllGlobals());

const CARD = "7d1f0e2a-0000-4000-8000-000000000001";

/** A monthly subscription on the wire: $425.00 plus 7 % tax, charged $454.75. */
const subscription = (overrides: Record<string, unknown> = {}) => ({
  id: "s1",
  auto_charge: true,
  created_on: "2026-01-01T00:00:00.000Z",
  customer_address_id: null,
  customer_id: "c1",
  details: "",
  frequency: "monthly",
  period: "month",
  period_plural: "months",
  last_date: "2026-11-01",
  last_amount: 454.75,
  next_date: "2026-12-01",
  quantity: 1,
  rate: 425,
  tax_rate: 7,
  service_fee: 0,
  reference_id: CARD,
  type: "membership",
  remaining_payments: null,
  renewal_date: null,
  renewable: true,
  requested_cancel_date: null,
  service_id: null,
  shipping_courier: null,
  shipping_method: null,
  status: "active",
  total_payments: null,
  payment_count: 3,
  invoice_enabled: false,
  wallet: { id: "w1", brand: "mastercard", last_four: "4444" },
  lines: { amount: 425, tax: 29.75, service: 0 },
  past_due: false,
  has_made_payment: true,
  ...overrides,
});

function stub(sub: Record<string, unknown>, payments: unknown[] = []) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) =>
      url.endsWith("/subscription") ? jsonResponse(200, sub) : jsonResponse(200, payments),
    ),
  );
}

const renderDetail = () =>
  renderPage(
    <MembershipsMessages>
      <SubscriptionDetail cardId={CARD} />
    </MembershipsMessages>,
    { route: "/m", path: "/m", account: testAccount() },
  );

describe("a subscription's detail (issue 24 item 10)", { timeout: 20_000 }, () => {
  it("explains the charge: the rate, the tax and what each payment is", async () => {
    stub(subscription());
    renderDetail();
    expect(await screen.findByText("$425.00 + $29.75 tax = $454.75")).toBeVisible();
  });

  it("never says 'Last payment' beside 'No payments yet'", async () => {
    stub(subscription());
    renderDetail();
    expect(await screen.findByText("No payments yet.")).toBeVisible();
    expect(screen.queryByText("Last Payment")).toBeNull();
  });

  it("does not claim automatic payments with no payment method", async () => {
    stub(subscription({ wallet: null }));
    renderDetail();
    expect(await screen.findByText("No payment method for membership dues")).toBeVisible();
    const auto = screen.getByText("Automatic Payments").closest("tr") as HTMLElement;
    expect(within(auto).queryByText("On")).toBeNull();
    expect(within(auto).getByText("Off until a payment method is chosen")).toBeVisible();
  });

  it("puts the payment history in a region the keyboard can reach and scroll", async () => {
    stub(subscription());
    renderDetail();
    const region = await screen.findByRole("region", { name: "Payment History" });
    expect(region.getAttribute("tabindex")).toBe("0");
    expect(within(region).getByRole("table")).toBeVisible();
  });
});
