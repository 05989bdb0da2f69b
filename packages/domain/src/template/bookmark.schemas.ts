/** The template feature's shapes (copy with the feature): a member's bookmark of a portal page. */
import { z } from "zod";
import { dateTimeSchema } from "../common/date-time.ts";
import { FIELD_MESSAGES } from "../common/field-messages.ts";

export const bookmarkSchema = z.object({
  id: z.string(),
  title: z.string(),
  path: z.string(),
  createdOn: dateTimeSchema,
});
export type Bookmark = z.infer<typeof bookmarkSchema>;

export const newBookmarkSchema = z
  .object({
    title: z.string().trim().min(1, FIELD_MESSAGES.title_required).max(100),
    path: z
      .string()
      .trim()
      .regex(/^\/[A-Za-z0-9/_-]*$/, FIELD_MESSAGES.portal_path_invalid)
      .max(300),
  })
  .strict();
export type NewBookmark = z.infer<typeof newBookmarkSchema>;

export const bookmarkIdParamsSchema = z.object({ bookmarkId: z.uuid() });
