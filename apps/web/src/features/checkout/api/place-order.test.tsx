import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, testAccount } from "../../../test/fixtures.ts";
import { renderPage } from "../../../test/render-page.tsx";
import { paymentResultOnWire } from "../../../test/wallet-fixtures.ts";
import { useCheckout } from "./place-order.ts";

afterEach(() => vi.unstubAllGlobals());

const ORDER_ID = "0c0ffee0-0000-4000-8000-0000000000a1";

function CheckoutButton() {
  const checkout = useCheckout(true);
  return (
    <>
      <button
        type="button"
        onClick={() => checkout.mutate({ type: "creditcard", id: "0c0ffee0-0000-4000-8000-000000000001" })}
      >
        Pay
      </button>
      {checkout.isSuccess ? <p>order {checkout.data.orderId}</p> : null}
    </>
  );
}

describe("useCheckout (POST /api/checkout)", { timeout: 20_000 }, () => {
  it("sends the method once, with one idempotency key and no amount, and reads the order from the answer", async () => {
    const bodies: Record<string, unknown>[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init?: RequestInit) => {
        bodies.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
        return jsonResponse(
          200,
          paymentResultOnWire({ success: true, amount_charged: 25.5, order_id: ORDER_ID }),
        );
      }),
    );
    renderPage(<CheckoutButton />, { route: "/checkout", path: "/checkout", account: testAccount() });
    await userEvent.setup().click(screen.getByRole("button", { name: "Pay" }));

    expect((await screen.findByText(/^order/)).textContent).toBe(`order ${ORDER_ID}`);
    expect(bodies).toEqual([
      {
        payment_method: { type: "creditcard", id: "0c0ffee0-0000-4000-8000-000000000001", save: false },
        idempotency_key: expect.stringMatching(/^pay-/),
        use_house_credits: true,
      },
    ]);
  });
});
