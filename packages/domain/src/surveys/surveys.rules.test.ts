import { describe, expect, it } from "vitest";
import { surveyRuleMessage, surveyRuleOfMessage } from "./survey-messages.ts";
import {
  canSubmitSurvey,
  checkAnswer,
  checkSubmission,
  hasRequiredFields,
  type SurveyRuleContext,
  type SurveyRuleField,
} from "./surveys.rules.ts";
import type { SurveyAnswerValue, SurveyDataMap, SurveyFieldType } from "./surveys.schemas.ts";

const US: SurveyRuleContext = {
  country: "US",
  dateFormat: "MM/DD/YYYY",
  today: "2026-03-10",
  uploadMaxBytes: 1024,
};
const SPAIN: SurveyRuleContext = { ...US, country: "ES", dateFormat: "DD/MM/YYYY" };

const options = (...values: string[]) => values.map((value) => ({ text: value, value, selected: false }));

function field(
  type: SurveyFieldType,
  more: { dataMap?: SurveyDataMap; required?: boolean; values?: string[]; label?: string } = {},
): SurveyRuleField {
  return {
    id: `${type}-${more.dataMap ?? "plain"}`,
    dataMap: more.dataMap ?? null,
    field: {
      type,
      label: more.label ?? "Answer",
      required: more.required ?? false,
      values: options(...(more.values ?? [])),
    },
  };
}

const ruleOf = (f: SurveyRuleField, answer: SurveyAnswerValue | undefined, context = US) =>
  checkAnswer(f, answer, context)?.rule ?? null;

const base64 = (bytes: number[]) => btoa(String.fromCharCode(...bytes));
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const pngUrl = `data:image/png;base64,${base64(PNG)}`;
const pdfUrl = `data:application/pdf;name=lease.pdf;base64,${base64([...new TextEncoder().encode("%PDF-1.7\n")])}`;

describe("required (spec-1 §5: '{label} is a required field')", () => {
  const cases: [SurveyRuleField, SurveyAnswerValue | undefined, SurveyAnswerValue][] = [
    [field("text", { required: true }), "  ", "Eleanor"],
    [field("textarea", { required: true }), undefined, "Notes"],
    [field("select", { required: true, values: ["a"] }), null, "a"],
    [field("checkbox", { required: true, values: ["a", "b"] }), [], ["a"]],
    [field("checkbox", { required: true }), false, true],
    [field("yesno", { required: true }), null, false],
    [field("upload", { required: true }), "", pdfUrl],
    [field("canvas", { required: true }), null, pngUrl],
    [field("datetime", { required: true }), "", "03/10/2026"],
  ];
  it.each(cases)("%o: blank is refused, an answer passes", (f, blank, given) => {
    expect(ruleOf(f, blank)).toBe("required");
    expect(ruleOf(f, given)).toBeNull();
  });

  it("lets an optional field stay blank", () => {
    expect(ruleOf(field("text"), undefined)).toBeNull();
    expect(ruleOf(field("text", { dataMap: "email" }), "")).toBeNull();
  });

  it("words the message with the field's label, in English and Spanish", () => {
    const issue = checkAnswer(field("text", { required: true, label: "First name" }), "", US);
    if (!issue) throw new Error("expected an issue");
    expect(surveyRuleMessage(issue, "en")).toBe("First name is a required field");
    expect(surveyRuleMessage(issue, "es")).toBe("First name es un campo obligatorio");
  });
});

describe("mobile_number and phone_number", () => {
  for (const map of ["mobile_number", "phone_number"] as const) {
    it(`${map}: exactly 10 digits at a US club`, () => {
      const f = field("text", { dataMap: map });
      for (const good of ["4015550142", "(401) 555-0142", "401.555.0142"]) expect(ruleOf(f, good)).toBeNull();
      for (const bad of ["401555014", "40155501420", "+14015550142", "phone-me-now"])
        expect(ruleOf(f, bad)).toBe("tenDigits");
    });

    it(`${map}: the country's phone rule at a club elsewhere`, () => {
      const f = field("text", { dataMap: map });
      // The profile's rule (spec-2 §5): at least 10 digits and a real number, so with its +34.
      for (const good of ["+34 612 345 678", "+34612345678"]) expect(ruleOf(f, good, SPAIN)).toBeNull();
      for (const bad of ["12345", "612345678", "+34 999 999 999 999"])
        expect(ruleOf(f, bad, SPAIN)).toBe("phone");
    });
  }
});

describe("email and cc_email", () => {
  for (const map of ["email", "cc_email"] as const) {
    it(`${map} must look like an e-mail address`, () => {
      const f = field("text", { dataMap: map });
      expect(ruleOf(f, "member@harbor.example")).toBeNull();
      for (const bad of ["member", "member@harbor", "a b@c.de"]) expect(ruleOf(f, bad)).toBe("email");
    });
  }
});

