import type { Order, OrderItem } from "@crest/domain";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FormatProvider } from "../../../lib/format/format-context.tsx";
import { renderWithIntl } from "../../../test/render-with-intl.tsx";
import { messages } from "../lazy-messages/messages.ts";
import { chargeLine, listedItems, OrderDetails, summaryLines } from "./order-details.tsx";

const item = (price: number, status: OrderItem["status"] = "active"): OrderItem => ({
  id: crypto.randomUUID(),
  orderId: "o",
  type: "product",
  title: `Item ${price}`,
  description: "",
  photo: null,
  productId: null,
  productAttribute: null,
  quantity: 1,
  price,
  subTotal: price,
  discount: 0,
  total: price,
  shippingTotal: 0,
  status,
  tax: 0,
  cancelledQuantity: status === "cancelled" ? 1 : 0,
  refundedAmount: status === "cancelled" ? price : 0,
  surveyId: null,
  fulfilment: null,
  createdOn: new Date(),
});

const order = (overrides: Partial<Order>): Order => ({
  id: "o",
  number: 1,
  status: "processing",
  via: "portal",
  type: "checkout",
  note: null,
  createdOn: new Date(),
  paidDate: null,
  quantity: 1,
  subTotal: 0,
  discountTotal: 0,
  tipTotal: 0,
  shippingTotal: 0,
  serviceFeeTotal: 0,
  taxTotal: 0,
  total: 0,
  charge: 0,
  creditsApplied: 0,
  shippingAddress: null,
  dining: null,
  items: [],
  surveys: [],
  hasProducts: true,
  hasTickets: false,
  hasReservations: false,
  hasAppointments: false,
  ...overrides,
});

describe("order details rules (spec-1 §9)", () => {
  it("lists only items priced above 0, cancelled ones included", () => {
    const shown = listedItems(order({ items: [item(0), item(500), item(300, "cancelled")] }));
    expect(shown.map((entry) => entry.price)).toEqual([500, 300]);
  });

  it("shows summary lines only above 0, and tax and total always", () => {
    expect(summaryLines(order({ subTotal: 1000, total: 1000 })).map((line) => line.id)).toEqual([
      "orders.subtotal",
      "orders.tax",
      "orders.total",
    ]);
    const full = summaryLines(
      order({
        subTotal: 1000,
        discountTotal: 150,
        shippingTotal: 795,
        taxTotal: 70,
        total: 1715,
        creditsApplied: 500,
      }),
    );
    expect(full.map((line) => line.id)).toEqual([
      "orders.subtotal",
      "orders.discount",
      "orders.shipping",
      "orders.tax",
      "orders.total",
      "orders.credits",
    ]);
    expect(full.find((line) => line.id === "orders.discount")?.amount).toBe(-150);
  });

  it("says what was charged to which card, after the credits (issue 24, item 5)", () => {
    const payment = {
      id: "p",
      status: "succeeded" as const,
      amount: 1215,
      refundedAmount: 0,
      currency: "USD",
      paymentType: "creditcard" as const,
      brand: "visa",
      lastFour: "4242",
      referenceType: "order",
      referenceId: "o",
      description: "",
      createdOn: new Date(),
      paidOn: new Date(),
    };
    expect(chargeLine(order({ total: 1715, creditsApplied: 500, charge: 1215 }), [payment])).toEqual({
      amount: 1215,
      method: "Visa •••• 4242",
    });
    expect(chargeLine(order({ total: 500, creditsApplied: 500, charge: 0 }), [])).toBeNull();
  });
});

describe("the order's dining choice (issue 24, item 6)", () => {
  const renderOrder = (dining: Order["dining"], timezone: string) =>
    renderWithIntl(
      <FormatProvider settings={{ currency: "USD", locale: "en-us", timezone }}>
        <OrderDetails order={order({ dining, hasProducts: false })} transactions={[]} />
      </FormatProvider>,
      { messages: messages.en },
    );

  it("shows the pickup location and the time in the club's zone", () => {
    renderOrder(
      {
        type: "pickup",
        at: new Date("2026-11-20T17:30:00Z"),
        locationId: "l",
        locationName: "Clubhouse Front Desk",
        address: "1 Harbor Way, Newport",
        place: null,
      },
      "America/New_York",
    );
    const section = within(screen.getByRole("region", { name: "When and Where" }));
    expect(section.getByText("Pick Up")).toBeVisible();
    expect(section.getByText("Clubhouse Front Desk · 1 Harbor Way, Newport")).toBeVisible();
    // 17:30 UTC is half past noon in Newport in November.
    expect(section.getByText("11/20/2026 12:30 PM")).toBeVisible();
  });

  it("shows the slip number for an order brought to a slip, and no time", () => {
    renderOrder(
      { type: "slip", at: null, locationId: null, locationName: null, address: null, place: "B-14" },
      "America/New_York",
    );
    const section = within(screen.getByRole("region", { name: "When and Where" }));
    expect(section.getByText("To My Slip")).toBeVisible();
    expect(section.getByText("Slip Number")).toBeVisible();
    expect(section.getByText("B-14")).toBeVisible();
    expect(section.queryByText("Pickup Time")).toBeNull();
  });

  it("has no dining section for a shop order", () => {
    renderOrder(null, "UTC");
    expect(screen.queryByRole("region", { name: "When and Where" })).toBeNull();
  });
});
