// @vitest-environment node
import { type TicketType, ticketTypeInputSchema } from "@crest/domain";
import { describe, expect, it } from "vitest";
import { eventInputOf, newEventDraft } from "./event-draft.ts";
import {
  newTicketTypeDraft,
  ticketTypeDraftOf,
  ticketTypeInputOf,
  ticketTypePatchOf,
} from "./ticket-type-draft.ts";

describe("the event editor's draft", () => {
  it("reads the dates on the event zone's clock, across a DST change", () => {
    const draft = {
      ...newEventDraft("America/New_York"),
      title: "Supper",
      start: "2027-03-13T18:30",
      end: "2027-03-14T18:30",
    };
    const input = eventInputOf(draft);
    expect(input.startDate.toISOString()).toBe("2027-03-13T23:30:00.000Z");
    expect(input.endDate.toISOString()).toBe("2027-03-14T22:30:00.000Z");
    expect(input.timezoneId).toBe("America/New_York");
  });

  it("sends no recurrence for a one-off event, and frequency, interval and count for a repeating one", () => {
    const draft = {
      ...newEventDraft("UTC"),
      title: "Sail",
      start: "2027-01-01T10:00",
      end: "2027-01-01T12:00",
    };
    expect(eventInputOf(draft).recurrence).toBeNull();
    expect(eventInputOf({ ...draft, repeat: "weekly", interval: "2", count: "6" }).recurrence).toEqual({
      frequency: "weekly",
      interval: 2,
      count: 6,
    });
  });

  it("sends blank wording settings as null, for the portal's usual wording", () => {
    const draft = newEventDraft("UTC");
    const input = eventInputOf({
      ...draft,
      title: "Quiz",
      start: "2027-01-01T10:00",
      end: "2027-01-01T11:00",
      settings: { ...draft.settings, buttonText: "  ", verb: "Join" },
    });
    expect(input.settings).toMatchObject({ buttonText: null, verb: "Join", callToAction: null });
  });
});

describe("the ticket type form's draft", () => {
  it("sends the price in minor units, blanks as no limit, and the sale window on the event's clock", () => {
    const input = ticketTypeInputOf(
      {
        ...newTicketTypeDraft(),
        name: "Seat",
        price: "25.5",
        onSale: "2027-01-01T09:00",
        perMemberMaximum: "4",
      },
      "Europe/Madrid",
      "EUR",
    );
    expect(input).toMatchObject({
      price: 2550,
      quantity: null,
      perMemberMaximum: 4,
      maximum: 0,
      passcode: null,
    });
    expect(input.onSale?.toISOString()).toBe("2027-01-01T08:00:00.000Z");
    expect(ticketTypeInputSchema.safeEncode(input).success).toBe(true);
  });

  it("on edit, keeps the quantity and the passcode unless changed or removed", () => {
    const saved = {
      name: "Seat",
      description: "",
      price: 2500,
      onSale: null,
      offSale: null,
      minimum: 1,
      maximum: 0,
      perMemberMaximum: null,
      membersOnly: true,
      requiresPasscode: true,
    } as unknown as TicketType;
    const draft = ticketTypeDraftOf(saved, "UTC", "USD");
    expect(draft.price).toBe("25");
    const kept = ticketTypePatchOf(draft, "UTC", "USD");
    expect(kept).not.toHaveProperty("quantity");
    expect(kept).not.toHaveProperty("passcode");
    expect(ticketTypePatchOf({ ...draft, quantity: "60", removePasscode: true }, "UTC", "USD")).toMatchObject(
      {
        quantity: 60,
        passcode: null,
      },
    );
  });
});
