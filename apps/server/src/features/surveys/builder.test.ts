/**
 * The form builder's staff API (issue 32 item 7): create, read, save, publish and unpublish a
 * survey; answers survive edits; the responses' CSV export read back.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, DEMO_CUSTOMERS } from "../../demo/demo-ids.ts";
import { parseCsv } from "../../lib/csv.ts";
import { signIn, signInNewStaff, signInStaff } from "../../test/customer-session.ts";
import { createTestApp, HARBOR, json, request, SIERRA, type TestApp } from "../../test/test-app.ts";
import { surveyClient } from "./survey-test-kit.ts";

let t: TestApp;
let manager = "";
let viewer = "";
let sierraManager = "";
let member = "";
beforeAll(async () => {
  t = await createTestApp();
  manager = await signInNewStaff(t.app, "builder-manager@harbor.example", "manager");
  viewer = await signInStaff(t.app, HARBOR, "viewer@harbor.example");
  sierraManager = await signInNewStaff(t.app, "builder-gerente@sierra.example", "manager", {
    companyId: DEMO.sierra.companyId,
    host: SIERRA,
  });
  member = await signIn(t.app, HARBOR, "member@harbor.example");
});
afterAll(() => t.close());

type Staff = "manager" | "viewer" | "sierra";
const cookieOf = (who: Staff) => ({ manager, viewer, sierra: sierraManager })[who];
const hostOf = (who: Staff) => (who === "sierra" ? SIERRA : HARBOR);
const staff = (who: Staff, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  request(t.app, hostOf(who), {
    method,
    url,
    headers: { cookie: cookieOf(who) },
    ...(payload ? { payload } : {}),
  });

interface WireStaffField {
  id: string;
  type: string;
  label: string;
  required: boolean;
  values: { text: string; value: string }[];
  data_map: string | null;
  answer_count: number;
}
interface WireStaffSurvey {
  id: string;
  uid: string;
  name: string;
  published: boolean;
  response_count: number;
  fields: WireStaffField[];
}

let uids = 0;
/** A two-field form: a name mapped to the profile, and a choice. */
const twoFieldForm = (extra: object = {}) => ({
  uid: `builder-form-${++uids}`,
  name: "Boat day sign-up",
  fields: [
    { type: "text", label: "First name", required: true, data_map: "first_name" },
    {
      type: "select",
      label: "Boat",
      values: [
        { text: "Sloop", value: "sloop" },
        { text: "Ketch", value: "ketch" },
      ],
    },
  ],
  ...extra,
});

async function created(extra: object = {}): Promise<WireStaffSurvey> {
  const res = await staff("manager", "POST", "/admin/api/surveys", twoFieldForm(extra));
  expect(res.statusCode, res.body).toBe(201);
  return json<WireStaffSurvey>(res);
}

/** The survey as the builder sends it back: its fields with their ids. */
const asInput = (survey: WireStaffSurvey, fields: object[] = survey.fields) => ({
  uid: survey.uid,
  name: survey.name,
  fields,
});

