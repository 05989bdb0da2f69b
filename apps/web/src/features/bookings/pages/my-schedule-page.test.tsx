import { TOPICS } from "@crest/domain/realtime/realtime.rules";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, testAccount } from "../../../test/fixtures.ts";
import { renderPage } from "../../../test/render-page.tsx";
import MySchedulePage from "./my-schedule-page.tsx";

const account = testAccount({ id: "0b7c1c9e-3a51-4c5e-9d0f-6f1f2d3e4a5b" });
const topic = TOPICS.bookings(account.id);

/** A booking as GET /api/account/reservations answers it (the wire's snake_case). */
const reservation = (status: "booked" | "cancelled") => ({
  id: "7d1e8f2a-6b3c-4d5e-8f9a-0b1c2d3e4f5a",
  type: "reservation",
  block_type: "dining",
  status,
  slot: { start_date: "2030-06-01T23:00:00.000Z", end_date: "2030-06-02T01:00:00.000Z", local_time: "19:00" },
  party_size: 2,
  can_cancel: status === "booked",
  cancel_cutoff: "2030-05-31T23:00:00.000Z",
  cancel_fee: 0,
  title: "The Harbor Grill",
  description: "",
  photo: null,
  start_date: "2030-06-01T23:00:00.000Z",
  end_date: "2030-06-02T01:00:00.000Z",
  local_start: "2030-06-01T19:00",
  local_end: "2030-06-01T21:00",
  location: "1 Quay Street",
  timezone_id: "America/New_York",
  resource_id: "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
  service_id: null,
  unit_name: "Table 2A",
  price: 0,
  has_survey: false,
  survey_id: null,
  survey_answered: false,
  guest: null,
  owner: { id: account.id, full_name: "Ada Lovelace" },
  order_id: null,
  company: { name: "Harbour Club" },
});

/** The browser's WebSocket as the hub would drive it: opens, confirms subscriptions, and says events. */
class FakeHubSocket {
  static last: FakeHubSocket | undefined;
  readyState = 0;
  sent: { type: string; topic: string }[] = [];
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  constructor(readonly url: string) {
    FakeHubSocket.last = this;
    queueMicrotask(() => {
      this.readyState = 1;
      this.onopen?.();
    });
  }
  send(data: string) {
    const request = JSON.parse(data) as { type: string; topic: string };
    this.sent.push(request);
    if (request.type === "subscribe") this.say({ type: "subscribed", topic: request.topic });
  }
  close() {
    this.readyState = 3;
  }
  say(answer: unknown) {
    this.onmessage?.({ data: JSON.stringify(answer) });
  }
}

afterEach(() => vi.unstubAllGlobals());

describe("MySchedulePage", () => {
  it("shows a booking cancelled elsewhere without a reload: the member's bookings topic refetches the list", async () => {
    let status: "booked" | "cancelled" = "booked";
    const fetchMock = vi.fn(async (url: string) =>
      jsonResponse(200, String(url).includes("/api/account/reservations") ? [reservation(status)] : []),
    );
    vi.stubGlobal("fetch", fetchMock);
    vi.stubGlobal("WebSocket", FakeHubSocket);
    renderPage(<MySchedulePage />, { route: "/my-schedule/:id?", path: "/my-schedule", account });
    expect(await screen.findByText("Booked")).toBeVisible();
    await waitFor(() => expect(FakeHubSocket.last?.sent).toContainEqual({ type: "subscribe", topic }));

    status = "cancelled";
    FakeHubSocket.last?.say({ type: "event", topic, data: { bookingId: reservation(status).id } });
    expect(await screen.findByText("Cancelled")).toBeVisible();
    expect(screen.queryByText("Booked")).toBeNull();
  });
});
