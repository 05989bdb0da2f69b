/** The media feature's public API: the store interface and its three places. */
export { localMediaStore } from "./local-store.ts";
export { contentTypeOf, isSafeKey, type MediaStore, type StoredFile } from "./media-store.ts";
export { postgresMediaStore } from "./postgres-media-repository.ts";
export { type S3Settings, s3MediaStore } from "./s3-store.ts";

/** The store key of a media path as the API shows it (`/media/club/…` → `club/…`). */
export const mediaKeyOf = (mediaPath: string): string | null =>
  mediaPath.startsWith("/media/") ? mediaPath.slice("/media/".length) : null;
