/**
 * The club's bookable resources as members see them (spec-1 §7 GET /api/reservations and its
 * detail): a restaurant with the party sizes its tables seat, a meeting room with its capacity
 * and equipment, a spa with its services, their prices and therapists. A members-only resource
 * (the spa) is listed to active members only and answers 'Members Only' to others.
 */
import {
  type BlockType,
  type BookableResource,
  type BookingService,
  bookingTypeOf,
  type Schedule,
} from "@crest/domain";
import { AppError } from "../../lib/errors.ts";
import type { ServiceContext } from "../../platform/service-context.ts";
import { getResource, listResources, servicesOf, therapistLinksOf, unitsOf } from "./repository.ts";
import type { BookingResourceRow, BookingServiceRow, BookingUnitRow } from "./tables.ts";

/** Whether the request comes from an active member (public routes know a signed-in member's standing). */
export const viewerIsMember = (context: ServiceContext): boolean =>
  context.customerStanding?.isMember === true;

/** A resource's schedule and cancellation terms. */
export const scheduleOf = (row: BookingResourceRow): Schedule => ({
  openingHours: row.openingHours,
  slotMinutes: row.slotMinutes,
  durationMinutes: row.durationMinutes,
  bufferMinutes: row.bufferMinutes,
  leadMinutes: row.leadMinutes,
  horizonDays: row.horizonDays,
  cancelCutoffHours: row.cancelCutoffHours,
  lateFee: row.lateFeeCents,
});

export interface ResourceParts {
  units: BookingUnitRow[];
  services: BookingServiceRow[];
  links: { serviceId: string; unitId: string }[];
}

/** The units, services and therapist links of some resources, in three reads. */
export async function partsOf(
  context: ServiceContext,
  resourceIds: readonly string[],
): Promise<ResourceParts> {
  const [units, services] = await Promise.all([
    unitsOf(context.scope, resourceIds),
    servicesOf(context.scope, resourceIds),
  ]);
  const links = await therapistLinksOf(
    context.scope,
    services.map((service) => service.id),
  );
  return { units, services, links };
}

/** A service with the active therapists who give it. */
export function serviceView(service: BookingServiceRow, parts: ResourceParts): BookingService {
  const givers = new Set(
    parts.links.filter((link) => link.serviceId === service.id).map((link) => link.unitId),
  );
  return {
    id: service.id,
    title: service.title,
    description: service.description,
    durationMinutes: service.durationMinutes,
    price: service.priceCents,
    therapists: parts.units
      .filter((unit) => unit.active && givers.has(unit.id))
      .map((unit) => ({ id: unit.id, name: unit.name })),
  };
}

/** A resource as members see it. */
export function resourceView(row: BookingResourceRow, parts: ResourceParts): BookableResource {
  const units = parts.units.filter((unit) => unit.resourceId === row.id && unit.active);
  const seats = [...new Set(units.map((unit) => unit.seats))].sort((a, b) => a - b);
  const dining = row.blockType === "dining";
  return {
    id: row.id,
    blockType: row.blockType,
    type: bookingTypeOf(row.blockType),
    title: row.title,
    description: row.description,
    photo: row.photo,
    location: row.location,
    timezoneId: row.timezoneId,
    membersOnly: row.membersOnly,
    capacity: dining ? (seats.at(-1) ?? 0) : row.capacity,
    // A party fits a table of its size or larger: every size up to the largest table.
    partySizes: dining ? Array.from({ length: seats.at(-1) ?? 0 }, (_, index) => index + 1) : [],
    equipment: row.equipment,
    price: row.priceCents,
    schedule: scheduleOf(row),
    // Members are offered the services still offered (a service no longer offered keeps its bookings).
    services: parts.services
      .filter((service) => service.resourceId === row.id && service.active)
      .map((service) => serviceView(service, parts)),
    hasSurvey: row.surveyId !== null,
    surveyId: row.surveyId,
  };
}

/** The resource, or 'Members Only' when it is for members and the viewer is not one. */
export async function reachableResource(
  context: ServiceContext,
  resourceId: string,
): Promise<BookingResourceRow> {
  const row = await getResource(context.scope, resourceId);
  if (row.membersOnly && !viewerIsMember(context)) throw new AppError("members_only");
  return row;
}

/** GET /api/reservations: the resources of a kind (rooms for `group=meeting_rooms`), those the viewer may open. */
export async function listBookableResources(
  context: ServiceContext,
  query: { blockType?: BlockType | undefined; group?: "meeting_rooms" | undefined },
): Promise<BookableResource[]> {
  const blockType = query.blockType ?? query.group;
  const member = viewerIsMember(context);
  const rows = (await listResources(context.scope, blockType)).filter((row) => member || !row.membersOnly);
  const parts = await partsOf(
    context,
    rows.map((row) => row.id),
  );
  return rows.map((row) => resourceView(row, parts));
}

/** GET /api/reservations/{id}. */
export async function bookableResource(
  context: ServiceContext,
  resourceId: string,
): Promise<BookableResource> {
  const row = await reachableResource(context, resourceId);
  return resourceView(row, await partsOf(context, [row.id]));
}
