import { type AccountEvent, accountEventListSchema, toWire } from "@crest/domain";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, testAccount } from "../../../test/fixtures.ts";
import { renderPage } from "../../../test/render-page.tsx";
import MyTicketsPage from "./my-tickets-page.tsx";

afterEach(() => vi.unstubAllGlobals());

const GALA_ID = "7b0c3c52-9d1e-4a57-8f0e-3c1b2a4d5e6f";

/** One of the member's events as GET /api/account/events answers it (its tickets left out: the list does not show them). */
function myEvent(overrides: Partial<AccountEvent> = {}): AccountEvent {
  const start = new Date("2030-06-20T22:00:00Z");
  return {
    id: GALA_ID,
    uid: "gala",
    title: "Harbor Summer Gala",
    description: "",
    summary: "",
    venue: "The Lawn",
    venueAddress: "",
    graphic: null,
    type: "ticket",
    timezoneId: "America/New_York",
    startDate: start,
    endDate: new Date(start.getTime() + 4 * 3_600_000),
    startDateLocal: "2030-06-20T18:00:00",
    endDateLocal: "2030-06-20T22:00:00",
    settings: {
      transferEnabled: true,
      cancelEnabled: true,
      socialEnabled: false,
      printEnabled: true,
      calendarEnabled: true,
      buttonText: null,
      callToAction: null,
      verb: null,
    },
    status: "published",
    photos: [],
    purchasedTickets: 2,
    activeTickets: 2,
    transferredTickets: 0,
    survey: null,
    registered: false,
    company: "Harbor Club",
    tickets: [],
    ...overrides,
  };
}

/** Serves GET /api/account/events from `answers` in turn (the last one again after that); answers the URLs asked. */
function serveMyEvents(...answers: (() => Response)[]) {
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      asked.push(url);
      if (!url.startsWith("/api/account/events")) return jsonResponse(404, {});
      const answer = answers[Math.min(asked.length - 1, answers.length - 1)];
      return answer ? answer() : jsonResponse(500, {});
    }),
  );
  return asked;
}

const listOf = (events: AccountEvent[]) => () => jsonResponse(200, toWire(accountEventListSchema, events));

const renderMyTickets = () =>
  renderPage(<MyTicketsPage />, {
    route: "/account/wallet/tickets",
    path: "/account/wallet/tickets",
    account: testAccount(),
  });

describe("/account/wallet/tickets", { timeout: 20_000 }, () => {
  it("lists the member's upcoming events, each opening its tickets, under Account", async () => {
    const asked = serveMyEvents(
      listOf([
        myEvent(),
        myEvent({ id: "0d6c2f1a-5b3e-4c7d-9e8f-1a2b3c4d5e6f", title: "Jazz on the Terrace" }),
      ]),
    );
    renderMyTickets();
    expect(screen.getByRole("heading", { level: 1, name: "My Tickets" })).toBeVisible();
    const gala = await screen.findByRole("link", { name: "View tickets for Harbor Summer Gala" });
    expect(gala.getAttribute("href")).toBe(`/account/event/${GALA_ID}`);
    expect(gala.textContent).toBe("View tickets");
    expect(screen.getByRole("link", { name: "View tickets for Jazz on the Terrace" })).toBeVisible();
    // Upcoming events only.
    expect(asked[0]).toMatch(/^\/api\/account\/events\?.*upcoming=true/);
    const crumbs = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(crumbs).getByRole("link", { name: "Account" }).getAttribute("href")).toBe("/account");
  });

  it("says when the member has no tickets for upcoming events", async () => {
    serveMyEvents(listOf([]));
    renderMyTickets();
    expect(await screen.findByText("You have no tickets for upcoming events.")).toBeVisible();
    expect(screen.queryByRole("link", { name: /^View tickets/ })).toBeNull();
  });

  it("says a failed load failed, and Try Again asks again", async () => {
    serveMyEvents(() => jsonResponse(500, { code: "internal", title: "x" }), listOf([myEvent()]));
    renderMyTickets();
    const retry = await screen.findByRole("button", { name: "Try Again" });
    await userEvent.setup().click(retry);
    expect(await screen.findByRole("link", { name: "View tickets for Harbor Summer Gala" })).toBeVisible();
  });
});
