/**
 * The waitlist (issue 25 item 5): when an event is sold out and has a waitlist form, a member
 * joins by answering it through the survey engine (their place counts once the form is
 * answered). When a ticket frees up (a cancellation, a cart's hold running out or a line taken
 * out of a cart), the first in line is offered it by e-mail: a unit is held for them until the
 * offer runs out, and their cart takes that unit when they add the type. An offer not taken in
 * time passes to the next in line (a job at its expiry).
 */
import { isEventSoldOut, type WaitlistEntry } from "@crest/domain";
import { AppError } from "../../lib/errors.ts";
import { customerIdOf, inTransaction, type ServiceContext } from "../../platform/service-context.ts";
import { buyerFor } from "../cart/index.ts";
import { getCustomer } from "../customers/index.ts";
import { defineClubJob, enqueueJob } from "../jobs/index.ts";
import { enqueueMail } from "../mail/index.ts";
import { openSurveyEndpoint, requiredSurveysDone, surveyEndpointsOf } from "../surveys/index.ts";
import {
  getListedEvent,
  holdTicketUnits,
  releaseTicketUnits,
  ticketTypesOf,
  ticketTypeWithEvent,
  unitsLeft,
} from "./event-repository.ts";
import { localOf } from "./event-views.ts";
import type { EventRow, TicketTypeRow, WaitlistRow } from "./tables.ts";
import { saleProblem } from "./ticket-sale.ts";
import { aheadOf, findEntry, joinLine, lockEntry, setEntry, waitingFor } from "./waitlist-repository.ts";

/** The survey references a member's place in line: their answers are about it. */
export const WAITLIST_REFERENCE = "event_waitlist";

const WORDING = {
  en: {
    subject: (event: string) => `A ticket is free: ${event}`,
    body: (event: string, until: string, link: string) =>
      `A ticket for ${event} is held for you until ${until}. Add it to your cart and check out before then: ${link}`,
  },
  es: {
    subject: (event: string) => `Hay una entrada libre: ${event}`,
    body: (event: string, until: string, link: string) =>
      `Le reservamos una entrada para ${event} hasta las ${until}. Añádala a su carrito y pague antes: ${link}`,
  },
} as const;

async function entryView(
  context: ServiceContext,
  entry: WaitlistRow,
  event: EventRow,
): Promise<WaitlistEntry> {
  const endpoints = await surveyEndpointsOf(context, WAITLIST_REFERENCE, entry.id);
  const answered = (await requiredSurveysDone(context, WAITLIST_REFERENCE, entry.id)).done;
  return {
    eventId: event.id,
    status: entry.status,
    position: entry.status === "waiting" ? (await aheadOf(context.scope, entry)) + 1 : null,
    endpoint: endpoints.at(-1)?.endpoint ?? "",
    answered,
    ticketTypeId: entry.ticketTypeId,
    offerExpiresAt: entry.offerExpiresAt,
  };
}

/** POST /api/events/{id}/waitlist: the member's place in line and the form to answer. */
export async function joinWaitlist(context: ServiceContext, eventId: string): Promise<WaitlistEntry> {
  const customerId = customerIdOf(context);
  const event = await getListedEvent(context.scope, eventId);
  const types = await ticketTypesOf(context.scope, [event.id]);
  const existing = await findEntry(context.scope, event.id, customerId);
  // In line, offered, served, or an offer let run out: asking again answers that.
  if (existing && existing.status !== "left") return entryView(context, existing, event);
  const soldOut = isEventSoldOut({
    type: event.type,
    ticketTypes: types.map((type) => ({ available: unitsLeft(type) })),
  });
  if (!event.waitlistFormId || event.status !== "published" || !soldOut)
    throw new AppError("waitlist_not_open");
  const formId = event.waitlistFormId;
  const entry = await inTransaction(context, async (tx) => {
    const row = await joinLine(tx.scope, event.id, customerId);
    await openSurveyEndpoint(tx, {
      surveyId: formId,
      customerId,
      referenceType: WAITLIST_REFERENCE,
      referenceId: row.id,
    });
    return row;
  });
  return entryView(context, entry, event);
}

/**
 * GET /api/events/{id}/waitlist: the member's place in line as it stands, so the event's page can
 * offer the ticket held for them (the catalogue answers everyone alike); 404 when not in line.
 */
