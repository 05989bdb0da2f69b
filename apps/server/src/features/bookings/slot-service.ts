/**
 * Slots and taking them (issue 26 items 2 and 3): which units can take a booking (the tables
 * that seat the party, smallest first; the room; the therapists who give the service, or the
 * one asked for), the free slots between two local days, and `takeSlot`, the one write that
 * takes a unit's time. It locks the resource's row, reads the units' bookings again and inserts
 * only when a unit is free, so a slot is offered, held and booked only while it really is free;
 * the loser of a race is told the next free slots instead.
 */
import {
  addDays,
  FIELD_MESSAGES,
  type FreeSlot,
  generateSlots,
  isSlotStart,
  localDayOf,
  overlapsBusy,
  type ScheduleRules,
  SLOT_PATH_TYPES,
  type Slot,
  type SlotPathType,
  type SlotsQuery,
  wallClock,
} from "@crest/domain";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { AppError, fieldError } from "../../lib/errors.ts";
import type { ServiceContext } from "../../platform/service-context.ts";
import {
  blackoutsOf,
  busyOf,
  getService,
  insertBooking,
  lockResource,
  therapistLinksOf,
  unitsOf,
} from "./repository.ts";
import { reachableResource } from "./resource-service.ts";
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

/** Which units can take the choice at the resource. */
export async function candidatesOf(
  scope: TenantScope,
  resource: BookingResourceRow,
  choice: SlotChoice,
): Promise<Candidates> {
  const active = (await unitsOf(scope, [resource.id])).filter((unit) => unit.active);
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
  const service = await getService(scope, resource.id, choice.serviceId);
  const givers = new Set((await therapistLinksOf(scope, [service.id])).map((link) => link.unitId));
  const units = active.filter(
    (unit) => givers.has(unit.id) && (choice.therapistId === "anyone" || unit.id === choice.therapistId),
  );
  return { units, service, durationMinutes: service.durationMinutes, priceCents: service.priceCents };
}

/** The resource's schedule as the slot rule reads it. */
export async function rulesOf(scope: TenantScope, resource: BookingResourceRow): Promise<ScheduleRules> {
  const blackouts = await blackoutsOf(scope, [resource.id]);
  return {
    openingHours: resource.openingHours,
    slotMinutes: resource.slotMinutes,
    bufferMinutes: resource.bufferMinutes,
    leadMinutes: resource.leadMinutes,
    horizonDays: resource.horizonDays,
    blackoutDates: blackouts.map((blackout) => blackout.date),
  };
}

/** The free slots of the candidates between two local days (the units' bookings read once). */
async function freeSlots(
  scope: TenantScope,
  resource: BookingResourceRow,
  candidates: Candidates,
  days: { from: string; to: string },
  now: Date,
): Promise<FreeSlot[]> {
  const rules = await rulesOf(scope, resource);
  // Local days are within a day of their UTC dates; buffers reach a little further.
  const margin = DAY_MS + (rules.bufferMinutes + candidates.durationMinutes) * MINUTE_MS;
  const busy = await busyOf(
    scope,
    candidates.units.map((unit) => unit.id),
    new Date(Date.parse(days.from) - margin),
    new Date(Date.parse(days.to) + DAY_MS + margin),
  );
  return generateSlots({
    rules,
    timeZone: resource.timezoneId,
    from: days.from,
    to: days.to,
    durationMinutes: candidates.durationMinutes,
    units: candidates.units.map((unit) => ({
      id: unit.id,
      busy: busy.filter((taken) => taken.unitId === unit.id),
    })),
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

/** GET /api/{type}/{id}/slots. */
export async function slotsOf(
  context: ServiceContext,
  type: SlotPathType,
  resourceId: string,
  query: SlotsQuery,
): Promise<Slot[]> {
  const resource = await reachableResource(context, resourceId);
  if (SLOT_PATH_TYPES[type] !== resource.blockType) throw new AppError("not_found");
  const candidates = await candidatesOf(context.scope, resource, {
    partySize: query.partySize ?? 1,
    serviceId: query.serviceId ?? null,
    therapistId: query.therapistId,
  });
  const slots = await freeSlots(context.scope, resource, candidates, query, new Date());
  return slots.map((slot) => ({
    startDate: slot.start,
    endDate: slot.end,
    localDate: slot.localDate,
    localTime: slot.localTime,
    available: slot.unitIds.length,
    price: candidates.priceCents,
  }));
}

/** How many free slots a refusal names. */
const NEXT_SLOTS = 3;

/** The next free slots from a start on (over the spec's six-day look-ahead). */
export async function nextFreeSlots(
  scope: TenantScope,
  resource: BookingResourceRow,
  candidates: Candidates,
  after: Date,
): Promise<Date[]> {
  const from = localDayOf(after, resource.timezoneId);
  const slots = await freeSlots(scope, resource, candidates, { from, to: addDays(from, 6) }, new Date());
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
 * start checked against the schedule, the first free candidate unit booked. A time no unit is
 * free for answers slot_taken with the next free slots.
 */
export async function takeSlot(scope: TenantScope, request: TakeRequest): Promise<TakeResult> {
  const resource = await lockResource(scope, request.resourceId);
  if (resource.membersOnly && !request.isMember) return { refusal: { code: "members_only", nextSlots: [] } };
  const candidates = await candidatesOf(scope, resource, request.choice);
  const end = new Date(request.startsAt.getTime() + candidates.durationMinutes * MINUTE_MS);
  const rules = await rulesOf(scope, resource);
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
        nextSlots: await nextFreeSlots(scope, resource, candidates, request.startsAt),
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
