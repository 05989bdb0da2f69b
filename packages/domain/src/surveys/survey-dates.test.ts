import { describe, expect, it } from "vitest";
import { dayBefore, formatSurveyDate, parseSurveyDate, surveyDateFormat, todayIn } from "./survey-dates.ts";
import { surveyDefinitionSchema } from "./survey-definition.schemas.ts";

describe("survey date format by the club's locale", () => {
  it("is MM/DD/YYYY for US locales and DD/MM/YYYY for the others", () => {
    expect(surveyDateFormat("en-us")).toBe("MM/DD/YYYY");
    expect(surveyDateFormat("en")).toBe("MM/DD/YYYY");
    expect(surveyDateFormat("es-US")).toBe("MM/DD/YYYY");
    expect(surveyDateFormat("es-es")).toBe("DD/MM/YYYY");
    expect(surveyDateFormat("en-GB")).toBe("DD/MM/YYYY");
    expect(surveyDateFormat("not a locale")).toBe("DD/MM/YYYY");
  });

  it("parses and writes calendar days both ways round", () => {
    expect(parseSurveyDate("06/14/1979", "MM/DD/YYYY")).toBe("1979-06-14");
    expect(parseSurveyDate("14/06/1979", "DD/MM/YYYY")).toBe("1979-06-14");
    expect(parseSurveyDate("02/29/2024", "MM/DD/YYYY")).toBe("2024-02-29");
    expect(parseSurveyDate("02/29/2025", "MM/DD/YYYY")).toBeNull();
    expect(formatSurveyDate("1979-06-14", "MM/DD/YYYY")).toBe("06/14/1979");
    expect(formatSurveyDate("1979-06-14", "DD/MM/YYYY")).toBe("14/06/1979");
    expect(formatSurveyDate("yesterday", "DD/MM/YYYY")).toBe("");
  });

  it("takes today in the club's time zone", () => {
    const late = new Date("2026-03-10T03:30:00Z");
    expect(todayIn("America/New_York", late)).toBe("2026-03-09");
    expect(todayIn("Europe/Madrid", late)).toBe("2026-03-10");
    expect(dayBefore("2026-03-01")).toBe("2026-02-28");
  });
});

describe("survey definitions", () => {
  const base = { uid: "welcome", name: "Welcome" };
  it("fill the defaults", () => {
    const parsed = surveyDefinitionSchema.parse({ ...base, fields: [{ type: "text", label: "Name" }] });
    expect(parsed).toMatchObject({ category: "general", kind: "form", isPublic: false, canSubmit: true });
    expect(parsed.fields[0]).toMatchObject({ width: "4of4", required: false, dataMap: null, values: [] });
  });

  it("refuse a choice without options, a data map on a signature, and too many files", () => {
    const refused = (fields: unknown[]) => surveyDefinitionSchema.safeParse({ ...base, fields }).success;
    expect(refused([{ type: "select", label: "Meal" }])).toBe(false);
    expect(refused([{ type: "canvas", label: "Sign", dataMap: "email" }])).toBe(false);
    expect(refused(Array.from({ length: 6 }, () => ({ type: "upload", label: "File" })))).toBe(false);
    expect(
      surveyDefinitionSchema.safeParse({ ...base, uid: "endpoints", fields: [{ type: "text", label: "A" }] })
        .success,
    ).toBe(false);
  });
});
