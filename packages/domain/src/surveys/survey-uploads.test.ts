import { describe, expect, it } from "vitest";
import {
  contentMatchesType,
  decodedLength,
  parseDataUrl,
  SURVEY_UPLOAD_EXTENSIONS,
  SURVEY_UPLOAD_TYPES,
  type SurveyUploadType,
  toDataUrl,
  uploadTypeOfName,
} from "./survey-uploads.ts";
import { checkFileContent, type SurveyRuleField } from "./surveys.rules.ts";

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === "string" ? ascii(part) : part)));
const zipWith = (part: string) => bytes([0x50, 0x4b, 0x03, 0x04], [0, 0, 0, 0], `${part}document.xml`);

/** A real header of each accepted type. */
const SAMPLES: Record<SurveyUploadType, Uint8Array> = {
  "image/png": bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  "image/jpeg": bytes([0xff, 0xd8, 0xff, 0xe0]),
  "image/gif": bytes("GIF89a", [1, 0]),
  "audio/mpeg": bytes("ID3", [4, 0]),
  "video/x-msvideo": bytes("RIFF", [0, 0, 0, 0], "AVI LIST"),
  "video/mp4": bytes([0, 0, 0, 0x18], "ftypisom"),
  "video/3gpp": bytes([0, 0, 0, 0x18], "ftyp3gp4"),
  "application/pdf": bytes("%PDF-1.7\n"),
  "application/msword": bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": zipWith("word/"),
  "application/vnd.ms-powerpoint": bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": zipWith("ppt/"),
  "application/vnd.ms-excel": bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  "application/vnd.ms-excel.sheet.macroenabled.12": zipWith("xl/"),
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": zipWith("xl/"),
  "text/plain": bytes("Dear club,\r\nthank you.\n"),
  "text/csv": bytes("name,party\nEleanor,2\n"),
};

describe("accepted upload types (spec-1 §5)", () => {
  it("are exactly the spec's eighteen extensions", () => {
    expect(SURVEY_UPLOAD_EXTENSIONS).toEqual(
      "png jpeg jpg gif mp3 avi mp4 3gp pdf doc docx ppt pptx xls xlsm xlsx txt csv".split(" "),
    );
    expect(uploadTypeOfName("Lease.PDF")).toBe("application/pdf");
    expect(uploadTypeOfName("setup.exe")).toBeNull();
    expect(uploadTypeOfName("noextension")).toBeNull();
  });

  it.each(Object.entries(SAMPLES))("%s: its own content passes", (type, sample) => {
    expect(contentMatchesType(sample, type as SurveyUploadType)).toBe(true);
  });

  it("refuses content that is not what the type says", () => {
    const png = SAMPLES["image/png"];
    const pdf = SAMPLES["application/pdf"];
    expect(contentMatchesType(png, "application/pdf")).toBe(false);
    expect(contentMatchesType(pdf, "image/png")).toBe(false);
    expect(contentMatchesType(SAMPLES["video/mp4"], "video/3gpp")).toBe(false);
    expect(contentMatchesType(SAMPLES["video/3gpp"], "video/mp4")).toBe(false);
    expect(contentMatchesType(zipWith("word/"), SURVEY_UPLOAD_TYPES.xlsx)).toBe(false);
    // Text types have no magic number: binary content (a NUL, invalid UTF-8) is not text.
    expect(contentMatchesType(bytes("MZ", [0x90, 0]), "text/plain")).toBe(false);
    expect(contentMatchesType(bytes([0xc3, 0x28]), "text/csv")).toBe(false);
  });

  it("names the field in the content issue: uploadContent for files, signature for a canvas", () => {
    const context = {
      country: "US",
      dateFormat: "MM/DD/YYYY" as const,
      today: "2026-01-01",
      uploadMaxBytes: 10,
    };
    const upload: SurveyRuleField = {
      id: "f1",
      dataMap: null,
      field: { type: "upload", label: "Lease", required: false, values: [] },
    };
    const canvas: SurveyRuleField = { ...upload, field: { ...upload.field, type: "canvas" } };
    expect(checkFileContent(upload, "application/pdf", SAMPLES["image/png"], context)?.rule).toBe(
      "uploadContent",
    );
    expect(checkFileContent(upload, "application/pdf", SAMPLES["application/pdf"], context)).toBeNull();
    expect(checkFileContent(canvas, "image/png", SAMPLES["image/gif"], context)?.rule).toBe("signature");
  });
});

describe("data URLs", () => {
  it("read the type, an optional name and the payload", () => {
    const url = toDataUrl("application/pdf", "JVBERi0=", "Proof of address.pdf");
    expect(url).toBe("data:application/pdf;name=Proof%20of%20address.pdf;base64,JVBERi0=");
    expect(parseDataUrl(url)).toEqual({
      type: "application/pdf",
      name: "Proof of address.pdf",
      base64: "JVBERi0=",
    });
    expect(parseDataUrl("data:image/png;base64,iVBORw==")).toEqual({
      type: "image/png",
      name: null,
      base64: "iVBORw==",
    });
  });

  it("refuse what is not a base64 data URL", () => {
    for (const bad of [
      "",
      "hello",
      "data:text/plain,hello",
      "data:image/png;base64,abc",
      "data:;base64,AAAA",
    ])
      expect(parseDataUrl(bad)).toBeNull();
  });

  it("know the decoded size without decoding", () => {
    expect(decodedLength(btoa("abc"))).toBe(3);
    expect(decodedLength(btoa("abcd"))).toBe(4);
    expect(decodedLength(btoa("abcde"))).toBe(5);
  });
});
