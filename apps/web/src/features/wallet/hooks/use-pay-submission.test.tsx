import { defineEndpoint, paymentResultSchema, paymentSubmissionSchema } from "@crest/domain";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { isApiError } from "../../../lib/api-error.ts";
import { jsonResponse, testAccount } from "../../../test/fixtures.ts";
import { renderPage } from "../../../test/render-page.tsx";
import { paymentResultOnWire } from "../../../test/wallet-fixtures.ts";
import { usePaySubmission } from "./use-pay-submission.tsx";

afterEach(() => vi.unstubAllGlobals());

const result = (overrides: Record<string, unknown>) => paymentResultOnWire(overrides);

/** A paying endpoint that takes the bare submission. */
const payOrder = defineEndpoint({
  method: "POST",
  path: "/api/orders/:orderId/pay",
  access: "customer",
  tags: ["orders"],
  summary: "Pay an order",
  params: z.object({ orderId: z.string() }),
  body: paymentSubmissionSchema,
  answer: paymentResultSchema,
  errors: [400],
});

function PayButton() {
  const pay = usePaySubmission({
    endpoint: payOrder,
    input: ({ method, idempotencyKey }) => ({
      params: { orderId: "o1" },
      body: { ...method, amount: 2550, idempotencyKey },
    }),
  });
  return (
    <>
      <button
        type="button"
        onClick={() => pay.mutate({ type: "creditcard", id: "0c0ffee0-0000-4000-8000-000000000001" })}
      >
        Pay
      </button>
      {pay.isSuccess ? <p>paid {pay.data.amountCharged}</p> : null}
      {pay.isError && isApiError(pay.error) ? <p>refused {pay.error.body.code}</p> : null}
      {pay.challenge}
    </>
  );
}

function stubFetch(afterChallenge: string) {
  const posts: Record<string, unknown>[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.startsWith("/sandbox/v1/payment_intents/pi_test"))
      return jsonResponse(200, { id: "pi_test", status: afterChallenge });
    posts.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
    return posts.length === 1
      ? jsonResponse(
          200,
          result({
            action_code: "3ds_auth_required",
            client_secret: "pi_test_secret_x",
            payment_intent_id: "pi_test",
          }),
        )
      : jsonResponse(200, result({ success: true, amount_charged: 25.5 }));
  });
  vi.stubGlobal("fetch", fetchMock);
  return posts;
}

async function payAndAnswerChallenge() {
  renderPage(<PayButton />, { route: "/pay", path: "/pay", account: testAccount() });
  await userEvent.setup().click(screen.getByRole("button", { name: "Pay" }));
  const frame = await screen.findByTitle("Your Bank's Authentication Page");
  expect(frame.getAttribute("src")).toBe("/sandbox/3ds/pi_test?client_secret=pi_test_secret_x");
  // The challenge page, then the page after the member's answer.
  fireEvent.load(frame);
  fireEvent.load(frame);
}

describe("usePaySubmission (spec-1 §4 card payment with authentication)", { timeout: 20_000 }, () => {
  it("runs the challenge and resubmits with the payment intent id under the same idempotency key", async () => {
    const posts = stubFetch("requires_confirmation");
    await payAndAnswerChallenge();
    expect(await screen.findByText("paid 2550")).toBeVisible();
    expect(posts).toHaveLength(2);
    expect(posts[0]).toMatchObject({
      type: "creditcard",
      id: "0c0ffee0-0000-4000-8000-000000000001",
      amount: 25.5,
    });
    expect(String(posts[0]?.idempotency_key)).toMatch(/^pay-/);
    expect(posts[1]).toEqual({
      type: "creditcard",
      amount: 25.5,
      save: false,
      idempotency_key: posts[0]?.idempotency_key,
      payment_intent_id: "pi_test",
    });
  });

  it("fails with payment_authentication_failed when the member fails the challenge, without resubmitting", async () => {
    const posts = stubFetch("requires_payment_method");
    await payAndAnswerChallenge();
    expect(await screen.findByText("refused payment_authentication_failed")).toBeVisible();
    await waitFor(() => expect(screen.queryByTitle("Your Bank's Authentication Page")).toBeNull());
    expect(posts).toHaveLength(1);
  });
});
