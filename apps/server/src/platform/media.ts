/**
 * Where uploaded and demo files live, as the platform sees it: the media feature implements it
 * three ways (a local folder, PostgreSQL, an S3-compatible bucket: features/media/).
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
