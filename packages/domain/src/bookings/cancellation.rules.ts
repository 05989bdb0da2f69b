/**
 * A booking's cancellation policy (issue 26, spec-2 §4 and §6): a member may cancel a booked
 * reservation or appointment until it starts; from the cutoff (so many hours before the start)
 * on, cancelling keeps a late-cancel fee back from the refund, never more than was paid. Staff
 * cancel a booked one at any time with a full refund. `canCancel` is what the member's
 * screens show the Cancel button by; the fee is shown before the member agrees.
 */

export const BOOKING_STATUSES = ["pending", "booked", "cancelled", "no_show"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export interface CancellationRules {
  /** Hours before the start from which cancelling costs the fee. */
  cutoffHours: number;
  /** Minor units kept back when a member cancels after the cutoff. */
  lateFeeCents: number;
}

export interface BookingToCancel {
  status: BookingStatus;
  startsAt: Date;
  /** What the member paid for it (minor units): the fee never exceeds it. */
  paidCents: number;
}

export interface CancellationTerms {
  canCancel: boolean;
  /** From this instant cancelling costs `fee`. */
  cutoff: Date;
  /** Minor units kept back if cancelled now. */
  fee: number;
}

const HOUR_MS = 3_600_000;

/** The instant from which a member's cancel is late. */
export const cancelCutoff = (startsAt: Date, rules: CancellationRules): Date =>
  new Date(startsAt.getTime() - rules.cutoffHours * HOUR_MS);

/** spec-2 §6: whether the booking may be cancelled now (booked, not started yet). */
export const canCancel = (booking: Pick<BookingToCancel, "status" | "startsAt">, now: Date): boolean =>
  booking.status === "booked" && now.getTime() < booking.startsAt.getTime();

/** Whether `by` may cancel the booking now, the cutoff, and the fee it would cost. */
export function cancellationTerms(
  booking: BookingToCancel,
  rules: CancellationRules,
  by: "member" | "staff",
  now: Date,
): CancellationTerms {
  const cutoff = cancelCutoff(booking.startsAt, rules);
  // Staff may cancel a booked one even once it started (a refund for a table never given).
  const allowed = by === "staff" ? booking.status === "booked" : canCancel(booking, now);
  const late = by === "member" && now.getTime() >= cutoff.getTime();
  const fee = allowed && late ? Math.min(rules.lateFeeCents, booking.paidCents) : 0;
  return { canCancel: allowed, cutoff, fee };
}
