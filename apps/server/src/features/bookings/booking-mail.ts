/**
 * The bookings' e-mails (issue 26 items 3 and 5): the confirmation when a booking is made, and
 * the reminder the day before, through the job facility. Both are worded in the club's language
 * (members have no language of their own) and give the time on the resource's clock, with its
 * zone, as the member will meet it there.
 */
import { formatMoney } from "@crest/domain";
import type { ServiceContext } from "../../platform/service-context.ts";
import { getCustomer } from "../customers/index.ts";
import { defineClubJob, enqueueJob } from "../jobs/index.ts";
import { enqueueMail } from "../mail/index.ts";
import { findBooking, getResource } from "./repository.ts";
import { localParts } from "./slot-service.ts";
import type { BookingResourceRow, BookingRow } from "./tables.ts";

const WORDING = {
  en: {
    confirmedSubject: (title: string) => `Booked: ${title}`,
    reminderSubject: (title: string) => `Tomorrow: ${title}`,
    body: (title: string, when: string, place: string, price: string | null, link: string) =>
      [
        `${title}, ${when}.`,
        ...(place ? [place] : []),
        ...(price ? [`Price: ${price}`] : []),
        "",
        `Your schedule: ${link}`,
      ].join("\n"),
  },
  es: {
    confirmedSubject: (title: string) => `Reservado: ${title}`,
    reminderSubject: (title: string) => `Mañana: ${title}`,
    body: (title: string, when: string, place: string, price: string | null, link: string) =>
      [
        `${title}, ${when}.`,
        ...(place ? [place] : []),
        ...(price ? [`Precio: ${price}`] : []),
        "",
        `Su agenda: ${link}`,
      ].join("\n"),
  },
} as const;

/** The booking's time on the resource's clock: "2026-12-04 19:00 (America/New_York)". */
const whenOf = (booking: BookingRow, resource: BookingResourceRow) => {
  const local = localParts(booking.startsAt, resource.timezoneId);
  return `${local.date} ${local.time} (${resource.timezoneId})`;
};

async function mailBooking(
  context: ServiceContext,
  booking: BookingRow,
  title: string,
  kind: "confirmed" | "reminder",
) {
  const resource = await getResource(context.scope, booking.resourceId);
  const customer = await getCustomer(context.scope, booking.customerId);
  const words = WORDING[context.language];
  const { currency, locale } = context.tenant.config.intl;
  await enqueueMail(context, {
    to: customer.email,
    subject: kind === "confirmed" ? words.confirmedSubject(title) : words.reminderSubject(title),
    text: words.body(
      title,
      whenOf(booking, resource),
      resource.location,
      booking.priceCents > 0 ? formatMoney(booking.priceCents, currency, locale) : null,
      `${context.publicOrigin}/my-schedule`,
    ),
    kind: kind === "confirmed" ? "booking_confirmed" : "booking_reminder",
  });
}

/** The day before a booking: its member is reminded, unless it was cancelled meanwhile. */
export const bookingReminderJob = defineClubJob<{ bookingId: string; title: string }>({
  kind: "bookings.reminder",
  run: async ({ bookingId, title }, context) => {
    const booking = await findBooking(context.scope, bookingId);
    if (booking?.status !== "booked") return;
    await mailBooking(context, booking, title, "reminder");
  },
});

const DAY_MS = 86_400_000;

/**
 * In the booking's transaction: the confirmation, and the reminder queued for the day before
 * (none for a booking made less than a day ahead: the confirmation is its reminder).
 */
export async function announceBooking(context: ServiceContext, booking: BookingRow, title: string) {
  await mailBooking(context, booking, title, "confirmed");
  const runAt = new Date(booking.startsAt.getTime() - DAY_MS);
  if (runAt.getTime() <= Date.now()) return;
  await enqueueJob(
    context,
    bookingReminderJob,
    { bookingId: booking.id, title },
    {
      runAt,
      dedupeKey: `booking-reminder:${booking.id}`,
    },
  );
}
