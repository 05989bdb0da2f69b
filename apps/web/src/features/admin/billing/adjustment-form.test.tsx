import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createFormatter } from "../../../lib/format/formatter.ts";
import { catalogue } from "../../../lib/intl/catalogue.ts";
import { jsonResponse, ledgerRowOnWire } from "../../../test/fixtures.ts";
import { renderWithIntl } from "../../../test/render-with-intl.tsx";
import { AdjustmentForm } from "./adjustment-form.tsx";
import { messages } from "./lazy-messages/messages.ts";

afterEach(() => vi.unstubAllGlobals());

const CUSTOMER_ID = "0b7c1c9e-3a51-4c5e-9d0f-6f1f2d3e4a5b";
const format = createFormatter({ currency: "USD", locale: "en-us", timezone: "UTC" });

/** The ledger row the server answers for the charge. */
const row = ledgerRowOnWire({ description: "Locker (Morgan Hale)", amount: 5, amount_due: 5, sub_total: 5 });

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return renderWithIntl(
    <QueryClientProvider client={client}>
      <AdjustmentForm customerId={CUSTOMER_ID} memberName="Ana Lopez" currency="USD" format={format} />
    </QueryClientProvider>,
    { messages: { ...(catalogue.en as Record<string, string>), ...messages.en } },
  );
}

const bodies = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.map((call) => JSON.parse(String((call[1] as RequestInit | undefined)?.body ?? "{}")));

describe("AdjustmentForm", { timeout: 30_000 }, () => {
  it("confirms with the amount, and a confirmation sent twice or retried carries one idempotency key", async () => {
    const user = userEvent.setup();
    let answer = jsonResponse(503, { code: "unavailable", message: "Try again." });
    const fetchMock = vi.fn(async (_input: string, _init?: RequestInit) => answer);
    vi.stubGlobal("fetch", fetchMock);
    renderForm();
    await user.type(screen.getByRole("spinbutton", { name: "Amount" }), "5");
    await user.type(screen.getByRole("textbox", { name: "Reason" }), "Locker");
    await user.click(screen.getByRole("button", { name: "Review" }));
    expect(await screen.findByText("Charge $5.00 to Ana Lopez's house account for “Locker”?")).toBeVisible();
    const confirm = screen.getByRole("button", { name: "Confirm $5.00" });
    await user.click(confirm);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    // The first attempt failed: confirming again sends the same adjustment under the same key.
    answer = jsonResponse(201, row);
    await user.click(screen.getByRole("button", { name: "Confirm $5.00" }));
    expect(await screen.findByText("$5.00 charged.")).toBeVisible();
    const sent = bodies(fetchMock);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ kind: "charge", amount: 5, reason: "Locker" });
    expect(sent[0]?.idempotency_key).toMatch(/^[A-Za-z0-9_:.-]{8,100}$/);
    expect(sent[1]?.idempotency_key).toBe(sent[0]?.idempotency_key);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(
      `/admin/api/billing/members/${CUSTOMER_ID}/adjustments`,
    );
  });

  it("asks for an amount above zero and a reason before any confirmation", async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderForm();
    await user.click(screen.getByRole("button", { name: "Review" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
