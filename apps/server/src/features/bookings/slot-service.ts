/**
 * Slots and taking them (issue 26 items 2 and 3): which units can take a booking (the tables
 * that seat the party, smallest first; the room; the therapists who give the service, or the
 * one asked for), the free slots between two local days, and `takeSlot`, the one write that
 * takes a unit's time. It locks the resource's row, reads the units' bookings again and inserts
 * only when a unit is free, so a slot is offered, held and booked only while it really is free;
 * the loser of a race is told the next free slots instead. The slots call answers from the
 * instance's slots cache (slot-cache.ts), which every change to the resource empties.
 */
import {
  addDays,
  bookableWindow,
  daysWithin,
  FIELD_MESSAGES,
  type FreeSlot,
  generateSlots,
  isSlotStart,
  localDayOf,
  overlapsBusy,
  type ScheduleRules,
  SLOT_PATH_TYPES,
  type SlotPathType,
  type SlotsQuery,
  slotDays,
  slotSchema,
  toWire,
  wallClock,
  withWireCurrency,
  worksThrough,
} from "@crest/domain";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { AppError, fieldError, NotFoundError } from "../../lib/errors.ts";
import type { ServiceContext } from "../../platform/service-context.ts";
import {
  type BusyRow,
  blackoutsOf,
  busyOf,
  busyOfResource,
  getResource,
  insertBooking,
  lockResource,
  servicesOf,
  therapistLinksOf,
  unitsOf,
} from "./repository.ts";
import { viewerIsMember } from "./resource-service.ts";
import type { FillStamp, KeptAnswer, KeptSlot, ResourceSetup, SlotCache } from "./slot-cache.ts";
import type {
  BookingGuestRecord,
  BookingResourceRow,
  BookingRow,
  BookingServiceRow,
  BookingUnitRow,
} from "./tables.ts";

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** What a booking is asked for: the party, the service and therapist (spa). */
export interface SlotChoice {
  partySize: number;
  serviceId: string | null;
  therapistId: string;
}

/** The units that can take the choice, in the order they are assigned, and the booking's length and price. */
export interface Candidates {
  units: BookingUnitRow[];
  service: BookingServiceRow | null;
  durationMinutes: number;
  priceCents: number;
}

/** A resource with its units, services, therapist links and blackout days, read from the database. */
export async function readSetup(scope: TenantScope, resource: BookingResourceRow): Promise<ResourceSetup> {
  const [units, services, blackouts] = await Promise.all([
    unitsOf(scope, [resource.id]),
    servicesOf(scope, [resource.id]),
    blackoutsOf(scope, [resource.id]),
  ]);
  const links = await therapistLinksOf(
    scope,
    services.map((service) => service.id),
  );
  return { resource, units, services, links, blackoutDates: blackouts.map((blackout) => blackout.date) };
}

/** Which units of the resource can take the choice. */
export function candidatesIn(setup: ResourceSetup, choice: SlotChoice): Candidates {
  const { resource } = setup;
  const active = setup.units.filter((unit) => unit.active);
  if (resource.blockType !== "spa") {
    // The smallest table that seats the party is given first, so large tables stay for large parties.
    const units =
      resource.blockType === "dining"
        ? active.filter((unit) => unit.seats >= choice.partySize).sort((a, b) => a.seats - b.seats)
        : active;
    return {
      units,
      service: null,
      durationMinutes: resource.durationMinutes,
      priceCents: resource.priceCents,
    };
  }
  if (!choice.serviceId) throw fieldError("service_id", FIELD_MESSAGES.value_invalid);
  // A service no longer offered has no slots (the bookings made of it before stay).
  const service = setup.services.find((candidate) => candidate.id === choice.serviceId && candidate.active);
  if (!service) throw new NotFoundError();
  const givers = new Set(
    setup.links.filter((link) => link.serviceId === service.id).map((link) => link.unitId),
  );
  const units = active.filter(
    (unit) => givers.has(unit.id) && (choice.therapistId === "anyone" || unit.id === choice.therapistId),
  );
  return { units, service, durationMinutes: service.durationMinutes, priceCents: service.priceCents };
}

