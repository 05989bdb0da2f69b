/** Sign-in, registration and password flows (spec-1 §5, spec-2 §7 Staff and session). */
import { z } from "zod";
import { FIELD_MESSAGES } from "../common/field-messages.ts";
import { isEmail, isStrongPassword } from "../common/rules.ts";

export const PASSWORD_RULE_MESSAGE = FIELD_MESSAGES.password_rule;

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .refine(isEmail, { message: FIELD_MESSAGES.email_invalid });

/** A new password must meet all four strength criteria. */
export const newPasswordSchema = z
  .string()
  .max(200)
  .refine(isStrongPassword, { message: PASSWORD_RULE_MESSAGE });

/** An existing password is checked, not judged: any non-empty value. */
export const currentPasswordSchema = z.string().min(1, FIELD_MESSAGES.password_required).max(200);

export const loginRequestSchema = z.object({ email: emailSchema, password: currentPasswordSchema });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const registerRequestSchema = z.object({
  firstName: z.string().trim().min(1, FIELD_MESSAGES.first_name_required).max(100),
  lastName: z.string().trim().min(1, FIELD_MESSAGES.last_name_required).max(100),
  email: emailSchema,
  password: newPasswordSchema,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const activateRequestSchema = z.object({ code: z.string().min(8).max(200) });
export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export const resetPasswordRequestSchema = z.object({
  token: z.string().min(8).max(200),
  password: newPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
export const verifyEmailRequestSchema = z.object({ token: z.string().min(8).max(200) });
export const undoEmailChangeRequestSchema = verifyEmailRequestSchema;
export const resendVerificationRequestSchema = z.object({}).strict();

export const registeredAnswerSchema = z.object({ registered: z.boolean(), activated: z.boolean() });

export const actionResultSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
});
export type ActionResult = z.infer<typeof actionResultSchema>;