describe("zip_code", () => {
  const zip = field("text", { dataMap: "zip_code" });
  it("is 5 digits at a US club", () => {
    expect(ruleOf(zip, "02840")).toBeNull();
    for (const bad of ["2840", "02840-1234", "ABCDE"]) expect(ruleOf(zip, bad)).toBe("fiveDigitZip");
  });

  it("follows the country's postal pattern elsewhere, and passes where the country has none", () => {
    expect(ruleOf(zip, "28001", SPAIN)).toBeNull();
    expect(ruleOf(zip, "2800A", SPAIN)).toBe("postalCode");
    expect(ruleOf(zip, "D02 X285", { ...SPAIN, country: "IE" })).toBeNull();
  });
});

describe("dates", () => {
  const date = field("datetime");
  it("are MM/DD/YYYY at a US club", () => {
    expect(ruleOf(date, "06/14/1979")).toBeNull();
    for (const bad of ["14/06/1979", "02/30/2024", "1979-06-14", "6/14/1979"])
      expect(ruleOf(date, bad)).toBe("date");
  });

  it("are DD/MM/YYYY at a club of another locale", () => {
    expect(ruleOf(date, "14/06/1979", SPAIN)).toBeNull();
    expect(ruleOf(date, "06/14/1979", SPAIN)).toBe("date");
  });

  it("name the expected format in the message", () => {
    const issue = checkAnswer(date, "tomorrow", SPAIN);
    if (!issue) throw new Error("expected an issue");
    expect(surveyRuleMessage(issue, "en")).toBe("Please enter a valid date (DD/MM/YYYY)");
  });

  it("birthdate: not in the future (the club's today passes)", () => {
    const birthdate = field("datetime", { dataMap: "birthdate" });
    expect(ruleOf(birthdate, "03/10/2026")).toBeNull();
    expect(ruleOf(birthdate, "03/11/2026")).toBe("futureBirthdate");
  });

  it("anniversary_date: not before yesterday", () => {
    const anniversary = field("datetime", { dataMap: "anniversary_date" });
    expect(ruleOf(anniversary, "03/09/2026")).toBeNull();
    expect(ruleOf(anniversary, "12/31/2030")).toBeNull();
    expect(ruleOf(anniversary, "03/08/2026")).toBe("anniversaryBeforeYesterday");
  });
});

describe("choices: an answer must be one of the field's values", () => {
  it("select and radio", () => {
    for (const type of ["select", "radio"] as const) {
      const f = field(type, { values: ["dinner", "lunch"] });
      expect(ruleOf(f, "lunch")).toBeNull();
      expect(ruleOf(f, "brunch")).toBe("option");
    }
  });

  it("a checkbox group takes a subset of its values, each once", () => {
    const f = field("checkbox", { values: ["golf", "tennis", "sailing"] });
    expect(ruleOf(f, ["golf", "sailing"])).toBeNull();
    expect(ruleOf(f, ["golf", "polo"])).toBe("option");
    expect(ruleOf(f, ["golf", "golf"])).toBe("option");
  });
});

describe("answer types", () => {
  it("refuses an answer of another shape than the field's", () => {
    expect(ruleOf(field("yesno"), "yes")).toBe("answerType");
    expect(ruleOf(field("yesno"), true)).toBeNull();
    expect(ruleOf(field("text"), true)).toBe("answerType");
    expect(ruleOf(field("checkbox", { values: ["a"] }), "a")).toBe("answerType");
    expect(ruleOf(field("checkbox"), ["a"])).toBe("answerType");
  });

  it("a section takes no answer", () => {
    expect(ruleOf(field("section"), null)).toBeNull();
    expect(ruleOf(field("section"), "hello")).toBe("noAnswer");
  });

  it("limits text lengths", () => {
    expect(ruleOf(field("text"), "x".repeat(1000))).toBeNull();
    expect(ruleOf(field("text"), "x".repeat(1001))).toBe("tooLong");
    expect(ruleOf(field("textarea"), "x".repeat(10_000))).toBeNull();
  });
});

