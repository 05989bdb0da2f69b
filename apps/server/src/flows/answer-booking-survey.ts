/**
 * Answering a booking's survey (spec-2 §7 PATCH /api/account/{reservations|appointments}/{id}
 * with surveyResponse; issue 26 item 4): the answers go through the survey engine (every rule of
 * the survey checked, files stored, the response recorded about the booking), then the booking
 * keeps the response's id, so it shows as answered. A booking whose resource asks no survey is a
 * 404; one answered already, survey_already_submitted.
 *
 * Steps: the member's booking → `submit-survey` (its steps and undo) → the booking marks it.
 */
import type { Booking, BookingSurveyPatch } from "@crest/domain";
import {
  type BookingKind,
  bookingView,
  getBooking,
  getResource,
  myBookingRow,
  setSurveyResponse,
} from "../features/bookings/index.ts";
import { AppError } from "../lib/errors.ts";
import type { ServiceContext } from "../platform/service-context.ts";
import { submitSurvey } from "./submit-survey.ts";

/** Answers the booking's survey for the signed-in member; answers the booking. */
export async function answerBookingSurvey(
  context: ServiceContext,
  kind: BookingKind,
  bookingId: string,
  body: BookingSurveyPatch,
): Promise<Booking> {
  const row = await myBookingRow(context, kind, bookingId);
  const resource = await getResource(context.scope, row.resourceId);
  if (!resource.surveyId) throw new AppError("not_found");
  if ((await bookingView(context, row)).surveyAnswered) throw new AppError("survey_already_submitted");
  const { response } = await submitSurvey(
    context,
    {
      via: "reference",
      surveyId: resource.surveyId,
      referenceType: kind === "appointments" ? "appointment" : "reservation",
      referenceId: row.id,
    },
    "customer",
    body.surveyResponse,
  );
  await setSurveyResponse(context.scope, row.id, response.id);
  return bookingView(context, await getBooking(context.scope, row.id));
}
