/**
 * When and where a food-and-beverage order is served (issue 24 item 6), checked on the server: a
 * pickup names one of the club's locations and a time it is open (the opening-hours rule, in the
 * club's time zone); a table or a slip only where the club's settings allow it. The answer is
 * what the order keeps.
 */
import { type DiningChoiceBody, FIELD_MESSAGES, pickupTimeProblem } from "@crest/domain";
import { fieldError } from "../../lib/errors.ts";
import type { ServiceContext } from "../../platform/service-context.ts";
import type { OrderDiningRecord } from "../orders/index.ts";
import { findPickupLocation } from "./repository.ts";

/** Checks a checkout's dining choice against the club's settings, locations and opening hours. */
export async function resolveDiningChoice(
  context: ServiceContext,
  choice: DiningChoiceBody,
  now = new Date(),
): Promise<OrderDiningRecord> {
  const { settings, intl } = context.tenant.config;
  if (choice.type === "table" || choice.type === "slip") {
    const allowed = choice.type === "table" ? settings.diningTable : settings.diningSlip;
    if (!allowed) throw fieldError("dining.type", FIELD_MESSAGES.dining_service_unavailable);
    const place = choice.type === "table" ? choice.table : choice.slip;
    return { type: choice.type, at: null, locationId: null, locationName: null, address: null, place };
  }
  const location = await findPickupLocation(context.scope, choice.locationId);
  if (!location) throw fieldError("dining.location_id", FIELD_MESSAGES.pickup_location_unknown);
  const at = new Date(choice.at);
  const problem = pickupTimeProblem(location.hours, at, now, intl.timezone);
  if (problem) throw fieldError("dining.at", FIELD_MESSAGES[problem]);
  return {
    type: "pickup",
    at: at.toISOString(),
    locationId: location.id,
    locationName: location.name,
    address: location.address,
    place: null,
  };
}