/** The resource's schedule as the slot rule reads it. */
export const rulesIn = ({ resource, blackoutDates }: ResourceSetup): ScheduleRules => ({
  openingHours: resource.openingHours,
  slotMinutes: resource.slotMinutes,
  bufferMinutes: resource.bufferMinutes,
  leadMinutes: resource.leadMinutes,
  horizonDays: resource.horizonDays,
  blackoutDates,
});

/**
 * The units' bookings that may meet a slot of the local days `first`…`last`: a local day is
 * within a day of its UTC date, its hours may run past midnight, and buffers reach further.
 */
function busyRange(first: string, last: string, bufferMinutes: number): { from: Date; until: Date } {
  const reach = bufferMinutes * MINUTE_MS;
  return {
    from: new Date(Date.parse(first) - 2 * DAY_MS - reach),
    until: new Date(Date.parse(last) + 3 * DAY_MS + reach),
  };
}

/** The candidates as the slot rule takes them, each with its own busy times. */
const slotUnits = (candidates: Candidates, busy: readonly BusyRow[]) =>
  candidates.units.map((unit) => ({
    id: unit.id,
    busy: busy.filter((taken) => taken.unitId === unit.id),
    hours: unit.openingHours,
  }));

/** The free slots of the candidates between two local days, read from the database now (under a lock, when taking). */
async function freeSlots(
  scope: TenantScope,
  setup: ResourceSetup,
  candidates: Candidates,
  days: { from: string; to: string },
  now: Date,
): Promise<FreeSlot[]> {
  const rules = rulesIn(setup);
  const range = busyRange(days.from, days.to, rules.bufferMinutes);
  const busy = await busyOf(
    scope,
    candidates.units.map((unit) => unit.id),
    range.from,
    range.until,
  );
  return generateSlots({
    rules,
    timeZone: setup.resource.timezoneId,
    from: days.from,
    to: days.to,
    durationMinutes: candidates.durationMinutes,
    units: slotUnits(candidates, busy),
    now,
  });
}

const pad = (n: number) => String(n).padStart(2, "0");

/** `YYYY-MM-DD` and `HH:mm` of an instant in a zone. */
export function localParts(instant: Date, timeZone: string): { date: string; time: string } {
  const clock = wallClock(instant, timeZone);
  return {
    date: `${clock.year}-${pad(clock.month)}-${pad(clock.day)}`,
    time: `${pad(Math.floor(clock.minutes / 60))}:${pad(clock.minutes % 60)}`,
  };
}

/** The resource's setup from the cache, else read (and kept unless it changed meanwhile). */
async function cachedSetup(context: ServiceContext, cache: SlotCache, resourceId: string, stamp: string) {
  const companyId = context.scope.companyId;
  const kept = cache.setupOf(companyId, resourceId);
  if (kept) return kept;
  // Requests that miss together share one read.
  return cache.once(`setup|${companyId}|${resourceId}|${stamp}`, async () => {
    const setup = await readSetup(context.scope, await getResource(context.scope, resourceId));
    cache.keepSetup(companyId, setup, stamp);
    return setup;
  });
}

/**
 * GET /api/{type}/{id}/slots as its wire JSON: the kept answer while the clock would cut it the
 * same, else made from the kept days (those missing computed from one range read of the
 * resource's bookings, and kept), cut by now: today to the horizon, no start inside the lead time.
 */
