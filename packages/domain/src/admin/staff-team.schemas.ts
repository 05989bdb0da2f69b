/**
 * The club's staff as its owners manage them (docs/decisions/staff-and-admin.md, "The staff
 * section"), and a staff user's own password. Levels are per club: the level here is the
 * person's at the selected club.
 */
import { z } from "zod";
import { currentPasswordSchema, emailSchema, newPasswordSchema } from "../auth/auth.schemas.ts";
import { dateTimeSchema } from "../common/date-time.ts";
import { STAFF_LEVELS } from "../common/endpoint.ts";
import { FIELD_MESSAGES } from "../common/field-messages.ts";
import { pageQuerySchema } from "../common/pagination.ts";
import { STAFF_FIELD_MESSAGES } from "../common/staff-field-messages.ts";

export const staffLevelSchema = z.enum(STAFF_LEVELS, { message: STAFF_FIELD_MESSAGES.staff_level_invalid });

/** One person with access to the club: who, at which level, when they last signed in. */
export const clubStaffMemberSchema = z.object({
  staffUserId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  permissionLevel: staffLevelSchema,
  /** Their last sign-in anywhere (the account is one across clubs); null before the first. */
  lastSignedInAt: dateTimeSchema.nullable(),
  /** A disabled account signs in nowhere, whatever its access. */
  disabled: z.boolean(),
  /** When they gained this club. */
  addedAt: dateTimeSchema,
});
export type ClubStaffMember = z.infer<typeof clubStaffMemberSchema>;

export const clubStaffQuerySchema = pageQuerySchema;
export type ClubStaffQuery = z.infer<typeof clubStaffQuerySchema>;

/**
 * POST /admin/api/staff: a person by e-mail at a level. A new account takes the names given; an
 * existing one keeps its own (and its password) and gains the club.
 */
export const addClubStaffSchema = z
  .object({
    email: emailSchema,
    firstName: z.string().trim().min(1, FIELD_MESSAGES.first_name_required).max(100),
    lastName: z.string().trim().min(1, FIELD_MESSAGES.last_name_required).max(100),
    permissionLevel: staffLevelSchema,
  })
  .strict();
export type AddClubStaff = z.infer<typeof addClubStaffSchema>;

/** What adding answers: the person, and a new account's first password, shown this once. */
export const addedClubStaffSchema = z.object({
  member: clubStaffMemberSchema,
  /** Only for an account this request created; null when an existing one gained the club. */
  oneTimePassword: z.string().nullable(),
});
export type AddedClubStaff = z.infer<typeof addedClubStaffSchema>;

export const clubStaffLevelPatchSchema = z.object({ permissionLevel: staffLevelSchema }).strict();
export type ClubStaffLevelPatch = z.infer<typeof clubStaffLevelPatchSchema>;

export const clubStaffParamsSchema = z.object({ staffUserId: z.uuid() });

/** PUT /admin/api/me/password: the member's own rules for a new password. */
export const staffPasswordChangeSchema = z
  .object({ currentPassword: currentPasswordSchema, newPassword: newPasswordSchema })
  .strict();
export type StaffPasswordChange = z.infer<typeof staffPasswordChangeSchema>;
