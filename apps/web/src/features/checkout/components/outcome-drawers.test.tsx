import { type Order, orderSchema, surveySchema, toWire } from "@crest/domain";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, testAccount } from "../../../test/fixtures.ts";
import { renderPage } from "../../../test/render-page.tsx";
import { field, survey } from "../../../test/survey-fixtures.ts";
import { CheckoutMessages } from "../lazy-messages/checkout-messages.tsx";
import { SuccessDrawer } from "./outcome-drawers.tsx";

afterEach(() => vi.unstubAllGlobals());

const ORDER_ID = "22222222-0000-4000-8000-000000000001";
const dietary = field("text", "Dietary needs", { required: true });
const dinnerForm = survey("dinner", [dietary], { endpoint: "/api/surveys/dinner", isPublic: false });

function order(surveys: Order["surveys"]): Order {
  return {
    id: ORDER_ID,
    number: 1042,
    status: "processing",
    via: "web",
    type: "order",
    note: null,
    createdOn: new Date("2026-11-20T12:00:00Z"),
    paidDate: new Date("2026-11-20T12:00:00Z"),
    quantity: 1,
    subTotal: 4_500,
    discountTotal: 0,
    tipTotal: 0,
    shippingTotal: 0,
    serviceFeeTotal: 0,
    taxTotal: 371,
    total: 4_871,
    charge: 4_871,
    creditsApplied: 0,
    shippingAddress: null,
    dining: null,
    items: [],
    surveys,
    hasProducts: false,
    hasTickets: false,
    hasReservations: false,
    hasAppointments: false,
  };
}

/** The order at its endpoint; the form at its own, taking one response. */
function stubApi(placed: Order) {
  const posted: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === `/api/account/orders/${ORDER_ID}`) return jsonResponse(200, toWire(orderSchema, placed));
      if (url !== dinnerForm.endpoint) return jsonResponse(404, { code: "not_found", title: "Not Found" });
      if ((init?.method ?? "GET") === "GET") return jsonResponse(200, toWire(surveySchema, dinnerForm));
      posted.push(url);
      const response = {
        id: "r-1",
        survey_id: dinnerForm.id,
        created_on: "2026-11-20T12:01:00Z",
        reference_type: null,
        reference_id: null,
        answers: [],
      };
      return jsonResponse(201, {
        survey: toWire(surveySchema, { ...dinnerForm, hasSubmitted: true }),
        response,
      });
    }),
  );
  return posted;
}

const openDrawer = () =>
  renderPage(
    <CheckoutMessages>
      <SuccessDrawer orderId={ORDER_ID} />
    </CheckoutMessages>,
    { route: "/checkout", path: "/checkout", account: testAccount() },
  );

describe("the checkout success drawer (spec-1 §2.7)", { timeout: 20_000 }, () => {
  it("asks the order's forms first, read and answered at the order's survey endpoints, and cannot be closed until then", async () => {
    const posted = stubApi(order([{ uid: dinnerForm.id, endpoint: dinnerForm.endpoint }]));
    openDrawer();
    const user = userEvent.setup();
    expect(await screen.findByText("A few important questions before you go...")).toBeVisible();
    expect(await screen.findByLabelText("Dietary needs")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();

    await user.type(screen.getByLabelText("Dietary needs"), "No shellfish");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("You will receive an e-mail confirmation shortly.")).toBeVisible();
    expect(posted).toEqual([dinnerForm.endpoint]);
  });

  it("without forms shows the confirmation at once, with the order's number", async () => {
    stubApi(order([]));
    openDrawer();
    expect(await screen.findByText("You will receive an e-mail confirmation shortly.")).toBeVisible();
    expect(screen.getByText(/1042/)).toBeVisible();
  });
});
