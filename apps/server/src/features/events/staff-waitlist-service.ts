/**
 * The waitlist for staff (issue 32 item 3): an event's line as it stands, a member taken out of
 * it, and a free ticket offered to the first in line. Offers are made and ended by the waitlist's
 * own code (waitlist-service.ts), so a unit held for a member taken out of line goes to the next
 * exactly as when an offer runs out.
 */
import { type PageQuery, pageOffset, type StaffWaitlistEntry, type WaitlistStatus } from "@crest/domain";
import { AppError } from "../../lib/errors.ts";
import { inTransaction, type ServiceContext } from "../../platform/service-context.ts";
import { findCustomers } from "../customers/index.ts";
import { requiredSurveysDone } from "../surveys/index.ts";
import { getEvent, ticketTypesOf, unitsLeft } from "./event-repository.ts";
import type { WaitlistRow } from "./tables.ts";
import { aheadOf, entryOf, linePage, lockEntry, setEntry } from "./waitlist-repository.ts";
import { endOffer, offerFreedTickets, WAITLIST_REFERENCE } from "./waitlist-service.ts";

interface LineRow {
  entry: WaitlistRow;
  typeName: string | null;
  /** The entry's number among those of its status, in the order they joined. */
  place: number | null;
}

async function staffViews(context: ServiceContext, rows: readonly LineRow[]): Promise<StaffWaitlistEntry[]> {
  const people = new Map(
    (await findCustomers(context.scope, [...new Set(rows.map((row) => row.entry.customerId))])).map(
      (person) => [person.id, person],
    ),
  );
  const views: StaffWaitlistEntry[] = [];
  for (const { entry, typeName, place } of rows) {
    const person = people.get(entry.customerId);
    views.push({
      id: entry.id,
      status: entry.status,
      position: entry.status === "waiting" ? place : null,
      member: {
        id: entry.customerId,
        fullName: person ? `${person.firstName} ${person.lastName}`.trim() : "",
        email: person?.email ?? "",
      },
      answered: (await requiredSurveysDone(context, WAITLIST_REFERENCE, entry.id)).done,
      ticketType: entry.ticketTypeId && typeName ? { id: entry.ticketTypeId, name: typeName } : null,
      offerExpiresAt: entry.status === "offered" ? entry.offerExpiresAt : null,
      joinedAt: entry.createdAt,
    });
  }
  return views;
}

/** One entry for staff, as it stands after a change. */
async function staffView(context: ServiceContext, eventId: string, entryId: string) {
  const entry = await entryOf(context.scope, eventId, entryId);
  if (!entry) throw new AppError("not_found");
  const type = (await ticketTypesOf(context.scope, [eventId])).find(
    (candidate) => candidate.id === entry.ticketTypeId,
  );
  const place = entry.status === "waiting" ? (await aheadOf(context.scope, entry)) + 1 : null;
  const [view] = await staffViews(context, [{ entry, typeName: type?.name ?? null, place }]);
  if (!view) throw new Error("no view");
  return view;
}

/** GET /admin/api/events/{eventId}/waitlist: a page of the line, in the order members joined. */
export async function waitlistOf(
  context: ServiceContext,
  eventId: string,
  query: PageQuery & { status?: WaitlistStatus },
) {
  await getEvent(context.scope, eventId);
  const { rows, totalCount } = await linePage(context.scope, eventId, {
    status: query.status,
    offset: pageOffset(query),
    limit: query.pageSize,
  });
  return { items: await staffViews(context, rows), totalCount };
}

/**
 * DELETE /admin/api/events/{eventId}/waitlist/{entryId}: the member leaves the line; a unit held
 * for them by an offer (live, or run out before its job came) goes to the next in line. One who
 * took their offer has the ticket in their cart or paid for: that is cancelled as a ticket.
 */
export async function removeFromWaitlist(
  context: ServiceContext,
  eventId: string,
  entryId: string,
): Promise<StaffWaitlistEntry> {
  await inTransaction(context, async (tx) => {
    const entry = await lockEntry(tx.scope, entryId);
    if (entry?.eventId !== eventId) throw new AppError("not_found");
    if (entry.status === "accepted") throw new AppError("waitlist_offer_taken");
    if (entry.status === "offered" && entry.ticketTypeId)
      await endOffer(tx, { id: entry.id, ticketTypeId: entry.ticketTypeId }, "left");
    else if (entry.status !== "left") await setEntry(tx.scope, entry.id, { status: "left" });
  });
  return staffView(context, eventId, entryId);
}

/**
 * POST /admin/api/events/{eventId}/waitlist/offer: one free ticket, of the first of the event's
 * types with one left, to the first in line who answered the form, held and mailed as a freed
 * ticket is. A ticket can be free with members waiting when it freed up before they answered.
 */
export async function offerWaitlistNow(context: ServiceContext, eventId: string) {
  const offered = await inTransaction(context, async (tx) => {
    await getEvent(tx.scope, eventId);
    for (const type of await ticketTypesOf(tx.scope, [eventId])) {
      const left = unitsLeft(type);
      if (left !== null && left < 1) continue;
      const [entry] = await offerFreedTickets(tx, type.id, 1);
      if (entry) return entry;
    }
    return null;
  });
  if (!offered) throw new AppError("waitlist_nothing_to_offer");
  return { offered: await staffView(context, eventId, offered.id) };
}
