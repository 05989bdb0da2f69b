/**
 * The directory's rule: whether a location is open now, when it closes, and its next opening,
 * in the location's own time zone. It is the pickup locations' opening-hours rule
 * (shipping/opening-hours.rules.ts), shared, not copied: both read spec-2 §4 the same way.
 */
import { type OpeningHours, openingStatus } from "../shipping/opening-hours.rules.ts";
import type { OpeningNow } from "./directory.schemas.ts";

/** Open now, closing time and next opening (up to six days ahead) of hours in a time zone. */
export function openingNow(hours: OpeningHours, timeZone: string, now: Date): OpeningNow {
  const status = openingStatus(hours, now, timeZone);
  return {
    isOpen: status.isOpen,
    closesAt: status.isOpen || status.pickupToday ? status.closeToday : null,
    nextOpening: status.nextAvailable,
  };
}
