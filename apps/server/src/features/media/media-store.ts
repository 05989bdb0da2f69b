/**
 * Where uploaded and demo files live. One interface, three places (docs/operations.md says
 * which to use when): a local folder (one instance), PostgreSQL (several instances, no object
 * storage to run), or an S3-compatible bucket (several instances, large volumes). Keys are
 * paths such as `club/<companyId>/profile-photos/<random>.webp` or `demo/harbor-logo.svg`.
 */
import type { MediaStore, StoredFile } from "../../platform/media.ts";

export type { MediaStore, StoredFile };

/** Keys are relative paths of safe segments: no `..`, no empty or hidden segments. */
export function isSafeKey(key: string): boolean {
  return key.length <= 512 && key.split("/").every((segment) => /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(segment));
}

export const CONTENT_TYPES: Record<string, string> = {
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
  pdf: "application/pdf",
};

export const contentTypeOf = (key: string): string =>
  CONTENT_TYPES[key.split(".").pop()?.toLowerCase() ?? ""] ?? "application/octet-stream";
