import type { EventFilter } from "@crest/domain";

/** Query keys of events and tickets. */
export const eventKeys = {
  all: ["events"] as const,
  list: (filter: EventFilter) => ["events", "list", filter] as const,
  detail: (id: string) => ["events", "detail", id] as const,
  mine: ["events", "mine"] as const,
  myList: (upcoming: boolean) => ["events", "mine", "list", upcoming] as const,
  myEvent: (id: string) => ["events", "mine", "detail", id] as const,
  guestTicket: (serial: string) => ["events", "guest-ticket", serial] as const,
  waitlist: (id: string) => ["events", "waitlist", id] as const,
};
