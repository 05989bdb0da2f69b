/**
 * When a dining order can be collected (issue 24): at a time the location is open, by the
 * opening-hours rule (`openingStatus`), not in the past and within the rule's look-ahead (six days). The web
 * offers the times `pickupTimes` lists; the server checks the chosen one with `pickupTimeProblem`,
 * so a time that was fine when the page loaded and has since passed is refused in words.
 */
import { OPENING_LOOK_AHEAD_DAYS, type OpeningHours, openingStatus } from "./opening-hours.rules.ts";

/** The times offered are this far apart. */
export const PICKUP_STEP_MINUTES = 15;
/** The kitchen's time: the first time offered is at least this far from now. */
export const PICKUP_LEAD_MINUTES = 20;

const MINUTE = 60_000;
const LOOK_AHEAD_MS = OPENING_LOOK_AHEAD_DAYS * 24 * 60 * MINUTE;

export type PickupTimeProblem = "pickup_time_past" | "pickup_time_closed" | "pickup_time_too_far";

/** Why an order cannot be collected at `at` from a place with these hours; null when it can. */
export function pickupTimeProblem(
  hours: OpeningHours,
  at: Date,
  now: Date,
  timeZone: string,
): PickupTimeProblem | null {
  if (at.getTime() < now.getTime()) return "pickup_time_past";
  if (at.getTime() > now.getTime() + LOOK_AHEAD_MS) return "pickup_time_too_far";
  return openingStatus(hours, at, timeZone).isOpen ? null : "pickup_time_closed";
}

/** The pickup times to offer: every step while the place is open, from the lead time on, within the look-ahead. */
export function pickupTimes(hours: OpeningHours, now: Date, timeZone: string, limit = 200): Date[] {
  const step = PICKUP_STEP_MINUTES * MINUTE;
  const first = Math.ceil((now.getTime() + PICKUP_LEAD_MINUTES * MINUTE) / step) * step;
  const times: Date[] = [];
  for (let at = first; at <= now.getTime() + LOOK_AHEAD_MS && times.length < limit; at += step) {
    const time = new Date(at);
    if (pickupTimeProblem(hours, time, now, timeZone) === null) times.push(time);
  }
  return times;
}
