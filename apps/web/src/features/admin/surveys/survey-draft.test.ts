// @vitest-environment node
import type { StaffSurvey } from "@crest/domain";
import { describe, expect, it } from "vitest";
import { draftOf, moved, newField, newSurveyDraft, surveyInputOf, uidFrom } from "./survey-draft.ts";

const saved: StaffSurvey = {
  id: "s1",
  uid: "boat-day",
  name: "Boat day",
  description: null,
  category: "general",
  kind: "form",
  audience: "everyone",
  isPublic: false,
  multipleResponses: false,
  canSubmit: true,
  buttonCreate: null,
  buttonEdit: null,
  confirmationHeader: null,
  confirmationText: null,
  referenceType: null,
  referenceId: null,
  published: true,
  responseCount: 1,
  createdOn: new Date("2026-11-01T10:00:00Z"),
  fields: [
    {
      id: "f1",
      type: "select",
      label: "Boat",
      placeholder: null,
      help: null,
      defaultValue: null,
      values: [{ text: "Sloop", value: "sloop-1", selected: false }],
      required: true,
      width: "2of4",
      dataMap: null,
      accept: [],
      answerCount: 1,
    },
  ],
};

describe("the form builder's draft", () => {
  it("keeps field ids and the values of options kept by text; new options take their text", () => {
    const draft = draftOf(saved);
    const [boat] = draft.fields;
    if (!boat) throw new Error("no field");
    const input = surveyInputOf({ ...draft, fields: [{ ...boat, options: "Sloop\n Ketch \n\nSloop" }] });
    expect(input.fields[0]).toMatchObject({
      id: "f1",
      values: [
        { text: "Sloop", value: "sloop-1", selected: false },
        { text: "Ketch", value: "Ketch", selected: false },
      ],
      width: "2of4",
      required: true,
    });
  });

  it("sends no id for a new field, no data map where the type takes none, no options on text", () => {
    const draft = newSurveyDraft();
    const field = { ...newField("canvas"), label: " Sign ", dataMap: "first_name" as const, options: "a" };
    const input = surveyInputOf({ ...draft, name: " Waiver ", uid: "waiver", fields: [field] });
    expect(input).toMatchObject({ name: "Waiver", uid: "waiver", description: null });
    expect(input.fields[0]).toEqual(
      expect.objectContaining({ type: "canvas", label: "Sign", dataMap: null, values: [] }),
    );
    expect(input.fields[0]).not.toHaveProperty("id");
  });

  it("makes a uid from a title and moves fields within bounds", () => {
    expect(uidFrom("Día de Regata 2027!")).toBe("dia-de-regata-2027");
    expect(uidFrom("A")).toBe("");
    const fields = [newField(), newField("yesno")];
    expect(moved(fields, 0, 1).map((field) => field.type)).toEqual(["yesno", "text"]);
    expect(moved(fields, 0, -1)).toBe(fields);
  });
});
