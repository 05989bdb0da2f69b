/**
 * The club's content pages (spec-1 §2.2: /club-benefits/:tab?, /activities, /blogs, /pages/:id):
 * written by staff as rich text that the server sanitises, shown from their publish date (until
 * their unpublish date, if any), some to active members only.
 */
import { z } from "zod";
import { dateTimeSchema } from "../common/date-time.ts";
import { FIELD_MESSAGES } from "../common/field-messages.ts";
import { pageQuerySchema } from "../common/pagination.ts";

export const CONTENT_KINDS = ["benefit", "activity", "blog", "page"] as const;
export const contentKindSchema = z.enum(CONTENT_KINDS);
export type ContentKind = z.infer<typeof contentKindSchema>;

export const contentPageSchema = z.object({
  id: z.string(),
  kind: contentKindSchema,
  /** The club-benefits tab a benefit shows under ("dining", "partners"); null for other kinds. */
  tab: z.string().nullable(),
  title: z.string(),
  summary: z.string().nullable(),
  /** Sanitised HTML: only the allowed tags and attributes survive (server/content/sanitise). */
  body: z.string(),
  images: z.array(z.string()),
  membersOnly: z.boolean(),
  publishOn: dateTimeSchema,
  unpublishOn: dateTimeSchema.nullable(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

export const contentListQuerySchema = pageQuerySchema.extend({
  kind: contentKindSchema,
  tab: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,40}$/)
    .optional(),
});
export const contentPageIdParamsSchema = z.object({ pageId: z.uuid() });

/** http(s) addresses or the portal's own paths: nothing a browser would run. */
const imagesSchema = z
  .array(
    z
      .string()
      .trim()
      .max(500)
      .regex(/^(https?:\/\/|\/(?!\/))\S+$/, FIELD_MESSAGES.image_address_invalid),
  )
  .max(20);

export const contentPageInputSchema = z
  .object({
    kind: contentKindSchema,
    tab: z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{1,40}$/)
      .nullable()
      .optional(),
    title: z.string().trim().min(1).max(200),
    summary: z.string().trim().max(500).nullable().optional(),
    body: z.string().max(100_000),
    images: imagesSchema.default([]),
    membersOnly: z.boolean().default(false),
    publishOn: dateTimeSchema,
    unpublishOn: dateTimeSchema.nullable().optional(),
  })
  .strict();
export type ContentPageInput = z.infer<typeof contentPageInputSchema>;
/**
 * A page's changes: only the fields sent, no defaults (with the create's, every edit made a
 * members-only page public and dropped its images).
 */
export const contentPageChangesSchema = contentPageInputSchema
  .extend({ images: imagesSchema, membersOnly: z.boolean() })
  .partial()
  .strict();
export type ContentPageChanges = z.infer<typeof contentPageChangesSchema>;

/** GET /admin/api/content: every page, or one kind's. */
export const staffContentListQuerySchema = pageQuerySchema.extend({ kind: contentKindSchema.optional() });
export type StaffContentListQuery = z.infer<typeof staffContentListQuerySchema>;
