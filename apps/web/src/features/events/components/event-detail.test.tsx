import {
  type Cart,
  cartSchema,
  type PublicEvent,
  toWire,
  type WaitlistEntry,
  waitlistEntrySchema,
} from "@crest/domain";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, testAccount } from "../../../test/fixtures.ts";
import { renderPage } from "../../../test/render-page.tsx";
import { EventDetail } from "./event-detail.tsx";
import { EventsMessages } from "./events-messages.tsx";

afterEach(() => vi.unstubAllGlobals());

const EVENT_ID = "5f0e8a4c-3b2d-4c1e-9f8a-7b6c5d4e3f2a";
const TYPE_ID = "6a1f9b5d-4c3e-4d2f-8a9b-8c7d6e5f4a3b";
const FORM_ID = "7b2a8c6e-5d4f-4e3a-9b8c-9d8e7f6a5b4c";

/** A concert whose one type is sold out, with a waitlist form. */
function soldOutConcert(): PublicEvent {
  const start = new Date(Date.now() + 7 * 86_400_000);
  const end = new Date(start.getTime() + 3 * 3_600_000);
  return {
    id: EVENT_ID,
    uid: EVENT_ID,
    title: "Jazz on the Terrace",
    description: "",
    summary: "",
    venue: "The Terrace",
    venueAddress: "",
    graphic: null,
    type: "ticket",
    timezoneId: "America/New_York",
    startDate: start,
    endDate: end,
    startDateLocal: "2030-01-01T19:00:00",
    endDateLocal: "2030-01-01T22:00:00",
    settings: {
      transferEnabled: true,
      cancelEnabled: true,
      socialEnabled: false,
      printEnabled: false,
      calendarEnabled: false,
      buttonText: null,
      callToAction: null,
      verb: null,
    },
    status: "published",
    media: [],
    externalLink: null,
    categoryId: null,
    categories: [],
    timezone: "EST",
    recurring: false,
    seriesId: null,
    tickets: [
      {
        id: TYPE_ID,
        title: "Seat",
        name: "Seat",
        eventId: EVENT_ID,
        description: "",
        price: 4_000,
        onSale: null,
        offSale: null,
        availableQuantity: 0,
        minimum: 1,
        maximum: 0,
        perMemberMaximum: null,
        membersOnly: false,
        requiresPasscode: false,
        purchased: 0,
        soldOut: true,
        onSaleNow: true,
        dates: [{ startDate: start, endDate: end }],
      },
    ],
    hideTickets: false,
    availableQuantity: 0,
    soldOut: true,
    registered: false,
    reserveEnabled: true,
    waitlistFormId: FORM_ID,
    waitlist: false,
    endpoint: `/api/surveys/${FORM_ID}`,
    allowTransfer: true,
    allowCancel: true,
  };
}

const entry = (overrides: Partial<WaitlistEntry>): WaitlistEntry => ({
  eventId: EVENT_ID,
  status: "waiting",
  position: 2,
  endpoint: "/api/surveys/endpoints/abc",
  answered: true,
  ticketTypeId: null,
  offerExpiresAt: null,
  ...overrides,
});

/** The cart as the server answers an add (its lines left out: the drawer only says it was added). */
const cart: Cart = {
  id: "8c3b9d7f-6e5a-4f4b-8c9d-0e9f8a7b6c5d",
  currency: "USD",
  subTotal: 4_000,
  discountTotal: 0,
  taxTotal: 0,
  shipping: 0,
  handlingTotal: 0,
  postpayTotal: 0,
  total: 4_000,
  totalDue: 4_000,
  houseCredits: 0,
  totalItems: 1,
  weightGrams: 0,
  needsShipping: false,
  needsDining: false,
  coupon: null,
  shippingChoice: null,
  discountItems: [],
  items: { reservations: [], appointments: [], tickets: [], products: [] },
};

/** Serves the member's waitlist entry (a 404 when null) and takes cart adds; answers the bodies posted. */
function serve(inLine: WaitlistEntry | null) {
  const posted: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === "POST") {
        posted.push({ url, body: JSON.parse(String(init.body ?? "{}")) });
        return jsonResponse(200, toWire(cartSchema, cart));
      }
      if (url === `/api/events/${EVENT_ID}/waitlist`)
        return inLine
          ? jsonResponse(200, toWire(waitlistEntrySchema, inLine))
          : jsonResponse(404, { code: "not_found", title: "Not Found" });
      return jsonResponse(404, { code: "not_found", title: "Not Found" });
    }),
  );
  return posted;
}

const renderDetail = () =>
  renderPage(
    <EventsMessages>
      <EventDetail event={soldOutConcert()} signedIn />
    </EventsMessages>,
    { route: "/events/:id", path: `/events/${EVENT_ID}`, account: testAccount() },
  );

describe("EventDetail and the waitlist", { timeout: 20_000 }, () => {
  it("offers the ticket held for the member, who adds it to their cart though the type reads sold out", async () => {
    const posted = serve(
      entry({
        status: "offered",
        position: null,
        ticketTypeId: TYPE_ID,
        offerExpiresAt: new Date(Date.now() + 3_600_000),
      }),
    );
    renderDetail();
    expect(await screen.findByText(/^A ticket is held for you until /)).toBeVisible();
    expect(screen.queryByRole("button", { name: "Join the Waitlist" })).toBeNull();
    await userEvent.setup().click(screen.getByRole("button", { name: "Add It to My Cart" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      url: "/api/cart/tickets",
      // The cart's per-kind body is the kind's own (`unknown` to the endpoint): sent as the hook builds it.
      body: { items: [{ ticketTypeId: TYPE_ID, quantity: 1 }] },
    });
    expect(await screen.findByText("Added to your cart")).toBeVisible();
  });

  it("shows a member in line their place", async () => {
    serve(entry({ status: "waiting", position: 2 }));
    renderDetail();
    expect(await screen.findByText("You're on the waitlist: number 2 in line.")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Join the Waitlist" })).toBeNull();
  });

  it("offers nothing once the offer's time has passed", async () => {
    serve(
      entry({
        status: "offered",
        position: null,
        ticketTypeId: TYPE_ID,
        offerExpiresAt: new Date(Date.now() - 60_000),
      }),
    );
    const { queryClient } = renderDetail();
    await waitFor(() => expect(queryClient.getQueryData(["events", "waitlist", EVENT_ID])).toBeTruthy());
    expect(screen.queryByText(/^A ticket is held for you/)).toBeNull();
    expect(screen.queryByRole("button", { name: "Add It to My Cart" })).toBeNull();
  });

  it("lets a member not in line join", async () => {
    serve(null);
    renderDetail();
    expect(await screen.findByRole("button", { name: "Join the Waitlist" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Add It to My Cart" })).toBeNull();
  });
});
