/**
 * Survey uploads (spec-1 §5): the accepted file types, one file per field, a size limit, and
 * the content checked against the declared type by its magic bytes where the format has them.
 * The browser sends each file as a data URL (spec-1 §3: "file answers are converted to data
 * URLs"); the server decodes it, checks it here and stores a file, never the bytes in a row.
 * A drawn signature (canvas) travels the same way and must be a PNG image.
 */

/** spec-1 §5, in the spec's order: extension → the MIME type the data URL declares. */
export const SURVEY_UPLOAD_TYPES = {
  png: "image/png",
  jpeg: "image/jpeg",
  jpg: "image/jpeg",
  gif: "image/gif",
  mp3: "audio/mpeg",
  avi: "video/x-msvideo",
  mp4: "video/mp4",
  "3gp": "video/3gpp",
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ppt: "application/vnd.ms-powerpoint",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  xls: "application/vnd.ms-excel",
  xlsm: "application/vnd.ms-excel.sheet.macroenabled.12",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  txt: "text/plain",
  csv: "text/csv",
} as const;

export type SurveyUploadExtension = keyof typeof SURVEY_UPLOAD_TYPES;
export type SurveyUploadType = (typeof SURVEY_UPLOAD_TYPES)[SurveyUploadExtension];

export const SURVEY_UPLOAD_EXTENSIONS = Object.keys(SURVEY_UPLOAD_TYPES) as SurveyUploadExtension[];

/** For a file input's `accept`: ".png,.jpeg,…". */
export const SURVEY_UPLOAD_ACCEPT = SURVEY_UPLOAD_EXTENSIONS.map((ext) => `.${ext}`).join(",");

/**
 * The extensions one upload field takes: the field's own list (a "Photo or video" field takes
 * images and videos only; issue 24), or every type of spec-1 §5 when it names none.
 */
export const fieldUploadExtensions = (accept: readonly string[] | undefined): SurveyUploadExtension[] =>
  accept && accept.length > 0
    ? SURVEY_UPLOAD_EXTENSIONS.filter((ext) => accept.includes(ext))
    : SURVEY_UPLOAD_EXTENSIONS;

/** "png, jpeg or gif" (en), "png, jpeg o gif" (es): the list as the messages word it. */
export function uploadTypesText(extensions: readonly string[], language: "en" | "es"): string {
  const last = extensions.at(-1) ?? "";
  if (extensions.length < 2) return last;
  return `${extensions.slice(0, -1).join(", ")} ${language === "es" ? "o" : "or"} ${last}`;
}

/** The largest file one upload field takes (the server also caps it at UPLOAD_LIMIT_BYTES). */
export const SURVEY_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** How many files (uploads and signatures) one form may ask for: bounds a submission's size. */
export const SURVEY_MAX_FILE_FIELDS = 5;

/** The characters a data URL of `bytes` bytes needs at most (base64 plus its header). */
export const dataUrlLength = (bytes: number): number => Math.ceil(bytes / 3) * 4 + 512;

const TYPES = new Set<string>(Object.values(SURVEY_UPLOAD_TYPES));

/** The accepted type for a file name, by its extension; null for anything else. */
export function uploadTypeOfName(fileName: string): SurveyUploadType | null {
  const ext = fileName.toLowerCase().split(".").pop() ?? "";
  return ext in SURVEY_UPLOAD_TYPES ? SURVEY_UPLOAD_TYPES[ext as SurveyUploadExtension] : null;
}

export const isSurveyUploadType = (type: string): type is SurveyUploadType => TYPES.has(type);

/** The extension a stored file of this type gets. */
export function extensionOfType(type: SurveyUploadType): SurveyUploadExtension {
  const found = SURVEY_UPLOAD_EXTENSIONS.find((ext) => SURVEY_UPLOAD_TYPES[ext] === type);
  return found ?? "txt";
}

export interface DataUrl {
  /** The declared MIME type, lower-case. */
  type: string;
  /** The file's name when the data URL carries one (`;name=report.pdf`), else null. */
  name: string | null;
  /** The base64 payload, undecoded. */
  base64: string;
}

