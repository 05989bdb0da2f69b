/**
 * Reading the one file a multipart upload carries. A broken body (no boundary, cut short) is
 * the sender's fault: a 400 `malformed_upload`, never a 500; a file over the limit is a 413.
 */
import type { FastifyRequest } from "fastify";
import { AppError, fieldError } from "./errors.ts";

export interface Upload {
  fieldName: string;
  fileName: string;
  declaredType: string;
  bytes: Buffer;
}

/** Errors the multipart parser (busboy) raises for a malformed body. */
const MALFORMED = /^(Multipart: |Unexpected end of (form|file|multipart data)|Malformed part header)/;

export async function readSingleUpload(
  request: FastifyRequest,
  field: string,
  limitBytes: number,
): Promise<Upload> {
  try {
    const file = await request.file({ limits: { fileSize: limitBytes, files: 1 } });
    if (!file) throw fieldError("file", "Please choose a file");
    if (file.fieldname !== field) throw fieldError("file", `Send the file in the field "${field}"`);
    const bytes = await file.toBuffer();
    return { fieldName: file.fieldname, fileName: file.filename, declaredType: file.mimetype, bytes };
  } catch (error) {
    if (error instanceof Error && MALFORMED.test(error.message)) {
      throw new AppError("malformed_upload", { details: [{ field: "file", details: error.message }] });
    }
    throw error;
  }
}
