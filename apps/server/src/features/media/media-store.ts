/**
 * Where uploaded and demo files live. One interface, three places (docs/operations.md says
 * which to use when): a local folder (one instance), PostgreSQL (several instances, no object
 * storage to run), or an S3-compatible bucket (several instances, large volumes). Keys are
 * paths such as `club/<companyId>/profile-photos/<random>.webp` or `demo/harbor-logo.svg`.
 */
export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

export interface MediaStore {
  readonly kind: "local" | "postgres" | "s3";
  put(key: string, file: StoredFile): Promise<void>;
  /** The file, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; a missing one is not an error. */
  remove(key: string): Promise<void>;
}

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
