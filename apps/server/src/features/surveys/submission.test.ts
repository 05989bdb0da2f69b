import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, DEMO_CUSTOMERS, DEMO_SURVEYS } from "../../demo/demo-ids.ts";
import { signIn } from "../../test/customer-session.ts";
import {
  createTestApp,
  HARBOR,
  json,
  request,
  SIERRA,
  serviceContext,
  type TestApp,
} from "../../test/test-app.ts";
import { createSurvey } from "./create-survey.ts";
import {
  answersFor,
  EXE_AS_PDF_DATA_URL,
  EXE_DATA_URL,
  PNG_DATA_URL,
  pdfDataUrl,
  surveyClient,
  type WireSurvey,
} from "./survey-test-kit.ts";
import { surveyUploads } from "./tables.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const harbor = () => surveyClient(t.app);
type ErrorBody = { code: string; error_details: { field: string; details: string }[] };

/** Harbor Club's stored uploads, oldest first: rows that say where each file is, never its bytes. */
async function storedUploads() {
  const { scope } = await serviceContext(t.app, DEMO.harbor.companyId);
  return scope.select().from(surveyUploads).orderBy(surveyUploads.createdAt);
}

describe("public submission", () => {
  it("takes a visitor's answers without a session, files stored as files and linked for staff only", async () => {
    const documents = await harbor().survey(`/api/public/surveys/${DEMO_SURVEYS.visit[1]}`);
    const before = (await storedUploads()).length;
    const res = await harbor().post(
      documents.endpoint,
      answersFor(documents, {
        "Photo ID or utility bill": pdfDataUrl(),
        "Anything the front desk should know?": "Hi",
      }),
    );
    expect(res.statusCode).toBe(201);
    const { response, survey } = json<{
      response: { id: string; answers: { answer: unknown }[] };
      survey: WireSurvey;
    }>(res);
    expect(survey.can_submit).toBe(true);
    // A visitor is not sent a link to their file: only staff may read it.
    expect(response.answers.map((answer) => answer.answer)).toEqual([null, "Hi"]);
    const uploads = await storedUploads();
    expect(uploads.length).toBe(before + 1);
    const upload = uploads.at(-1);
    expect(upload).toMatchObject({ contentType: "application/pdf", fileName: "lease.pdf", customerId: null });
    expect(upload?.storageKey).toMatch(new RegExp(`^surveys/${DEMO.harbor.companyId}/[0-9a-f]{32}\\.pdf$`));
    const file = await t.app.platformServices.media.get(upload?.storageKey ?? "");
    expect(file?.bytes.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("refuses a missing required answer with 400 naming the field, in the spec's words", async () => {
    const about = await harbor().survey(`/api/public/surveys/${DEMO_SURVEYS.visit[0]}`);
    const res = await harbor().post(
      about.endpoint,
      answersFor(about, { "First name": "Ada", "E-mail": "ada@" }),
    );
    expect(res.statusCode).toBe(400);
    const details = json<ErrorBody>(res).error_details;
    const byLabel = (label: string) =>
      details.find((detail) => detail.field === about.fields.find((f) => f.field.label === label)?.id)
        ?.details;
    expect(byLabel("Last name")).toBe("Last name is a required field");
    expect(byLabel("E-mail")).toBe("Please enter a valid e-mail address");
    expect(byLabel("Date of your visit")).toBe("Date of your visit is a required field");
  });

  it("words refusals in the club's language and reads dates in its order (Club Sierra: DD/MM/YYYY)", async () => {
    const sierra = surveyClient(t.app, SIERRA);
    const form = await sierra.survey(`/api/public/surveys/${DEMO_SURVEYS.sierraSatisfaction}`);
    const answers = (date: string, zip: string) =>
      answersFor(form, {
        Nombre: "Lucía",
        "Fecha de la visita": date,
        "Código postal": zip,
        "¿Cómo valora su visita?": "excelente",
      });
    const refused = await sierra.post(form.endpoint, answers("06/30/2026", "2800"));
    expect(refused.statusCode).toBe(400);
    expect(
      json<ErrorBody>(refused)
        .error_details.map((detail) => detail.details)
        .sort(),
    ).toEqual(["Introduzca un valor válido", "Introduzca una fecha válida (DD/MM/YYYY)"]);
    expect((await sierra.post(form.endpoint, answers("30/06/2026", "28001"))).statusCode).toBe(201);
  });

  it("refuses an upload of a disallowed type, and one whose content is not its declared type", async () => {
    const documents = await harbor().survey(`/api/public/surveys/${DEMO_SURVEYS.visit[1]}`);
    const before = (await storedUploads()).length;
    for (const [file, message] of [
      [EXE_DATA_URL, /^This file type is not accepted/],
      [EXE_AS_PDF_DATA_URL, /^The file's content does not match its type$/],
      [
        `data:application/pdf;name=notes.txt;base64,${Buffer.from("%PDF-").toString("base64")}`,
        /not accepted/,
      ],
    ] as const) {
      const res = await harbor().post(
        documents.endpoint,
        answersFor(documents, { "Photo ID or utility bill": file }),
      );
      expect(res.statusCode).toBe(400);
      expect(json<ErrorBody>(res).error_details).toEqual([
        { field: documents.fields[1]?.id, details: expect.stringMatching(message) },
      ]);
    }
    expect((await storedUploads()).length).toBe(before);
  });

  it("takes a file up to the 5 MB limit (beyond the usual 1 MB body), and refuses a larger one by its size", async () => {
    const documents = await harbor().survey(`/api/public/surveys/${DEMO_SURVEYS.visit[1]}`);
    const pdf = (bytes: number) =>
      `data:application/pdf;name=scan.pdf;base64,${Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(bytes - 9, 0x20)]).toString("base64")}`;
    const near = await harbor().post(
      documents.endpoint,
      answersFor(documents, { "Photo ID or utility bill": pdf(5 * 1024 * 1024) }),
    );
    expect(near.statusCode).toBe(201);
    const over = await harbor().post(
      documents.endpoint,
      answersFor(documents, { "Photo ID or utility bill": pdf(5 * 1024 * 1024 + 1) }),
    );
    expect(over.statusCode).toBe(400);
    expect(json<ErrorBody>(over).error_details.map((detail) => detail.details)).toEqual([
      "The file is larger than 5 MB",
    ]);
  });

  it("takes a drawn signature only as a PNG image", async () => {
    const waiver = await harbor().survey(`/api/public/surveys/${DEMO_SURVEYS.visit[2]}`);
    const answers = (signature: string) =>
      answersFor(waiver, { "I have read and accept the waiver": true, Signature: signature });
    const jpeg = `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0]).toString("base64")}`;
    const fake = `data:image/png;base64,${Buffer.from("not a png").toString("base64")}`;
    for (const bad of [jpeg, fake]) {
      const res = await harbor().post(waiver.endpoint, answers(bad));
      expect(json<ErrorBody>(res).error_details.map((detail) => detail.details)).toEqual([
        "Please sign in the box",
      ]);
    }
    expect((await harbor().post(waiver.endpoint, answers(PNG_DATA_URL))).statusCode).toBe(201);
  });

  it("checks every answer against its field: one of the options, the right type, no strangers", async () => {
    const about = await harbor().survey(`/api/public/surveys/${DEMO_SURVEYS.visit[0]}`);
    const valid = answersFor(about, {
      "First name": "Ada",
      "Last name": "Byron",
      "E-mail": "ada@example.com",
      "Date of your visit": "07/04/2026",
    });
    const cases: [unknown[], string][] = [
      [[...valid, ...answersFor(about, { "Party size": "12" })], "Please choose one of the options"],
      [
        [...valid, { ...answersFor(about, { "Party size": "2" })[0], type: "text" }],
        "This answer does not fit the field",
      ],
      [
        [...valid, { field_id: "00000000-0000-4000-8000-000000000000", type: "text", answer: "x" }],
        "This field is not part of the form",
      ],
    ];
    for (const [answers, message] of cases) {
      const res = await harbor().post(about.endpoint, answers);
      expect(res.statusCode).toBe(400);
      expect(json<ErrorBody>(res).error_details.map((detail) => detail.details)).toEqual([message]);
    }
    expect((await harbor().post(about.endpoint, valid)).statusCode).toBe(201);
  });
});

describe("the submission rule", () => {
  it("refuses a second submission when multipleResponses is false, and says so in the survey", async () => {
    const cookie = await signIn(t.app, HARBOR, "guest@harbor.example");
    const form = await harbor().survey(`/api/surveys/${DEMO_SURVEYS.registration}`, cookie);
    const answers = answersFor(form, {
      "First name": "Marcus",
      "Last name": "Bell",
      "Mobile number": "4015550177",
      "How did you hear about Harbor Club?": "a-member",
      "Which activities interest you?": ["sailing", "tennis"],
      "I agree to the club bylaws": true,
    });
    const first = await harbor().post(form.endpoint, answers, cookie);
    expect(first.statusCode).toBe(201);
    expect(json<{ survey: WireSurvey }>(first).survey).toMatchObject({
      has_submitted: true,
      can_submit: false,
    });
    const second = await harbor().post(form.endpoint, answers, cookie);
    expect(second.statusCode).toBe(409);
    expect(json(second).code).toBe("survey_already_submitted");
    const after = await harbor().survey(form.endpoint, cookie);
    expect(after.responses).toHaveLength(1);
    expect(after.responses[0]?.answers).toContainEqual({
      field_id: answers[4]?.field_id,
      type: "checkbox",
      answer: ["sailing", "tennis"],
    });
  });

  it("takes another response when multipleResponses is true", async () => {
    const cookie = await signIn(t.app, HARBOR, "guest@harbor.example");
    const form = await harbor().survey(`/api/surveys/${DEMO_SURVEYS.nomination}`, cookie);
    const answers = answersFor(form, {
      "Nominee's first name": "June",
      "Nominee's last name": "Park",
      "Nominee's e-mail": "june@example.com",
      "Why would they be a good member?": "She sails.",
    });
    expect((await harbor().post(form.endpoint, answers, cookie)).statusCode).toBe(201);
    expect((await harbor().post(form.endpoint, answers, cookie)).statusCode).toBe(201);
    expect((await harbor().survey(form.endpoint, cookie)).responses).toHaveLength(2);
  });

  it("refuses every submission when the club closed the survey (canSubmit false)", async () => {
    const context = await serviceContext(t.app, DEMO.harbor.companyId);
    const closed = await createSurvey(context, {
      uid: "closed-form",
      name: "Closed",
      isPublic: true,
      canSubmit: false,
      multipleResponses: true,
      fields: [{ type: "text", label: "Note" }],
    });
    const survey = await harbor().survey(`/api/public/surveys/${closed.id}`);
    expect(survey.can_submit).toBe(false);
    const res = await harbor().post(survey.endpoint, []);
    expect(res.statusCode).toBe(403);
    expect(json(res).code).toBe("survey_closed");
  });
});

describe("data maps", () => {
  it("write the member's answers back to their profile", async () => {
    const cookie = await signIn(t.app, HARBOR, "pastdue@harbor.example");
    const form = await harbor().survey(`/api/surveys/${DEMO_SURVEYS.personalDetails}`, cookie);
    const res = await harbor().post(
      form.endpoint,
      answersFor(form, {
        "First name": "Tom",
        "Last name": "O'Connell",
        "Mobile number": "(401) 555-0199",
        "Home phone": "401 555 0100",
        Birthdate: "02/27/1966",
        Anniversary: "12/31/2030",
        City: "Providence",
        "Zip code": "02903",
        Company: "O'Connell Rigging",
      }),
      cookie,
    );
    expect(res.statusCode).toBe(201);
    const account = json<Record<string, unknown>>(
      await request(t.app, HARBOR, { method: "GET", url: "/api/account", headers: { cookie } }),
    );
    expect(account).toMatchObject({
      id: DEMO_CUSTOMERS.pastDue.id,
      first_name: "Tom",
      mobile: "+14015550199",
      phone: { country_code: "+1", number: "4015550100" },
      birthdate: "1966-02-27",
      city: "Providence",
      zip_code: "02903",
      company_name: "O'Connell Rigging",
      // Blank answers erase nothing.
      address: "31 Spring Street",
    });
    expect(account.advanced).toMatchObject({ anniversary_date: "2030-12-31" });
    // The form now starts from the new profile.
    const again = await harbor().survey(form.endpoint, cookie);
    expect(again.fields.find((field) => field.field.label === "Anniversary")?.field.value).toBe("12/31/2030");
  });

  it("leave the profile untouched when the submission is refused", async () => {
    const cookie = await signIn(t.app, HARBOR, "member@harbor.example");
    const form = await harbor().survey(`/api/surveys/${DEMO_SURVEYS.personalDetails}`, cookie);
    const res = await harbor().post(
      form.endpoint,
      answersFor(form, { "First name": "Changed", "Last name": "Whitfield", Birthdate: "12/31/2999" }),
      cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(json<ErrorBody>(res).error_details.map((detail) => detail.details)).toEqual([
      "The birthdate cannot be in the future",
    ]);
    const account = json(
      await request(t.app, HARBOR, { method: "GET", url: "/api/account", headers: { cookie } }),
    );
    expect(account.first_name).toBe("Eleanor");
  });
});
