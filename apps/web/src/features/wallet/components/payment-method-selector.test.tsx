import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { heldAnswer, jsonResponse, testAccount, testConfig } from "../../../test/fixtures.ts";
import { renderPage } from "../../../test/render-page.tsx";
import { cardOnWire } from "../../../test/wallet-fixtures.ts";
import { PayButton } from "./pay-button.tsx";
import { PaymentMethodSelector, usePaymentMethodChoice } from "./payment-method-selector.tsx";

afterEach(() => vi.unstubAllGlobals());

const card = cardOnWire();
const bank = (id: string, verified: boolean) => ({
  id,
  can_verify: !verified,
  brand: "STRIPE TEST BANK",
  nickname: verified ? "Checking" : "Savings",
  billing_use: "none",
  default: false,
  status: verified ? "verified" : "pending verification",
  last_four: "6789",
  account_holder_name: "Ada Lovelace",
  account_type: "individual",
  billing_details: { name: "Ada Lovelace", zip_code: "", country: "US" },
  verified,
  verification_status: verified ? "verified" : "pending verification",
  payment_type: "ach",
  type: "sandbox",
  payment_processor_id: "sandbox",
  modified_on: "2026-01-01T00:00:00.000Z",
  created_on: "2026-01-01T00:00:00.000Z",
});

/** A club whose cards go to the sandbox processor, so a new card can be offered. */
const withSandbox = () =>
  testConfig({
    processors: [
      { id: "sandbox", name: "Sandbox", integration: "sandbox", cardsAccepted: ["visa"], default: true },
    ],
  });

function Checkout({ preselectDefault = false }: { preselectDefault?: boolean }) {
  const choice = usePaymentMethodChoice();
  const [part, setPart] = useState("");
  return (
    <>
      <PaymentMethodSelector choice={choice} preselectDefault={preselectDefault} />
      <PayButton
        choice={choice}
        paying={false}
        onPay={() =>
          void choice.toSubmission().then(
            (p) => setPart(JSON.stringify(p)),
            () => setPart("invalid"),
          )
        }
      >
        Use it
      </PayButton>
      <output>{part}</output>
    </>
  );
}

describe("PaymentMethodSelector (spec-1 §2.5 item 5)", { timeout: 20_000 }, () => {
  it("waits while the member's methods load, so a pay button is not tapped before the default card is chosen", async () => {
    const wallet = heldAnswer();
    vi.stubGlobal(
      "fetch",
      vi.fn(() => wallet.response),
    );
    renderPage(<Checkout preselectDefault />, { route: "/pay", path: "/pay", account: testAccount() });
    expect(screen.getByRole("button", { name: "Use it" })).toBeDisabled();
    wallet.release(jsonResponse(200, { cards: [card], banks: [], house_account: null }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Use it" })).toBeEnabled());
    expect(await screen.findByRole("checkbox", { name: "Everyday Visa" })).toBeChecked();
  });

  it("offers saved methods that can pay (no pending bank), the house account, or a new card to save", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        jsonResponse(200, {
          cards: [card],
          banks: [bank("bank-1", true), bank("bank-2", false)],
          house_account: {
            id: "house-account",
            payment_type: "houseAccount",
            brand: "Harbour Club",
            nickname: "Harbour Club",
            default: false,
          },
        }),
      ),
    );
    renderPage(<Checkout />, { route: "/pay", path: "/pay", account: testAccount(), config: withSandbox() });
    const user = userEvent.setup();
    expect(await screen.findByText("Everyday Visa")).toBeVisible();
    expect(screen.getByText("Checking")).toBeVisible();
    expect(screen.queryByText("Savings")).toBeNull();
    await user.click(screen.getByRole("checkbox", { name: "Harbour Club" }));
    await user.click(screen.getByRole("button", { name: "Use it" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe('{"type":"houseAccount"}'));
    await user.click(screen.getByRole("checkbox", { name: "Checking" }));
    await user.click(screen.getByRole("button", { name: "Use it" }));
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe('{"type":"bankAccount","id":"bank-1"}'),
    );
    await user.click(screen.getByRole("radio", { name: "Use a new card" }));
    expect(screen.getByText("Save This Card")).toBeVisible();
    expect(screen.getByRole("checkbox", { name: "Save This Card" })).toBeEnabled();
    expect(screen.getByLabelText("Card Number")).toBeVisible();
  });

  it("starts on the member's default card when the paying screen asks (checkout, issue 24)", async () => {
    const other = {
      ...cardOnWire(),
      id: "0c0ffee0-0000-4000-8000-000000000002",
      nickname: "Dues Mastercard",
      billing_use: "billing",
      default: false,
    };
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        jsonResponse(200, {
          cards: [other, card],
          banks: [],
          house_account: null,
        }),
      ),
    );
    renderPage(<Checkout preselectDefault />, { route: "/pay", path: "/pay", account: testAccount() });
    const user = userEvent.setup();
    const visa = await screen.findByRole("checkbox", { name: "Everyday Visa" });
    await waitFor(() => expect((visa as HTMLInputElement).checked).toBe(true));
    expect((screen.getByRole("checkbox", { name: "Dues Mastercard" }) as HTMLInputElement).checked).toBe(
      false,
    );
    await user.click(screen.getByRole("button", { name: "Use it" }));
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe(`{"type":"creditcard","id":"${card.id}"}`),
    );
  });

  it("asks a new card's billing details in the shared address fields: name, country and ZIP Code, all required", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(200, { cards: [card], banks: [], house_account: null })),
    );
    renderPage(<Checkout />, { route: "/pay", path: "/pay", account: testAccount(), config: withSandbox() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("radio", { name: "Use a new card" }));
    expect(screen.getByRole("combobox", { name: "Country" })).toBeVisible();
    const zip = screen.getByRole("textbox", { name: "ZIP Code" });
    await user.click(screen.getByRole("button", { name: "Use it" }));
    expect(await screen.findByText("Please enter your billing ZIP code")).toBeVisible();
    expect(screen.getByText("Please enter your full name")).toBeVisible();
    await user.type(zip, "ABC");
    await user.click(screen.getByRole("button", { name: "Use it" }));
    expect(await screen.findByText("Please enter a valid value")).toBeVisible();
    expect(screen.getByRole("status").textContent).toBe("invalid");
  });
});
