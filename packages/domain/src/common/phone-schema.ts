/**
 * A phone number as a member types it (spec-2 §5), for every body that takes one: blank, or a
 * valid number of at most 30 characters, checked by the rule the web's phone input uses.
 */
import { z } from "zod";
import { FIELD_MESSAGES } from "./field-messages.ts";
import { isValidPhone } from "./rules.ts";

/** A phone number's text: trimmed, blank allowed, else a valid number. */
export const phoneTextSchema = z
  .string()
  .trim()
  .max(30)
  .refine((value) => isValidPhone(value), { message: FIELD_MESSAGES.phone_invalid });
