import { type ConfigConflict, configConflictSchema } from "@crest/domain";
import { isApiError } from "../../../lib/api-error.ts";

/**
 * What a save's 409 config_conflict says (the API client has camelCased it): the version now
 * current, who saved it and when, and what they changed; null for any other error.
 */
export function configConflictOf(error: unknown): ConfigConflict | null {
  if (!isApiError(error) || error.code !== "config_conflict") return null;
  const details = error.body.errorDetails;
  const detail = Array.isArray(details) ? details[0] : details;
  const parsed = configConflictSchema.safeParse(detail?.data);
  return parsed.success ? parsed.data : null;
}
