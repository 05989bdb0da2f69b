/**
 * What staff do to run events (issue 25 item 7): create an event as a draft (a recurring one as
 * one dated occurrence per repeat, each with its own ticket types), change it, publish it, add
 * and change ticket types, list its attendees. Cancelling an event refunds its tickets through
 * the cancel-one-line flow (flows/cancel-event-tickets.ts).
 */

import { randomUUID } from "node:crypto";
import {
  type EventInput,
  type EventPatch,
  type EventSettings,
  expandSeries,
  FIELD_MESSAGES,
  type PageQuery,
  pageOffset,
  type StaffEvent,
  type StaffEventsQuery,
  type TicketType,
  type TicketTypeInput,
  type TicketTypePatch,
} from "@crest/domain";
import { AppError } from "../../lib/errors.ts";
import { inTransaction, type ServiceContext } from "../../platform/service-context.ts";
import { isFormFor } from "../surveys/index.ts";
import { peopleOf } from "./account-event-service.ts";
import { publicEventViews } from "./catalogue-service.ts";
import {
  getEvent,
  insertEvents,
  insertTicketTypes,
  listAllEvents,
  occurrencesOf,
  ticketTypesOf,
  ticketTypeWithEvent,
  updateEvent,
  updateTicketType,
} from "./event-repository.ts";
import { ticketTypeView } from "./event-views.ts";
import type { EventRow } from "./tables.ts";
import { passcodeHash } from "./ticket-passcode.ts";
import { ticketsOfEvent } from "./ticket-repository.ts";
import { offerFreedTickets, WAITLIST_REFERENCE } from "./waitlist-service.ts";

/**
 * A waitlist form must be one of the club's forms made for waitlists (reference type
 * event_waitlist): those are answered from their event and never listed among the club's own
 * forms, where a member could answer one with no place in any line.
 */
async function checkWaitlistForm(context: ServiceContext, formId: string | null | undefined): Promise<void> {
  if (formId && !(await isFormFor(context, formId, WAITLIST_REFERENCE)))
    throw new AppError("invalid_request", {
      details: [{ field: "waitlistFormId", details: FIELD_MESSAGES.waitlist_form_invalid }],
    });
}

/** A new event's flags: transfer and cancel allowed, printing and the calendar shown, no social sharing. */
export const DEFAULT_EVENT_SETTINGS: EventSettings = {
  transferEnabled: true,
  cancelEnabled: true,
  socialEnabled: false,
  printEnabled: true,
  calendarEnabled: true,
  buttonText: null,
  callToAction: null,
  verb: null,
};

async function staffViews(context: ServiceContext, rows: EventRow[]): Promise<StaffEvent[]> {
  const views = await publicEventViews(context, rows);
  const withOccurrences: StaffEvent[] = [];
  for (const [index, view] of views.entries()) {
    const row = rows[index];
    const occurrenceIds = row?.seriesId
      ? (await occurrencesOf(context.scope, row.seriesId)).map((occurrence) => occurrence.id)
      : [view.id];
    // Staff see the ticket types even when the catalogue hides them.
    withOccurrences.push({ ...view, occurrenceIds });
  }
  return withOccurrences;
}

const staffView = async (context: ServiceContext, row: EventRow) => {
  const [view] = await staffViews(context, [row]);
  if (!view) throw new Error("no view");
  return view;
};

/** GET /admin/api/events: the club's events, all, upcoming or past, found by title. */
export async function listStaffEvents(context: ServiceContext, query: StaffEventsQuery) {
  const { rows, totalCount } = await listAllEvents(
    context.scope,
    { when: query.when, search: query.search, now: new Date() },
    pageOffset(query),
    query.pageSize,
  );
  return { items: await staffViews(context, rows), totalCount };
}

/** GET /admin/api/events/{eventId}: one of the club's events, whatever its status. */
export async function getStaffEvent(context: ServiceContext, eventId: string): Promise<StaffEvent> {
  return staffView(context, await getEvent(context.scope, eventId));
}

/** POST /admin/api/events: a draft; a recurring event is one row per occurrence, sharing a series id. */
export async function createEvent(context: ServiceContext, input: EventInput): Promise<StaffEvent> {
  await checkWaitlistForm(context, input.waitlistFormId);
  const occurrences = input.recurrence
    ? expandSeries({ start: input.startDate, end: input.endDate }, input.recurrence, input.timezoneId)
    : [{ start: input.startDate, end: input.endDate }];
  const seriesId = input.recurrence ? randomUUID() : null;
  const rows = await insertEvents(
    context.scope,
    occurrences.map((occurrence) => ({
      seriesId,
      recurrence: input.recurrence,
      title: input.title,
      summary: input.summary,
      description: input.description,
      type: input.type,
      venue: input.venue,
      venueAddress: input.venueAddress,
      graphic: input.graphic,
      externalLink: input.externalLink,
      timezoneId: input.timezoneId,
      startsAt: occurrence.start,
      endsAt: occurrence.end,
      categoryIds: input.categoryIds,
      settings: { ...DEFAULT_EVENT_SETTINGS, ...input.settings },
      hideTickets: input.hideTickets,
      waitlistFormId: input.waitlistFormId,
      waitlistOfferHours: input.waitlistOfferHours,
    })),
  );
  const [first] = rows;
  if (!first) throw new Error("no event written");
  return staffView(context, first);
}