export async function myWaitlistEntry(context: ServiceContext, eventId: string): Promise<WaitlistEntry> {
  const event = await getListedEvent(context.scope, eventId);
  const entry = await findEntry(context.scope, event.id, customerIdOf(context));
  if (!entry || entry.status === "left") throw new AppError("not_found");
  return entryView(context, entry, event);
}

/**
 * At an offer's expiry (the job runs when it is due): not taken, it passes to the next in line.
 * The payload names the offer's expiry, so a job of an earlier offer to the same entry does nothing.
 */
export const waitlistOfferExpiryJob = defineClubJob<{ waitlistId: string; expiresAt: string }>({
  kind: "events.waitlist-offer-expiry",
  run: async ({ waitlistId, expiresAt }, context) => {
    await inTransaction(context, async (tx) => {
      const entry = await lockEntry(tx.scope, waitlistId);
      if (
        entry?.status !== "offered" ||
        !entry.ticketTypeId ||
        entry.offerExpiresAt?.toISOString() !== expiresAt
      )
        return;
      await endOffer(tx, { id: entry.id, ticketTypeId: entry.ticketTypeId }, "expired");
    });
  },
});

/**
 * An offer ends, run out (expired) or with its member taken out of line by staff (left), in the
 * caller's transaction with the entry locked: the unit held for them goes to the next in line.
 */
export async function endOffer(
  context: ServiceContext,
  entry: { id: string; ticketTypeId: string },
  status: "expired" | "left",
): Promise<void> {
  await setEntry(context.scope, entry.id, { status });
  await releaseTicketUnits(context.scope, entry.ticketTypeId, 1);
  await offerFreedTickets(context, entry.ticketTypeId, 1);
}

/**
 * Offers one held unit of the type to the first in line whose form is answered (and who may buy
 * the type: a members-only one, a member); answers the entry offered, or null.
 */
async function offerNext(
  context: ServiceContext,
  event: EventRow,
  type: TicketTypeRow,
): Promise<WaitlistRow | null> {
  for (const entry of await waitingFor(context.scope, event.id)) {
    if (!(await requiredSurveysDone(context, WAITLIST_REFERENCE, entry.id)).done) continue;
    // A members-only unit goes to the first member in line: a non-member's cart would refuse it,
    // and it would sit held for nobody until the offer ran out.
    if (type.membersOnly && !(await buyerFor(context, entry.customerId)).isMember) continue;
    if (!(await holdTicketUnits(context.scope, type.id, 1))) return null;
    const until = new Date(Date.now() + event.waitlistOfferHours * 3_600_000);
    const offered = await setEntry(context.scope, entry.id, {
      status: "offered",
      ticketTypeId: type.id,
      offerExpiresAt: until,
    });
    const member = await getCustomer(context.scope, entry.customerId);
    const words = WORDING[context.language];
    await enqueueMail(context, {
      to: member.email,
      subject: words.subject(event.title),
      text: words.body(
        event.title,
        localOf(until, context.tenant.config.intl.timezone).replace("T", " ").slice(0, 16),
        `${context.publicOrigin}/events/${event.id}`,
      ),
      kind: "event_waitlist_offer",
    });
    await enqueueJob(
      context,
      waitlistOfferExpiryJob,
      { waitlistId: entry.id, expiresAt: until.toISOString() },
      { runAt: until, dedupeKey: `waitlist-offer:${entry.id}:${until.getTime()}` },
    );
    return offered;
  }
  return null;
}

/**
 * Units of a type freed (a cancellation, an offer run out, a cart's hold given back, staff
 * offering a free one), in that transaction: each to the next in line; answers the entries
 * offered. The freeing UPDATE locks the type's row first, so transactions freeing units of one
 * type offer them one after another; the line's rows are locked too, so an entry is offered once.
 */
export async function offerFreedTickets(
  context: ServiceContext,
  ticketTypeId: string,
  units: number,
): Promise<WaitlistRow[]> {
  const { type, event } = await ticketTypeWithEvent(context.scope, ticketTypeId);
  const now = new Date();
  const offered: WaitlistRow[] = [];
  // Nothing is offered that the member's cart could not take (the type's sale closed).
  if (!event.waitlistFormId || event.startsAt <= now || saleProblem(event, type, now)) return offered;
  while (offered.length < units) {
    const entry = await offerNext(context, event, type);
    if (!entry) break;
    offered.push(entry);
  }
  return offered;
}
