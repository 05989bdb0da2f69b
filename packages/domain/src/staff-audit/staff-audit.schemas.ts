/** The staff audit log (issue 31 item 7): every staff write, one row each, read by owners. */
import { z } from "zod";
import { dateTimeSchema } from "../common/date-time.ts";
import { pageQuerySchema } from "../common/pagination.ts";

/** One staff write as owners read it. */
export const auditEntrySchema = z.object({
  id: z.string(),
  /** The staff user's id; null once that staff user has been deleted (the name stays). */
  staffUserId: z.string().nullable(),
  staffName: z.string(),
  at: dateTimeSchema,
  /** The endpoint's method and path template: `POST /admin/api/orders/:orderId/complete`. */
  endpoint: z.string(),
  method: z.string(),
  pathParams: z.record(z.string(), z.string()),
  /** What the body said, without secrets or card data, long values cut; null for no body. */
  bodySummary: z.unknown(),
  /** The HTTP status the write answered (only writes that succeeded are kept). */
  outcome: z.number().int(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /admin/api/audit: a page, newest first, of one staff user's writes and/or a time range. */
export const auditQuerySchema = pageQuerySchema.extend({
  staffUserId: z.uuid().optional(),
  /** From this instant, inclusive. */
  from: dateTimeSchema.optional(),
  /** Up to this instant, exclusive. */
  to: dateTimeSchema.optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
