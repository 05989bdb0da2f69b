/**
 * How many sub-member invitations a member may send a day (issue #20: adding and removing a
 * sub-member gave the invite back, so the loop mailed any address without end). The count is
 * the limits feature's shared counter, kept for the day whatever happens to the invitations:
 * removing a sub-member gives the card's invite back, never the day's count.
 */
import { AppError } from "../../lib/errors.ts";
import type { ServiceContext } from "../../platform/service-context.ts";

export const INVITATIONS_PER_DAY = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The counter key of a member's sub-member invitations today. */
export const invitationsTodayKey = (customerId: string) => `sub-member-invitations:${customerId}`;

/**
 * Counts one invitation of the member's today, before it is sent, and refuses it past the
 * limit (429 too_many_invitations). Counted first, atomically, so parallel adds cannot all
 * slip under the limit; an add refused later (no invite left) still counts as an attempt.
 * Runs outside the add's transaction: the counter is platform work on its own handle.
 */
export async function countInvitation(context: ServiceContext, customerId: string): Promise<void> {
  const today = await context.platform.limits.hit(invitationsTodayKey(customerId), DAY_MS);
  if (today.count > INVITATIONS_PER_DAY) throw new AppError("too_many_invitations");
}