export async function slotsAnswer(
  context: ServiceContext,
  cache: SlotCache,
  type: SlotPathType,
  resourceId: string,
  query: SlotsQuery,
  now = new Date(),
): Promise<KeptAnswer> {
  const companyId = context.scope.companyId;
  // Before any read: a change heard after it means what was read may be old.
  const stamp = cache.stamp(companyId, resourceId);
  const setup = await cachedSetup(context, cache, resourceId, stamp);
  const { resource } = setup;
  if (resource.membersOnly && !viewerIsMember(context)) throw new AppError("members_only");
  if (SLOT_PATH_TYPES[type] !== resource.blockType) throw new AppError("not_found");
  const candidates = candidatesIn(setup, {
    partySize: query.partySize ?? 1,
    serviceId: query.serviceId ?? null,
    therapistId: query.therapistId,
  });
  const currency = context.tenant.config.intl.currency;
  const choice = [
    currency,
    candidates.durationMinutes,
    candidates.priceCents,
    candidates.units.map((unit) => unit.id).join(","),
  ].join("|");
  const answerKey = `${choice}|${query.from}|${query.to}`;
  const kept = cache.answerOf(companyId, resourceId, answerKey, now.getTime());
  if (kept) return kept;
  // Requests that miss together (after a change, say) share one fill begun under the same
  // stamp; one that the shared answer's cut does not fit (its clock moved on) makes its own.
  const fill: Fill = { setup, candidates, choice, answerKey, stamp };
  const shared = await cache.once(`${companyId}|${resourceId}|${stamp}|${answerKey}`, () =>
    makeAnswer(context, cache, fill, query, now),
  );
  const mine = now.getTime();
  return shared.since <= mine && mine < shared.until ? shared : makeAnswer(context, cache, fill, query, now);
}

/** What a fill of the slots answer starts from. */
interface Fill {
  setup: ResourceSetup;
  candidates: Candidates;
  /** The booking's length, price and candidate units (and the currency): what kept days are keyed by. */
  choice: string;
  answerKey: string;
  stamp: FillStamp;
}

/** Makes the answer from the kept days (computing and keeping those missing), and keeps it. */
async function makeAnswer(
  context: ServiceContext,
  cache: SlotCache,
  { setup, candidates, choice, answerKey, stamp }: Fill,
  query: SlotsQuery,
  now: Date,
): Promise<KeptAnswer> {
  const companyId = context.scope.companyId;
  const { resource } = setup;
  const resourceId = resource.id;
  const currency = context.tenant.config.intl.currency;
  const rules = rulesIn(setup);
  const window = bookableWindow(rules, resource.timezoneId, now);
  const days = daysWithin(query.from, query.to, window);
  const keptDays = cache.daysOf(companyId, resourceId, choice, days);
  const missing = days.filter((_, index) => !keptDays[index]);
  if (missing.length > 0) {
    const range = busyRange(missing[0] as string, missing.at(-1) as string, rules.bufferMinutes);
    const busy = await busyOfResource(context.scope, resourceId, range.from, range.until);
    const computed = slotDays(
      {
        rules,
        timeZone: resource.timezoneId,
        durationMinutes: candidates.durationMinutes,
        units: slotUnits(candidates, busy),
      },
      missing,
    );
    const encoded = missing.map(
      (day, index) => [day, encodeSlots(currency, computed[index] ?? [], candidates.priceCents)] as const,
    );
    cache.keepDays(companyId, resourceId, choice, stamp, encoded);
    const byDay = new Map(encoded);
    days.forEach((day, index) => {
      keptDays[index] ??= byDay.get(day);
    });
  }
  const parts: string[] = [];
  let first: number | undefined;
  for (const day of keptDays) {
    for (const slot of day ?? []) {
      if (slot.start < window.earliest) continue;
      first ??= slot.start;
      parts.push(slot.json);
    }
  }
  const answer: KeptAnswer = {
    key: answerKey,
    membersOnly: resource.membersOnly,
    json: Buffer.from(`[${parts.join(",")}]`),
    since: now.getTime(),
    // The same until the lead time reaches the first slot, or the resource's day ends.
    until: Math.min(
      window.todayEnds,
      first === undefined ? Infinity : first - (window.earliest - now.getTime()) + 1,
    ),
  };
  cache.keepAnswer(companyId, resourceId, answerKey, stamp, answer);
  return answer;
}

