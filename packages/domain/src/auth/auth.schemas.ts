/** Sign-in, registration and password flows (spec-1 §5, spec-2 §7 Staff and session). */
import { z } from "zod";
import { isEmail, isStrongPassword } from "../common/rules.ts";

export const PASSWORD_RULE_MESSAGE =
  "Password must be at least 8 characters with an uppercase letter, a lowercase letter, and a number or one of !@#$%^&*_";

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .refine(isEmail, { message: "Please enter a valid email address" });

/** A new password must meet all four strength criteria. */
export const newPasswordSchema = z
  .string()
  .max(200)
  .refine(isStrongPassword, { message: PASSWORD_RULE_MESSAGE });

/** An existing password is checked, not judged: any non-empty value. */
export const currentPasswordSchema = z.string().min(1, "Please enter your password").max(200);

export const loginRequestSchema = z.object({ email: emailSchema, password: currentPasswordSchema });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const registerRequestSchema = z.object({
  firstName: z.string().trim().min(1, "Please enter your first name").max(100),
  lastName: z.string().trim().min(1, "Please enter your last name").max(100),
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