describe("creating and publishing a form", () => {
  it("creates a form unpublished, which members cannot open until it is published", async () => {
    const survey = await created();
    expect(survey).toMatchObject({ name: "Boat day sign-up", published: false, response_count: 0 });
    expect(survey.fields.map((field) => [field.type, field.label, field.data_map])).toEqual([
      ["text", "First name", "first_name"],
      ["select", "Boat", null],
    ]);
    const harbor = surveyClient(t.app);
    expect((await harbor.get(`/api/surveys/${survey.id}`, member)).statusCode).toBe(404);
    const listed = json<{ id: string }[]>(await harbor.get("/api/surveys", member));
    expect(listed.map((one) => one.id)).not.toContain(survey.id);

    const published = await staff("manager", "POST", `/admin/api/surveys/${survey.id}/publish`);
    expect(json(published)).toMatchObject({ published: true });
    const opened = await harbor.survey(`/api/surveys/${survey.uid}`, member);
    // The data map prefills the member's first name.
    expect(opened.fields[0]?.field.value).toBe("Eleanor");

    await staff("manager", "POST", `/admin/api/surveys/${survey.id}/unpublish`);
    expect((await harbor.get(`/api/surveys/${survey.id}`, member)).statusCode).toBe(404);
    const list = json<{ id: string; published: boolean }[]>(
      await staff("viewer", "GET", "/admin/api/surveys?sort=newest&page_size=5"),
    );
    expect(list[0]).toMatchObject({ id: survey.id, published: false });
  });

  it("pages the list, finds forms by name (% literal) and sorts them", async () => {
    await created({ name: "Regatta 100% crew" });
    await created({ name: "Regatta helpers" });
    const res = await staff("viewer", "GET", "/admin/api/surveys?search=regatta&sort=name&page_size=1");
    expect(json<{ name: string }[]>(res).map((one) => one.name)).toEqual(["Regatta 100% crew"]);
    expect(JSON.parse(String(res.headers.pagination))).toMatchObject({ total_count: 2, has_next_page: true });
    const literal = await staff("viewer", "GET", "/admin/api/surveys?search=100%25");
    expect(json<{ name: string }[]>(literal).map((one) => one.name)).toEqual(["Regatta 100% crew"]);
  });

  it("refuses a uid the club already uses with 409 survey_uid_taken", async () => {
    const survey = await created();
    const res = await staff("manager", "POST", "/admin/api/surveys", twoFieldForm({ uid: survey.uid }));
    expect(res.statusCode).toBe(409);
    expect(json(res).code).toBe("survey_uid_taken");
  });

  it("refuses a choice without options and a data map on a signature, naming the fields", async () => {
    const res = await staff("manager", "POST", "/admin/api/surveys", {
      uid: "builder-bad",
      name: "Bad",
      fields: [
        { type: "radio", label: "Pick one" },
        { type: "canvas", label: "Sign", data_map: "first_name" },
      ],
    });
    expect(res.statusCode).toBe(400);
    const fields = json<{ error_details: { field: string }[] }>(res).error_details.map(
      (detail) => detail.field,
    );
    expect(fields).toEqual(expect.arrayContaining(["fields.0.values", "fields.1.data_map"]));
  });

  it("lets a viewer read a form but not create, save or publish one", async () => {
    const survey = await created();
    expect((await staff("viewer", "GET", `/admin/api/surveys/${survey.id}`)).statusCode).toBe(200);
    for (const [method, url, body] of [
      ["POST", "/admin/api/surveys", twoFieldForm()],
      ["PUT", `/admin/api/surveys/${survey.id}`, asInput(survey)],
      ["POST", `/admin/api/surveys/${survey.id}/publish`, undefined],
      ["POST", `/admin/api/surveys/${survey.id}/unpublish`, undefined],
    ] as const) {
      const res = await staff("viewer", method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(json(res).code).toBe("permission_denied");
    }
  });

  it("answers 404 for another club's form on every builder route", async () => {
    const survey = await created();
    for (const [method, url, body] of [
      ["GET", `/admin/api/surveys/${survey.id}`, undefined],
      ["PUT", `/admin/api/surveys/${survey.id}`, asInput(survey)],
      ["POST", `/admin/api/surveys/${survey.id}/publish`, undefined],
      ["GET", `/admin/api/surveys/${survey.id}/responses/export`, undefined],
    ] as const) {
      expect((await staff("sierra", method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
  });
});

describe("editing a form that has answers", () => {
  async function answered(): Promise<WireStaffSurvey> {
    const survey = await created({ multiple_responses: true });
    await staff("manager", "POST", `/admin/api/surveys/${survey.id}/publish`);
    const [name, boat] = survey.fields;
    const res = await surveyClient(t.app).post(
      `/api/surveys/${survey.id}`,
      [
        { field_id: name?.id, type: "text", answer: "Morgan" },
        { field_id: boat?.id, type: "select", answer: "ketch" },
      ],
      member,
    );
    expect(res.statusCode, res.body).toBe(201);
    return json<WireStaffSurvey>(await staff("manager", "GET", `/admin/api/surveys/${survey.id}`));
  }

  it("counts each field's answers and keeps them when fields are reworded, reordered and added", async () => {
    const survey = await answered();
    expect(survey.fields.map((field) => field.answer_count)).toEqual([1, 1]);
    const [name, boat] = survey.fields;
    const res = await staff(
      "manager",
      "PUT",
      `/admin/api/surveys/${survey.id}`,
      asInput(survey, [
        { ...boat, label: "Which boat?" },
        { type: "textarea", label: "Anything else" },
        { ...name, required: false },
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const saved = json<WireStaffSurvey>(res);
    expect(saved.fields.map((field) => [field.label, field.answer_count])).toEqual([
      ["Which boat?", 1],
      ["Anything else", 0],
      ["First name", 1],
    ]);
    expect(saved.fields[0]?.id).toBe(boat?.id);
    const responses = json<{ answers: { field_id: string; answer: unknown }[] }[]>(
      await staff("manager", "GET", `/admin/api/surveys/${survey.id}/responses`),
    );
    expect(responses[0]?.answers).toEqual(
      expect.arrayContaining([expect.objectContaining({ field_id: boat?.id, answer: "ketch" })]),
    );
  });

  it("refuses to remove an answered field or change its type (409), and removes an unanswered one", async () => {
    const survey = await answered();
    const [name, boat] = survey.fields;
    const removed = await staff(
      "manager",
      "PUT",
      `/admin/api/surveys/${survey.id}`,
      asInput(survey, [name ?? {}]),
    );
    expect(removed.statusCode).toBe(409);
    expect(json(removed).code).toBe("survey_field_answered");
    const retyped = await staff(
      "manager",
      "PUT",
      `/admin/api/surveys/${survey.id}`,
      asInput(survey, [name ?? {}, { ...boat, type: "radio" }]),
    );
    expect(retyped.statusCode).toBe(409);
    const unchanged = json<WireStaffSurvey>(await staff("manager", "GET", `/admin/api/surveys/${survey.id}`));
    expect(unchanged.fields.map((field) => field.label)).toEqual(["First name", "Boat"]);

    const withNote = json<WireStaffSurvey>(
      await staff("manager", "PUT", `/admin/api/surveys/${survey.id}`, {
        ...asInput(survey, [...survey.fields, { type: "section", label: "Notes" }]),
      }),
    );
    const trimmed = await staff("manager", "PUT", `/admin/api/surveys/${survey.id}`, asInput(survey));
    expect(trimmed.statusCode, trimmed.body).toBe(200);
    expect(withNote.fields).toHaveLength(3);
    expect(json<WireStaffSurvey>(trimmed).fields).toHaveLength(2);
  });

  it("refuses a field id of another survey with a 400 naming it", async () => {
    const survey = await created();
    const other = await created();
    const res = await staff(
      "manager",
      "PUT",
      `/admin/api/surveys/${survey.id}`,
      asInput(survey, [survey.fields[0] ?? {}, other.fields[1] ?? {}]),
    );
    expect(res.statusCode).toBe(400);
    expect(json<{ error_details: { field: string }[] }>(res).error_details).toEqual([
      expect.objectContaining({ field: "fields.1.id" }),
    ]);
  });
});

describe("exporting responses as CSV", () => {
  it("streams every response as UTF-8 CSV with a byte order mark, quoted so it parses back", async () => {
    const survey = await created({
      multiple_responses: true,
      fields: [
        { type: "text", label: "Name, as written" },
        { type: "section", label: "About you" },
        { type: "textarea", label: 'Your "story"' },
        {
          type: "checkbox",
          label: "Days",
          values: [
            { text: "Sat", value: "sat" },
            { text: "Sun", value: "sun" },
          ],
        },
        { type: "yesno", label: "Crew?" },
      ],
    });
    await staff("manager", "POST", `/admin/api/surveys/${survey.id}/publish`);
    const [name, , story, days, crew] = survey.fields;
    const answers: [string, string, string[], boolean][] = [
      ["Zoë Núñez", 'Sailed "Bluebird",\nthen the ketch', ["sat", "sun"], true],
      ['=HYPERLINK("x")', " padded ", [], false],
    ];
    for (const [text, long, picked, yes] of answers) {
      const res = await surveyClient(t.app).post(
        `/api/surveys/${survey.id}`,
        [
          { field_id: name?.id, type: "text", answer: text },
          { field_id: story?.id, type: "textarea", answer: long },
          ...(picked.length ? [{ field_id: days?.id, type: "checkbox", answer: picked }] : []),
          { field_id: crew?.id, type: "yesno", answer: yes },
        ],
        member,
      );
      expect(res.statusCode, res.body).toBe(201);
    }
    const res = await staff("viewer", "GET", `/admin/api/surveys/${survey.id}/responses/export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="builder-form-\d+-responses-/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parseCsv(res.rawPayload.toString("utf8"));
    expect(rows[0]).toEqual([
      "Submitted",
      "Member ID",
      "About",
      "Name, as written",
      'Your "story"',
      "Days",
      "Crew?",
    ]);
    expect(rows.slice(1).map((row) => row.slice(1))).toEqual([
      [DEMO_CUSTOMERS.member.id, "", "Zoë Núñez", 'Sailed "Bluebird",\nthen the ketch', "sat; sun", "Yes"],
      [DEMO_CUSTOMERS.member.id, "", '\'=HYPERLINK("x")', " padded ", "", "No"],
    ]);
    expect(rows[1]?.[0]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    expect(rows).toHaveLength(3);
  });
});
