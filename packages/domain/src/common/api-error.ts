/**
 * The spec's API error object (spec-1 §8). The server serialises every failure to this
 * shape; the web client raises it as `ApiError`.
 */
import { z } from "zod";

export const errorDetailSchema = z.object({
  field: z.string().optional(),
  details: z.string(),
  /**
   * What a code's answer carries beside its words, for the client to act on (a
   * config_conflict's current version, who saved it and the changes). Keys travel as written.
   */
  data: z.record(z.string(), z.unknown()).optional(),
});
export type ErrorDetail = z.infer<typeof errorDetailSchema>;

export const apiErrorSchema = z.object({
  code: z.string(),
  error: z.string(),
  title: z.string(),
  errorMessage: z.string(),
  errorDescription: z.string(),
  errorDetails: z.union([z.array(errorDetailSchema), errorDetailSchema]).optional(),
  requestId: z.string().optional(),
  /** Present on 401s so the client knows where to send the user. */
  location: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** spec-1 §8: the code comes from the payload code, the payload status, or the HTTP status. */
export function errorScreenFor(status: number): "forbidden" | "notFound" | "error" {
  if (status === 403) return "forbidden";
  if (status === 404 || status === 406) return "notFound";
  return "error";
}
