/** Staff users and admin mode (spec-2 §3 Staff user, spec-1 §7 Startup and admin). */
import { z } from "zod";
import { currentPasswordSchema, emailSchema } from "../auth/auth.schemas.ts";
import { portalConfigInputSchema } from "../config/config.schemas.ts";

export const PERMISSION_LEVELS = ["owner", "admin", "staff"] as const;

export const staffUserSchema = z.object({
  userId: z.string(),
  companyId: z.string().nullable(),
  businessLocationId: z.string().nullable(),
  employeeId: z.string().nullable(),
  welcomeMessage: z.string().nullable(),
  lastAccessed: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  mobileNumber: z.string().nullable(),
  email: z.string(),
  username: z.string(),
  permissionLevel: z.enum(PERMISSION_LEVELS),
  status: z.string(),
  createdOn: z.string(),
  modifiedOn: z.string(),
  createdBy: z.string().nullable(),
  /** Companies this staff user may switch to. */
  companies: z.array(z.object({ id: z.string(), name: z.string() })),
  selectedDomain: z.string().nullable(),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

export const staffLoginRequestSchema = z.object({ email: emailSchema, password: currentPasswordSchema });

export const domainConfigPatchSchema = z.object({ config: portalConfigInputSchema }).strict();

export const domainConfigHistorySchema = z.object({
  id: z.string(),
  domainId: z.string(),
  changedBy: z.string(),
  changedByName: z.string(),
  changedAt: z.string(),
  config: portalConfigInputSchema,
});

export const outboxMessageSchema = z.object({
  id: z.string(),
  companyId: z.string().nullable(),
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  status: z.enum(["pending", "sent", "failed"]),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
