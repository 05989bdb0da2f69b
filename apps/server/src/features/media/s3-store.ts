/**
 * Media in an S3-compatible bucket (AWS S3, MinIO, R2…) through the official SDK: every
 * instance sees every file, and the bucket grows without the database. Files are private in
 * the bucket; the portal serves them (and decides who may see them).
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { isSafeKey, type MediaStore } from "./media-store.ts";

export interface S3Settings {
  bucket: string;
  region: string;
  /** For S3-compatible services (and tests): their address. Unset: AWS. */
  endpoint?: string | undefined;
  /** Most S3-compatible services want path-style addresses. */
  forcePathStyle: boolean;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
}

export function s3MediaStore(settings: S3Settings): MediaStore {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
  const Bucket = settings.bucket;
  return {
    kind: "s3",
    async put(key, file) {
      if (!isSafeKey(key)) throw new Error(`not a media key: ${key}`);
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: file.bytes, ContentType: file.contentType }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!answer.Body) return null;
        const bytes = Buffer.from(await answer.Body.transformToByteArray());
        return { bytes, contentType: answer.ContentType ?? "application/octet-stream" };
      } catch (error) {
        if (
          error instanceof NoSuchKey ||
          (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
        ) {
          return null;
        }
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
