/** Staff users and admin mode (spec-2 §3 Staff user, spec-1 §7 Startup and admin). */
import { z } from "zod";
import { currentPasswordSchema, emailSchema } from "../auth/auth.schemas.ts";
import { dateTimeSchema } from "../common/date-time.ts";
import { STAFF_LEVELS } from "../common/endpoint.ts";
import { pageQuerySchema } from "../common/pagination.ts";
import { intlSchema, portalConfigInputSchema } from "../config/config.schemas.ts";
import { configChangeSchema } from "./config-changes.ts";

/** A staff user's permission level (common/endpoint.ts), lowest first. */
export const PERMISSION_LEVELS = STAFF_LEVELS;

export const staffUserSchema = z.object({
  userId: z.string(),
  /** The company selected in this staff session: every admin call acts on it. */
  companyId: z.string().nullable(),
  businessLocationId: z.string().nullable(),
  employeeId: z.string().nullable(),
  welcomeMessage: z.string().nullable(),
  lastAccessed: dateTimeSchema.nullable(),
  firstName: z.string(),
  lastName: z.string(),
  mobileNumber: z.string().nullable(),
  email: z.string(),
  username: z.string(),
  permissionLevel: z.enum(PERMISSION_LEVELS),
  status: z.string(),
  createdOn: dateTimeSchema,
  modifiedOn: dateTimeSchema,
  createdBy: z.string().nullable(),
  /** Companies this staff user may switch to. */
  companies: z.array(z.object({ id: z.string(), name: z.string() })),
  /** The name of the domain selected in this session (the company's default one at first). */
  selectedDomain: z.string().nullable(),
  /**
   * The selected club's currency, locale and time zone: staff screens show amounts and dates
   * (and send amounts) in the club they act on, not in the club whose address they opened.
   */
  intl: intlSchema,
});
export type StaffUser = z.infer<typeof staffUserSchema>;

export const staffLoginRequestSchema = z.object({ email: emailSchema, password: currentPasswordSchema });
export type StaffLoginRequest = z.infer<typeof staffLoginRequestSchema>;

/** A domain's config version: 1 as created, one more with each save (a revert included). */
export const configVersionSchema = z.number().int().min(1);

/**
 * PATCH /admin/api/domains/{domainId}: the whole editable config (defaults fill what is left
 * out) and the version it was edited from; a save on any other version is a 409
 * `config_conflict`, so two editors never overwrite each other unseen.
 */
export const domainConfigPatchSchema = z
  .object({ config: portalConfigInputSchema, configVersion: configVersionSchema })
  .strict();
export type DomainConfigPatch = z.infer<typeof domainConfigPatchSchema>;

/**
 * One saved version of a domain's portal config: who saved it, when, the config before and
 * after, and the fields that changed. A revert is a save like any other, which names the
 * version it brought back.
 */
export const domainConfigHistorySchema = z.object({
  id: z.string(),
  domainId: z.string(),
  /** The version this save wrote. */
  version: configVersionSchema,
  /** The version a revert brought back; null for an edit. */
  revertedFrom: configVersionSchema.nullable(),
  /** The staff user's id; null once that staff user has been deleted (the name stays). */
  changedBy: z.string().nullable(),
  changedByName: z.string(),
  changedAt: dateTimeSchema,
  previous: portalConfigInputSchema,
  config: portalConfigInputSchema,
  changes: z.array(configChangeSchema),
});
export type DomainConfigHistory = z.infer<typeof domainConfigHistorySchema>;

/**
 * The `data` of a `config_conflict`'s error detail: the domain's current version, who saved it
 * and when (null for a config nobody has saved since it was created), and the fields that
 * changed between the version the editor sent and the current one.
 */
export const configConflictSchema = z.object({
  version: configVersionSchema,
  changedBy: z.string().nullable(),
  changedByName: z.string().nullable(),
  changedAt: dateTimeSchema.nullable(),
  changes: z.array(configChangeSchema),
});
export type ConfigConflict = z.infer<typeof configConflictSchema>;

/** Path parameters of the staff routes. */
export const companySelectParamsSchema = z.object({ companyId: z.uuid() });
export const domainSelectParamsSchema = z.object({
  domainName: z.string().trim().toLowerCase().min(1).max(253),
});
export const domainIdParamsSchema = z.object({ domainId: z.uuid() });
export const configVersionParamsSchema = domainIdParamsSchema.extend({
  version: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1),
});

/** A queued e-mail as staff see it in the outbox (the body is not listed). */
export const outboxMessageSchema = z.object({
  id: z.string(),
  companyId: z.string().nullable(),
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  status: z.enum(["pending", "sent", "failed"]),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: dateTimeSchema,
  sentAt: dateTimeSchema.nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const JOB_STATUSES = ["queued", "running", "succeeded", "failed"] as const;

/** A background job of the club (mail, billing runs…) as staff see it. */
export const jobSchema = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.enum(JOB_STATUSES),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  runAt: dateTimeSchema,
  lastError: z.string().nullable(),
  createdAt: dateTimeSchema,
  finishedAt: dateTimeSchema.nullable(),
});
export type Job = z.infer<typeof jobSchema>;

export const jobListQuerySchema = pageQuerySchema.extend({ status: z.enum(JOB_STATUSES).optional() });
export type JobListQuery = z.infer<typeof jobListQuerySchema>;
