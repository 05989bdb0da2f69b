/**
 * A booking as the member and staff see it (spec-2 §3 Booking): its resource's title, place and
 * zone, its slot on the local clock, who it is for, and whether, until when and at what fee it
 * can be cancelled now (the fee is shown before the member agrees). Views are built for many
 * bookings from one read of each related table.
 */
import { type Booking, bookingTypeOf, cancellationTerms } from "@crest/domain";
import type { ServiceContext } from "../../platform/service-context.ts";
import { type CustomerRow, findCustomers } from "../customers/index.ts";
import { requiredSurveysDone, surveyEndpointsOf } from "../surveys/index.ts";
import { resourcesByIds, servicesByIds, unitsByIds } from "./repository.ts";
import { localParts } from "./slot-service.ts";
import type { BookingResourceRow, BookingRow, BookingServiceRow, BookingUnitRow } from "./tables.ts";

interface Related {
  resources: Map<string, BookingResourceRow>;
  units: Map<string, BookingUnitRow>;
  services: Map<string, BookingServiceRow>;
  owners: Map<string, CustomerRow>;
}

const byId = <T extends { id: string }>(rows: readonly T[]) => new Map(rows.map((row) => [row.id, row]));

async function relatedOf(context: ServiceContext, rows: readonly BookingRow[]): Promise<Related> {
  const unique = (ids: (string | null)[]) => [...new Set(ids.filter((id): id is string => id !== null))];
  const [resources, units, services, owners] = await Promise.all([
    resourcesByIds(context.scope, unique(rows.map((row) => row.resourceId))),
    unitsByIds(context.scope, unique(rows.map((row) => row.unitId))),
    servicesByIds(context.scope, unique(rows.map((row) => row.serviceId))),
    findCustomers(context.scope, unique(rows.map((row) => row.customerId))),
  ]);
  return { resources: byId(resources), units: byId(units), services: byId(services), owners: byId(owners) };
}

/** The wire status: a booking still in a cart is pending. */
const statusOf = (row: BookingRow) => (row.status === "held" ? "pending" : row.status);

function view(context: ServiceContext, row: BookingRow, related: Related, now: Date): Booking {
  const resource = related.resources.get(row.resourceId);
  if (!resource) throw new Error(`booking ${row.id} has no resource`);
  const service = row.serviceId ? related.services.get(row.serviceId) : undefined;
  const owner = related.owners.get(row.customerId);
  const status = statusOf(row);
  const terms = cancellationTerms(
    { status, startsAt: row.startsAt, paidCents: row.priceCents },
    { cutoffHours: resource.cancelCutoffHours, lateFeeCents: resource.lateFeeCents },
    "member",
    now,
  );
  const start = localParts(row.startsAt, resource.timezoneId);
  const end = localParts(row.endsAt, resource.timezoneId);
  return {
    id: row.id,
    type: bookingTypeOf(resource.blockType),
    blockType: resource.blockType,
    status,
    slot: { startDate: row.startsAt, endDate: row.endsAt, localTime: start.time },
    partySize: row.partySize,
    canCancel: terms.canCancel && row.orderItemId !== null,
    cancelCutoff: terms.cutoff,
    cancelFee: terms.fee,
    title: service ? `${resource.title}: ${service.title}` : resource.title,
    description: service?.description ?? resource.description,
    photo: resource.photo,
    startDate: row.startsAt,
    endDate: row.endsAt,
    localStart: `${start.date}T${start.time}`,
    localEnd: `${end.date}T${end.time}`,
    location: resource.location,
    timezoneId: resource.timezoneId,
    resourceId: resource.id,
    serviceId: row.serviceId,
    unitName: related.units.get(row.unitId)?.name ?? "",
    price: row.priceCents,
    hasSurvey: resource.surveyId !== null,
    surveyId: resource.surveyId,
    surveyAnswered: row.surveyResponseId !== null,
    guest: row.guest,
    owner: { id: row.customerId, fullName: owner ? `${owner.firstName} ${owner.lastName}`.trim() : "" },
    orderId: row.orderId,
    company: { name: context.tenant.config.company.name },
  };
}

/**
 * Whether the booking's survey was answered: through PATCH (the booking keeps the response), or
 * at the survey endpoint the order asked it with (checkout's questions step, the account's forms).
 */
async function surveyAnswered(context: ServiceContext, booking: Booking): Promise<boolean> {
  if (!booking.hasSurvey || booking.surveyAnswered) return booking.surveyAnswered;
  const asked = await surveyEndpointsOf(context, booking.type, booking.id);
  if (asked.length === 0) return false;
  return (await requiredSurveysDone(context, booking.type, booking.id)).done;
}

/** Bookings as the member sees them, in the order given. */
export async function bookingViews(context: ServiceContext, rows: readonly BookingRow[]): Promise<Booking[]> {
  const related = await relatedOf(context, rows);
  const now = new Date();
  return Promise.all(
    rows.map(async (row) => {
      const booking = view(context, row, related, now);
      return { ...booking, surveyAnswered: await surveyAnswered(context, booking) };
    }),
  );
}

/** One booking as the member sees it. */
export async function bookingView(context: ServiceContext, row: BookingRow): Promise<Booking> {
  const [booking] = await bookingViews(context, [row]);
  if (!booking) throw new Error("no view");
  return booking;
}

/** Bookings as staff see them: with the member's e-mail. */
export async function staffBookingViews(context: ServiceContext, rows: readonly BookingRow[]) {
  const related = await relatedOf(context, rows);
  const now = new Date();
  return rows.map((row) => ({
    ...view(context, row, related, now),
    ownerEmail: related.owners.get(row.customerId)?.email ?? "",
  }));
}