describe("uploads and signatures", () => {
  const upload = field("upload");
  it("accept one data URL of an accepted type", () => {
    expect(ruleOf(upload, pdfUrl)).toBeNull();
    expect(ruleOf(upload, [pdfUrl])).toBe("oneFile");
  });

  it("refuse other types, a name whose extension disagrees, and what is not a data URL", () => {
    expect(ruleOf(upload, `data:application/x-msdownload;base64,${base64([0x4d, 0x5a])}`)).toBe("uploadType");
    expect(ruleOf(upload, `data:application/pdf;name=setup.exe;base64,${base64([0x25])}AA==`)).toBe(
      "uploadType",
    );
    expect(ruleOf(upload, "https://example.com/file.pdf")).toBe("uploadType");
  });

  it("a field that takes photos and videos refuses audio, spreadsheets and text (issue 24)", () => {
    const media: SurveyRuleField = {
      ...upload,
      field: { ...upload.field, accept: ["png", "jpeg", "jpg", "gif", "mp4"] },
    };
    expect(ruleOf(media, pngUrl)).toBeNull();
    for (const [type, name] of [
      ["audio/mpeg", "song.mp3"],
      ["application/vnd.ms-excel.sheet.macroenabled.12", "book.xlsm"],
      ["text/csv", "list.csv"],
    ])
      expect(ruleOf(media, `data:${type};name=${name};base64,${base64([0x41, 0x42])}`)).toBe("uploadType");
    const issue = checkAnswer(media, `data:text/csv;base64,${base64([0x41])}`, US);
    expect(issue && surveyRuleMessage(issue, "en")).toBe(
      "This file type is not accepted. Use png, jpeg, jpg, gif or mp4",
    );
    const any = checkAnswer(upload, "https://example.com/file.pdf", US);
    expect(any && surveyRuleMessage(any, "es")).toBe(
      "Este tipo de archivo no se admite. Use png, jpeg, jpg, gif, mp3, avi, mp4, 3gp, pdf, doc, docx, ppt, pptx, xls, xlsm, xlsx, txt o csv",
    );
  });

  it("refuse a file over the size limit", () => {
    const big = `data:text/plain;base64,${btoa("x".repeat(1025))}`;
    expect(ruleOf(upload, big)).toBe("uploadSize");
    expect(ruleOf(upload, `data:text/plain;base64,${btoa("x".repeat(1024))}`)).toBeNull();
  });

  it("a signature must be a PNG image", () => {
    const canvas = field("canvas");
    expect(ruleOf(canvas, pngUrl)).toBeNull();
    expect(ruleOf(canvas, `data:image/jpeg;base64,${base64([0xff, 0xd8, 0xff, 0])}`)).toBe("signature");
  });
});

describe("a whole submission", () => {
  const name = field("text", { required: true, label: "Name" });
  const meal = field("radio", { values: ["fish", "meat"] });

  it("passes when every rule holds", () => {
    const answers = [
      { fieldId: name.id, type: "text" as const, answer: "Eleanor" },
      { fieldId: meal.id, type: "radio" as const, answer: "fish" },
    ];
    expect(checkSubmission([name, meal], answers, US)).toEqual([]);
  });

  it("reports a missing required field, an unknown field, a repeated one and a mistyped one", () => {
    const issues = checkSubmission(
      [name, meal],
      [
        { fieldId: "nope", type: "text", answer: "x" },
        { fieldId: meal.id, type: "select", answer: "fish" },
      ],
      US,
    );
    expect(issues.map((issue) => [issue.fieldId, issue.rule])).toEqual([
      ["nope", "unknownField"],
      [meal.id, "answerType"],
      [name.id, "required"],
    ]);
    const twice = checkSubmission(
      [name],
      [
        { fieldId: name.id, type: "text", answer: "A" },
        { fieldId: name.id, type: "text", answer: "B" },
      ],
      US,
    );
    expect(twice.map((issue) => issue.rule)).toEqual(["repeated"]);
  });

  it("knows whether a form has required fields", () => {
    expect(hasRequiredFields([name, meal])).toBe(true);
    expect(hasRequiredFields([meal])).toBe(false);
  });
});

describe("the submission rule", () => {
  it.each([
    [true, false, false, true],
    [true, false, true, false],
    [true, true, true, true],
    [false, true, false, false],
    [false, false, false, false],
  ])(
    "open %s, multipleResponses %s, submitted %s → may submit: %s",
    (open, multipleResponses, hasSubmitted, may) => {
      expect(canSubmitSurvey({ open, multipleResponses, hasSubmitted })).toBe(may);
    },
  );
});

describe("server wording back to its rule", () => {
  it("finds the rule of a message in either language, and nothing for other text", () => {
    const values = { label: "Email", format: "DD/MM/YYYY", maxMegabytes: "5" };
    expect(surveyRuleOfMessage("Email is a required field", values)).toBe("required");
    expect(surveyRuleOfMessage("Introduzca una fecha válida (DD/MM/YYYY)", values)).toBe("date");
    expect(surveyRuleOfMessage("El archivo supera los 5 MB", values)).toBe("uploadSize");
    expect(surveyRuleOfMessage("Something else", values)).toBeNull();
  });
});
