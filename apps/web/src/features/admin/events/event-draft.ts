import type {
  EVENT_FREQUENCIES,
  EventInput,
  EventPatch,
  EventSettings,
  EventType,
  StaffEvent,
} from "@crest/domain";
import { fromZonedInput, toZonedInput } from "../components/club-intl.ts";

/** The editor's fields as typed: dates as wall-clock text in the event's zone. */
export interface EventDraft {
  title: string;
  summary: string;
  description: string;
  type: EventType;
  categoryId: string;
  venue: string;
  venueAddress: string;
  timezoneId: string;
  start: string;
  end: string;
  hideTickets: boolean;
  settings: EventSettings;
  /** A new event only: "" for once, else how often it repeats, every `interval`, `count` times in all. */
  repeat: (typeof EVENT_FREQUENCIES)[number] | "";
  interval: string;
  count: string;
}

const DEFAULT_SETTINGS: EventSettings = {
  transferEnabled: true,
  cancelEnabled: false,
  socialEnabled: true,
  printEnabled: true,
  calendarEnabled: true,
  buttonText: null,
  callToAction: null,
  verb: null,
};

/** A blank draft for a new event in the club's zone. */
export const newEventDraft = (timezoneId: string): EventDraft => ({
  title: "",
  summary: "",
  description: "",
  type: "ticket",
  categoryId: "",
  venue: "",
  venueAddress: "",
  timezoneId,
  start: "",
  end: "",
  hideTickets: false,
  settings: DEFAULT_SETTINGS,
  repeat: "",
  interval: "1",
  count: "4",
});

/** The draft of a saved event, its dates on its own zone's clock. */
export const draftOf = (event: StaffEvent): EventDraft => ({
  title: event.title,
  summary: event.summary,
  description: event.description,
  type: event.type,
  categoryId: event.categoryId ?? "",
  venue: event.venue,
  venueAddress: event.venueAddress,
  timezoneId: event.timezoneId,
  start: toZonedInput(event.startDate, event.timezoneId),
  end: toZonedInput(event.endDate, event.timezoneId),
  hideTickets: event.hideTickets,
  settings: event.settings,
  repeat: "",
  interval: "1",
  count: "1",
});

/** Blank wording settings go as null: the portal's usual wording. */
const settingsOf = (settings: EventSettings): EventSettings => ({
  ...settings,
  buttonText: settings.buttonText?.trim() || null,
  callToAction: settings.callToAction?.trim() || null,
  verb: settings.verb?.trim() || null,
});

/** What the editor sends; the form requires both dates before it submits. */
function common(draft: EventDraft) {
  return {
    title: draft.title,
    summary: draft.summary,
    description: draft.description,
    venue: draft.venue,
    venueAddress: draft.venueAddress,
    startDate: fromZonedInput(draft.start, draft.timezoneId) ?? new Date(),
    endDate: fromZonedInput(draft.end, draft.timezoneId) ?? new Date(),
    categoryIds: draft.categoryId ? [draft.categoryId] : [],
    hideTickets: draft.hideTickets,
    settings: settingsOf(draft.settings),
  };
}

/** POST /admin/api/events's body: a repeating event is created as a dated occurrence per repeat. */
export const eventInputOf = (draft: EventDraft): EventInput =>
  ({
    ...common(draft),
    type: draft.type,
    timezoneId: draft.timezoneId,
    recurrence: draft.repeat
      ? {
          frequency: draft.repeat,
          interval: Number(draft.interval || "1"),
          count: Number(draft.count || "1"),
        }
      : null,
  }) as EventInput;

/** PATCH /admin/api/events/{eventId}'s body (type and zone are set at creation). */
export const eventPatchOf = (draft: EventDraft): EventPatch => common(draft);
