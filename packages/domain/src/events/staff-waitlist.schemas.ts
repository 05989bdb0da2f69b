/**
 * An event's waitlist as staff see it (issue 32 item 3): each member in line, in the order they
 * joined, with where they stand, the offer held for them and until when.
 */
import { z } from "zod";
import { dateTimeSchema } from "../common/date-time.ts";
import { pageQuerySchema } from "../common/pagination.ts";

export const WAITLIST_STATUSES = ["waiting", "offered", "expired", "accepted", "left"] as const;
export const waitlistStatusSchema = z.enum(WAITLIST_STATUSES);
export type WaitlistStatus = z.infer<typeof waitlistStatusSchema>;

/** GET /admin/api/events/{eventId}/waitlist: a page of the line, of one status when asked. */
export const staffWaitlistQuerySchema = pageQuerySchema.extend({ status: waitlistStatusSchema.optional() });
export type StaffWaitlistQuery = z.infer<typeof staffWaitlistQuerySchema>;

export const waitlistEntryParamsSchema = z.object({ eventId: z.uuid(), waitlistEntryId: z.uuid() });

/** One member's place in an event's waitlist, for staff. */
export const staffWaitlistEntrySchema = z.object({
  id: z.uuid(),
  status: waitlistStatusSchema,
  /** 1 for the first waiting; null for an entry not waiting (offered, served or out of line). */
  position: z.int().nullable(),
  member: z.object({ id: z.uuid(), fullName: z.string(), email: z.string() }),
  /** Whether the member answered the waitlist form (an offer goes only to those who did). */
  answered: z.boolean(),
  /** The ticket type an offer holds a unit of. */
  ticketType: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  offerExpiresAt: dateTimeSchema.nullable(),
  joinedAt: dateTimeSchema,
});
export type StaffWaitlistEntry = z.infer<typeof staffWaitlistEntrySchema>;

/** POST /admin/api/events/{eventId}/waitlist/offer: the entry offered a free ticket. */
export const waitlistOfferResultSchema = z.object({ offered: staffWaitlistEntrySchema });