const DATA_URL = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+)((?:;[a-z-]+=[^;,]*)*);base64,([A-Za-z0-9+/]*={0,2})$/i;

/** Reads a base64 data URL (`data:<type>[;name=<encoded>];base64,<data>`); null when it is not one. */
export function parseDataUrl(value: string): DataUrl | null {
  const match = DATA_URL.exec(value);
  if (!match) return null;
  const [, type = "", parameters = "", base64 = ""] = match;
  if (base64.length % 4 !== 0) return null;
  const nameParameter = parameters
    .split(";")
    .find((parameter) => parameter.toLowerCase().startsWith("name="))
    ?.slice("name=".length);
  let name: string | null = null;
  if (nameParameter) {
    try {
      name = decodeURIComponent(nameParameter);
    } catch {
      name = null;
    }
  }
  return { type: type.toLowerCase(), name, base64 };
}

/** A data URL for a file, as the browser builds it: the type from the name's extension. */
export function toDataUrl(type: string, base64: string, name?: string): string {
  const named = name ? `;name=${encodeURIComponent(name)}` : "";
  return `data:${type}${named};base64,${base64}`;
}

/** How many bytes a base64 payload decodes to, without decoding it. */
export function decodedLength(base64: string): number {
  const padding = base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/** Searches the first bytes for an ASCII marker (OOXML part names sit in the zip's local headers). */
function containsAscii(bytes: Uint8Array, marker: string, within = 64 * 1024): boolean {
  const needle = ascii(marker);
  const end = Math.min(bytes.length, within) - needle.length;
  for (let i = 0; i <= end; i++) if (startsWith(bytes, needle, i)) return true;
  return false;
}

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** Plain text: valid UTF-8 with no control characters but tab, line breaks and form feed. */
function isText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const allowed = code === 0x09 || code === 0x0a || code === 0x0c || code === 0x0d;
    if ((code < 0x20 && !allowed) || code === 0x7f) return false;
  }
  return true;
}

function isMp4Family(bytes: Uint8Array, brand: "3gp" | "mp4"): boolean {
  if (!startsWith(bytes, ascii("ftyp"), 4)) return false;
  const major = String.fromCharCode(...bytes.slice(8, 12));
  return brand === "3gp" ? major.startsWith("3g") : !major.startsWith("3g");
}

/** Whether the bytes really are a file of the declared type (magic bytes; UTF-8 for text types). */
export function contentMatchesType(bytes: Uint8Array, type: SurveyUploadType): boolean {
  switch (type) {
    case "image/png":
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case "image/jpeg":
      return startsWith(bytes, [0xff, 0xd8, 0xff]);
    case "image/gif":
      return startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"));
    case "audio/mpeg":
      // An ID3 tag, or straight into an MPEG audio frame (11 sync bits).
      return startsWith(bytes, ascii("ID3")) || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0);
    case "video/x-msvideo":
      return startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("AVI "), 8);
    case "video/mp4":
      return isMp4Family(bytes, "mp4");
    case "video/3gpp":
      return isMp4Family(bytes, "3gp");
    case "application/pdf":
      return startsWith(bytes, ascii("%PDF-"));
    case "application/msword":
    case "application/vnd.ms-powerpoint":
    case "application/vnd.ms-excel":
      return startsWith(bytes, OLE2);
    case "application/vnd.openxmlformats-officedocument.wordprocessingml.document":
      return startsWith(bytes, ZIP) && containsAscii(bytes, "word/");
    case "application/vnd.openxmlformats-officedocument.presentationml.presentation":
      return startsWith(bytes, ZIP) && containsAscii(bytes, "ppt/");
    case "application/vnd.ms-excel.sheet.macroenabled.12":
    case "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet":
      return startsWith(bytes, ZIP) && containsAscii(bytes, "xl/");
    case "text/plain":
    case "text/csv":
      return isText(bytes);
  }
}