/** PATCH /admin/api/events/{id}. */
export async function editEvent(
  context: ServiceContext,
  eventId: string,
  patch: EventPatch,
): Promise<StaffEvent> {
  await checkWaitlistForm(context, patch.waitlistFormId);
  const event = await getEvent(context.scope, eventId);
  const startsAt = patch.startDate ?? event.startsAt;
  const endsAt = patch.endDate ?? event.endsAt;
  if (endsAt <= startsAt)
    throw new AppError("invalid_request", {
      details: [{ field: "endDate", details: FIELD_MESSAGES.value_invalid }],
    });
  const { startDate: _start, endDate: _end, settings, ...rest } = patch;
  const row = await updateEvent(context.scope, eventId, {
    ...rest,
    startsAt,
    endsAt,
    ...(settings ? { settings: { ...event.settings, ...settings } } : {}),
  });
  return staffView(context, row);
}

/** POST /admin/api/events/{id}/publish: a draft goes on sale; a cancelled event stays cancelled. */
export async function publishEvent(context: ServiceContext, eventId: string): Promise<StaffEvent> {
  const event = await getEvent(context.scope, eventId);
  if (event.status === "cancelled") throw new AppError("event_not_on_sale");
  const row =
    event.status === "published" ? event : await updateEvent(context.scope, eventId, { status: "published" });
  return staffView(context, row);
}

/** Sets an event's status (staff cancelling it). */
export const setEventStatus = (context: ServiceContext, eventId: string, status: EventRow["status"]) =>
  updateEvent(context.scope, eventId, { status });

/**
 * POST /admin/api/events/{id}/ticket-types: on an occurrence of a series, every occurrence not
 * yet begun gets the type as its own row (each occurrence sells and fills on its own).
 */
export async function addTicketType(
  context: ServiceContext,
  eventId: string,
  input: TicketTypeInput,
): Promise<TicketType> {
  const event = await getEvent(context.scope, eventId);
  const now = new Date();
  const targets = event.seriesId
    ? (await occurrencesOf(context.scope, event.seriesId)).filter(
        (occurrence) => occurrence.id === event.id || occurrence.startsAt > now,
      )
    : [event];
  const existing = await ticketTypesOf(context.scope, [eventId]);
  const { passcode, price, perMemberMaximum, ...rest } = input;
  const rows = await insertTicketTypes(
    context.scope,
    targets.map((target) => ({
      ...rest,
      eventId: target.id,
      priceCents: price,
      perMemberMax: perMemberMaximum,
      passcodeHash: passcode ? passcodeHash(passcode) : null,
      position: existing.length,
    })),
  );
  const row = rows.find((candidate) => candidate.eventId === eventId);
  if (!row) throw new Error("no ticket type written");
  return ticketTypeView(row, event, 0, now);
}

/**
 * PATCH /admin/api/events/{id}/ticket-types/{typeId}: a quantity below what is held and sold is
 * refused; units added are offered to the waitlist first.
 */
export async function editTicketType(
  context: ServiceContext,
  eventId: string,
  ticketTypeId: string,
  patch: TicketTypePatch,
): Promise<TicketType> {
  return inTransaction(context, async (tx) => {
    const event = await getEvent(tx.scope, eventId);
    const type = (await ticketTypesOf(tx.scope, [eventId])).find(
      (candidate) => candidate.id === ticketTypeId,
    );
    if (!type) throw new AppError("not_found");
    const { passcode, price, perMemberMaximum, ...rest } = patch;
    const row = await updateTicketType(tx.scope, ticketTypeId, {
      ...rest,
      ...(price !== undefined ? { priceCents: price } : {}),
      ...(perMemberMaximum !== undefined ? { perMemberMax: perMemberMaximum } : {}),
      ...(passcode !== undefined ? { passcodeHash: passcode ? passcodeHash(passcode) : null } : {}),
    });
    if (!row)
      throw new AppError("conflict", {
        details: [{ field: "quantity", details: `At least ${type.held + type.sold}` }],
      });
    // Units staff add go to those in line first, as freed ones do (no limit any more: to all of them).
    const added =
      type.quantity === null
        ? 0
        : row.quantity === null
          ? Number.POSITIVE_INFINITY
          : row.quantity - type.quantity;
    if (added <= 0) return ticketTypeView(row, event, 0, new Date());
    await offerFreedTickets(tx, row.id, added);
    // Read again: the offers hold some of what was added.
    return ticketTypeView((await ticketTypeWithEvent(tx.scope, row.id)).type, event, 0, new Date());
  });
}

/** GET /admin/api/events/{id}/attendees: the event's tickets, buyers and holders. */
export async function attendeesOf(context: ServiceContext, eventId: string, query: PageQuery) {
  await getEvent(context.scope, eventId);
  const { rows, totalCount } = await ticketsOfEvent(
    context.scope,
    eventId,
    pageOffset(query),
    query.pageSize,
  );
  const people = await peopleOf(
    context,
    rows.map((row) => row.ticket),
  );
  const nameOf = (id: string) => {
    const person = people.get(id);
    return person ? `${person.firstName} ${person.lastName}`.trim() : "";
  };
  const items = rows.map(({ ticket, typeName }) => ({
    ticketId: ticket.id,
    serial: ticket.serial,
    status: ticket.status,
    ticketType: typeName,
    buyer: {
      id: ticket.customerId,
      fullName: nameOf(ticket.customerId),
      email: people.get(ticket.customerId)?.email ?? "",
    },
    owner: ticket.ownerId
      ? { fullName: nameOf(ticket.ownerId), email: people.get(ticket.ownerId)?.email ?? null }
      : ticket.guestEmail
        ? { fullName: ticket.guestName ?? ticket.guestEmail, email: ticket.guestEmail }
        : null,
    attendee: ticket.attendee ?? null,
    scanDate: ticket.scannedAt,
  }));
  return { items, totalCount };
}
