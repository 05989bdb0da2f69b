import { toCamel } from "@crest/domain";
import type { FormInstance } from "antd";
import { isApiError } from "../api-error.ts";
import { type FieldTranslator, translateFieldMessage } from "./field-messages.ts";

/** A form field path as antd names it: "password.current_password" → ["password", "currentPassword"]. */
export type FieldPath = (string | number)[];

export interface FieldErrors {
  name: FieldPath;
  errors: string[];
}

const toFieldPath = (field: string): FieldPath =>
  field
    .split(".")
    .filter(Boolean)
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : toCamel(segment)));

/**
 * The field errors of an API error (error_details[].field, snake_case on the wire), grouped by
 * field path in camelCase. Details without a field are left to the general error notifier.
 */
export function serverFieldErrors(error: unknown, intl?: FieldTranslator): FieldErrors[] {
  if (!isApiError(error)) return [];
  const raw = error.body.errorDetails;
  const details = Array.isArray(raw) ? raw : raw ? [raw] : [];
  const byField = new Map<string, FieldErrors>();
  for (const detail of details) {
    if (!detail.field) continue;
    const name = toFieldPath(detail.field);
    const key = name.join(".");
    const entry = byField.get(key) ?? { name, errors: [] };
    entry.errors.push(intl ? translateFieldMessage(detail.details, intl) : detail.details);
    byField.set(key, entry);
  }
  return [...byField.values()];
}

export interface ApplyServerErrorsOptions {
  /** The form's top-level field names; errors for other fields are left to the notifier. */
  fields?: readonly string[];
  /** Put nested errors on their top-level field ("phone.number" on a composite "phone" input). */
  topLevel?: boolean;
  /** Says the API's messages in the member's language. */
  intl?: FieldTranslator;
}

/**
 * Puts the server's field errors on the form's fields (DESIGN conventions 6), in the member's
 * language when `intl` is given. Answers the fields that got one (none: the caller still needs
 * a general notification).
 */
export function applyServerErrors(
  form: FormInstance,
  error: unknown,
  options: ApplyServerErrorsOptions = {},
): FieldErrors[] {
  const fields = serverFieldErrors(error, options.intl)
    .map(({ name, errors }) => ({ name: options.topLevel ? name.slice(0, 1) : name, errors }))
    .filter(({ name }) => !options.fields || options.fields.includes(String(name[0])));
  if (fields.length > 0) form.setFields(fields);
  return fields;
}