/** A day's free slots as the wire has them, one JSON each. */
function encodeSlots(currency: string, slots: readonly FreeSlot[], priceCents: number): KeptSlot[] {
  return withWireCurrency(currency, () =>
    slots.map((slot) => ({
      start: slot.start.getTime(),
      json: JSON.stringify(
        toWire(slotSchema, {
          startDate: slot.start,
          endDate: slot.end,
          localDate: slot.localDate,
          localTime: slot.localTime,
          available: slot.unitIds.length,
          price: priceCents,
        }),
      ),
    })),
  );
}

/** How many free slots a refusal names. */
const NEXT_SLOTS = 3;

/** The next free slots from a start on (over the spec's six-day look-ahead). */
export async function nextFreeSlots(
  scope: TenantScope,
  setup: ResourceSetup,
  candidates: Candidates,
  after: Date,
): Promise<Date[]> {
  const from = localDayOf(after, setup.resource.timezoneId);
  const slots = await freeSlots(scope, setup, candidates, { from, to: addDays(from, 6) }, new Date());
  return slots
    .filter((slot) => slot.start.getTime() >= after.getTime())
    .slice(0, NEXT_SLOTS)
    .map((slot) => slot.start);
}

export interface TakeRequest {
  resourceId: string;
  startsAt: Date;
  choice: SlotChoice;
  customerId: string;
  isMember: boolean;
  status: "held" | "booked";
  holdKey: string | null;
  guest: BookingGuestRecord | null;
}

export type TakeResult =
  | { booking: BookingRow; refusal?: undefined }
  | { refusal: { code: "slot_taken" | "members_only"; nextSlots: Date[] }; booking?: undefined };

/**
 * Takes a unit's time for a booking, in the caller's transaction: the resource's row locked, the
 * start checked against the schedule, the first candidate unit that works then (its own hours)
 * and is free booked. A time no unit is free for answers slot_taken with the next free slots.
 */
export async function takeSlot(scope: TenantScope, request: TakeRequest): Promise<TakeResult> {
  const resource = await lockResource(scope, request.resourceId);
  if (resource.membersOnly && !request.isMember) return { refusal: { code: "members_only", nextSlots: [] } };
  const setup = await readSetup(scope, resource);
  const candidates = candidatesIn(setup, request.choice);
  const end = new Date(request.startsAt.getTime() + candidates.durationMinutes * MINUTE_MS);
  const rules = rulesIn(setup);
  const now = new Date();
  if (
    !isSlotStart(
      { rules, timeZone: resource.timezoneId, durationMinutes: candidates.durationMinutes, now },
      request.startsAt,
    )
  )
    throw fieldError("start_date", FIELD_MESSAGES.value_invalid);
  const margin = (rules.bufferMinutes + candidates.durationMinutes) * MINUTE_MS + DAY_MS;
  const busy = await busyOf(
    scope,
    candidates.units.map((unit) => unit.id),
    new Date(request.startsAt.getTime() - margin),
    new Date(end.getTime() + margin),
  );
  const unit = candidates.units.find(
    (candidate) =>
      worksThrough({ hours: candidate.openingHours }, request.startsAt, end, resource.timezoneId) &&
      !overlapsBusy(
        request.startsAt,
        end,
        busy.filter((taken) => taken.unitId === candidate.id),
        rules.bufferMinutes,
      ),
  );
  if (!unit)
    return {
      refusal: {
        code: "slot_taken",
        nextSlots: await nextFreeSlots(scope, setup, candidates, request.startsAt),
      },
    };
  const booking = await insertBooking(scope, {
    resourceId: resource.id,
    unitId: unit.id,
    serviceId: candidates.service?.id ?? null,
    customerId: request.customerId,
    status: request.status,
    startsAt: request.startsAt,
    endsAt: end,
    partySize: request.choice.partySize,
    guest: request.guest,
    priceCents: candidates.priceCents,
    holdKey: request.holdKey,
  });
  return { booking };
}

/** The words of a slot_taken refusal's detail: the next free starts as instants (the screen shows them in the resource's zone). */
export const nextSlotsDetail = (nextSlots: readonly Date[]): string =>
  nextSlots.map((start) => start.toISOString()).join(", ");
