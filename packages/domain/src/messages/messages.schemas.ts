/**
 * The club's messages to its members (spec-2 §2 /messages/:id?): sent by staff to everyone, to
 * the holders of a membership plan, or to one member; each member has their own read state.
 */
import { z } from "zod";
import { dateTimeSchema } from "../common/date-time.ts";
import { pageQuerySchema } from "../common/pagination.ts";

export const messageSchema = z.object({
  id: z.string(),
  subject: z.string(),
  body: z.string(),
  /** Who signed it: the staff member's name, or the club's. */
  from: z.string(),
  sentOn: dateTimeSchema,
  read: z.boolean(),
});
export type Message = z.infer<typeof messageSchema>;

export const messageAudienceSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("everyone") }).strict(),
  z.object({ type: z.literal("plan"), planId: z.uuid() }).strict(),
  z.object({ type: z.literal("member"), customerId: z.uuid() }).strict(),
]);
export type MessageAudience = z.infer<typeof messageAudienceSchema>;

export const newMessageSchema = z
  .object({
    subject: z.string().trim().min(1).max(200),
    body: z.string().trim().min(1).max(10_000),
    audience: messageAudienceSchema,
  })
  .strict();
export type NewMessage = z.infer<typeof newMessageSchema>;

/** What staff see of a message they sent. */
export const sentMessageSchema = z.object({
  id: z.string(),
  subject: z.string(),
  audience: messageAudienceSchema,
  recipients: z.number().int(),
  /** How many of them opted in to e-mail and were sent a copy. */
  emailed: z.number().int(),
  sentOn: dateTimeSchema,
});
export type SentMessage = z.infer<typeof sentMessageSchema>;

export const messageQuerySchema = pageQuerySchema;
export const messageIdParamsSchema = z.object({ messageId: z.uuid() });

/**
 * GET /admin/api/messages/audience: an audience as the query says it (the plan's or member's id
 * beside its type), for the count shown before a message is sent.
 */
export const audienceQuerySchema = z
  .object({
    type: z.enum(["everyone", "plan", "member"]),
    planId: z.uuid().optional(),
    customerId: z.uuid().optional(),
  })
  .strict()
  .refine((query) => query.type !== "plan" || query.planId !== undefined, {
    message: "plan_id_required",
    path: ["planId"],
  })
  .refine((query) => query.type !== "member" || query.customerId !== undefined, {
    message: "customer_id_required",
    path: ["customerId"],
  });
export type AudienceQuery = z.infer<typeof audienceQuerySchema>;
/** How many members a message to the audience reaches, and how many of them take an e-mail copy. */
export const audienceSizeSchema = z.object({ recipients: z.int(), emailed: z.int() });
export type AudienceSize = z.infer<typeof audienceSizeSchema>;
