import { toDataUrl } from "@crest/domain";
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
import { openSurveyEndpoint, requiredSurveysDone } from "./endpoint-service.ts";
import { answersFor, PNG_DATA_URL, pdfDataUrl, surveyClient, type WireSurvey } from "./survey-test-kit.ts";
import { surveyUploads } from "./tables.ts";

let t: TestApp;
let member = "";
let staff = "";
beforeAll(async () => {
  t = await createTestApp();
  member = await signIn(t.app, HARBOR, "member@harbor.example");
  const res = await request(t.app, HARBOR, {
    method: "POST",
    url: "/admin/login",
    payload: { email: "staff@harbor.example", password: "Crest-demo-2026" },
  });
  const cookie = res.cookies.find((one) => one.name === "crest_staff");
  staff = `crest_staff=${cookie?.value}`;
});
afterAll(() => t.close());

const harbor = () => surveyClient(t.app);
const harborContext = async () => ({
  ...(await serviceContext(t.app, DEMO.harbor.companyId)),
  actor: { kind: "customer" as const, customerId: DEMO_CUSTOMERS.member.id },
});

describe("survey endpoints (order, booking and membership surveys)", () => {
  it("ask a customer about a reference, list by uids, take answers, and say when the required ones are done", async () => {
    const context = await harborContext();
    const registration = await harbor().survey(`/api/surveys/${DEMO_SURVEYS.registration}`, member);
    const nomination = await harbor().survey(`/api/surveys/${DEMO_SURVEYS.nomination}`, member);
    const ask = (surveyId: string) =>
      openSurveyEndpoint(context, {
        surveyId,
        customerId: DEMO_CUSTOMERS.member.id,
        referenceType: "order",
        referenceId: "order-1001",
      });
    const first = await ask(registration.id);
    const second = await ask(nomination.id);
    expect(first.endpoint).toBe(`/api/surveys/endpoints/${first.uid}`);
    expect((await requiredSurveysDone(context, "order", "order-1001")).pending.map((e) => e.uid)).toEqual([
      first.uid,
      second.uid,
    ]);

    const listed = json<WireSurvey[]>(
      await harbor().get(`/api/surveys/endpoints?uids=${second.uid},${first.uid}`, member),
    );
    expect(listed.map((survey) => [survey.uid, survey.endpoint])).toEqual([
      [DEMO_SURVEYS.nomination, second.endpoint],
      [DEMO_SURVEYS.registration, first.endpoint],
    ]);
    expect(listed[0]).toMatchObject({ reference_type: "order", reference_id: "order-1001" });

    const answers = answersFor(nomination, {
      "Nominee's first name": "Ines",
      "Nominee's last name": "Ortiz",
      "Nominee's e-mail": "ines@example.com",
      "Why would they be a good member?": "Great sailor.",
    });
    const res = await harbor().post(second.endpoint, answers, member);
    expect(res.statusCode).toBe(201);
    expect(json<{ response: { reference_type: string } }>(res).response.reference_type).toBe("order");
    expect((await requiredSurveysDone(context, "order", "order-1001")).pending.map((e) => e.uid)).toEqual([
      first.uid,
    ]);
    // Answering the same survey about an order did not count as answering it on its own.
    expect((await harbor().survey(`/api/surveys/${DEMO_SURVEYS.nomination}`, member)).has_submitted).toBe(
      false,
    );
  });

  it("are the asked customer's only: another member, or another club, gets a 404", async () => {
    const context = await harborContext();
    const survey = await harbor().survey(`/api/surveys/${DEMO_SURVEYS.registration}`, member);
    const endpoint = await openSurveyEndpoint(context, {
      surveyId: survey.id,
      customerId: DEMO_CUSTOMERS.member.id,
      referenceType: "reservation",
      referenceId: "res-1",
    });
    const guest = await signIn(t.app, HARBOR, "guest@harbor.example");
    expect((await harbor().get(endpoint.endpoint, guest)).statusCode).toBe(404);
    expect((await harbor().post(endpoint.endpoint, [], guest)).statusCode).toBe(404);
    expect(json<unknown[]>(await harbor().get(`/api/surveys/endpoints?uids=${endpoint.uid}`, guest))).toEqual(
      [],
    );
    const socio = await signIn(t.app, SIERRA, "socio@sierra.example");
    expect((await surveyClient(t.app, SIERRA).get(endpoint.endpoint, socio)).statusCode).toBe(404);
    const mine = await harbor().get("/api/account/surveys", member);
    expect(json<WireSurvey[]>(mine).map((one) => one.endpoint)).toContain(endpoint.endpoint);
  });
});

describe("uploaded files", () => {
  it("reach their uploader and the club's staff only, never /media", async () => {
    const guest = await signIn(t.app, HARBOR, "guest@harbor.example");
    const release = await harbor().survey(`/api/surveys/${DEMO_SURVEYS.mediaRelease}`, guest);
    const res = await harbor().post(
      release.endpoint,
      answersFor(release, {
        "Full name": "Marcus Bell",
        "E-mail": "guest@harbor.example",
        "Photo or video": PNG_DATA_URL.replace("data:image/png;", "data:image/png;name=regatta.png;"),
        Signature: PNG_DATA_URL,
      }),
      guest,
    );
    expect(res.statusCode).toBe(201);
    const links = json<{ response: { answers: { type: string; answer: string }[] } }>(res)
      .response.answers.filter((answer) => answer.type === "upload" || answer.type === "canvas")
      .map((answer) => answer.answer);
    expect(links).toHaveLength(2);
    const [pdf = "", signature = ""] = links;
    expect(pdf).toMatch(/^\/api\/surveys\/uploads\/[0-9a-f-]{36}$/);

    const download = await harbor().get(pdf, guest);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("image/png");
    // An image is shown in place; other types download (see upload-service).
    expect(download.headers["content-disposition"]).toBe("inline; filename*=UTF-8''regatta.png");
    expect(download.rawPayload.subarray(1, 4).toString()).toBe("PNG");
    const png = await harbor().get(signature, guest);
    expect(png.headers["content-type"]).toBe("image/png");
    expect(png.rawPayload.subarray(1, 4).toString()).toBe("PNG");

    expect((await harbor().get(pdf, member)).statusCode).toBe(404);
    expect((await harbor().get(pdf)).statusCode).toBe(401);
    const id = pdf.split("/").pop();
    const byStaff = await request(t.app, HARBOR, {
      method: "GET",
      url: `/admin/api/surveys/uploads/${id}`,
      headers: { cookie: staff },
    });
    expect(byStaff.statusCode).toBe(200);
    expect(byStaff.rawPayload.subarray(1, 4).toString()).toBe("PNG");
  });

  it("a Photo or video field refuses audio, documents and spreadsheets: mp3, xlsm, csv, pdf (issue 24)", async () => {
    const guest = await signIn(t.app, HARBOR, "guest@harbor.example");
    const release = await harbor().survey(`/api/surveys/${DEMO_SURVEYS.mediaRelease}`, guest);
    const field = release.fields.find((one) => one.field.label === "Photo or video");
    expect(field?.field.accept).toEqual(["png", "jpeg", "jpg", "gif", "avi", "mp4", "3gp"]);
    for (const file of [
      toDataUrl("audio/mpeg", Buffer.from("ID3\x03\x00").toString("base64"), "song.mp3"),
      toDataUrl(
        "application/vnd.ms-excel.sheet.macroenabled.12",
        Buffer.from("PK\x03\x04").toString("base64"),
        "book.xlsm",
      ),
      toDataUrl("text/csv", Buffer.from("a,b\n").toString("base64"), "list.csv"),
      pdfDataUrl("regatta.pdf"),
    ]) {
      const res = await harbor().post(
        release.endpoint,
        answersFor(release, {
          "Full name": "Marcus Bell",
          "E-mail": "guest@harbor.example",
          "Photo or video": file,
          Signature: PNG_DATA_URL,
        }),
        guest,
      );
      expect(res.statusCode, file.slice(0, 40)).toBe(400);
      expect(JSON.stringify(json(res).error_details)).toContain(
        "This file type is not accepted. Use png, jpeg, jpg, gif, avi, mp4 or 3gp",
      );
    }
  });

  it("are not served under /media, however the path is spelled", async () => {
    const { scope } = await serviceContext(t.app, DEMO.harbor.companyId);
    const [upload] = await scope.select().from(surveyUploads).limit(1);
    if (!upload) throw new Error("no stored upload");
    const { storageKey } = upload;
    expect(await t.app.platformServices.media.get(storageKey)).not.toBeNull();
    const companyId = DEMO.harbor.companyId;
    for (const url of [
      `/media/${storageKey}`,
      `/media/%73urveys/${storageKey.slice("surveys/".length)}`,
      `/media/club/${companyId}/../../${storageKey}`,
      `/media/club/${companyId}/..%2F..%2F${storageKey.replaceAll("/", "%2F")}`,
      `/media/demo/../${storageKey}`,
    ]) {
      const res = await request(t.app, HARBOR, { method: "GET", url, headers: { cookie: member } });
      expect([400, 401, 403, 404], url).toContain(res.statusCode);
    }
  });
});

describe("a visitor's submission", () => {
  it("is capped at one upload's worth, so anonymous bodies cannot take the server's memory (issue 20)", async () => {
    const { bodyLimitBytes, uploadLimitBytes } = t.app.appConfig;
    // Room for one file (base64) on top of the usual body; a member's form allows five.
    const payload = JSON.stringify({
      answers: [{ id: "x", value: "a".repeat(bodyLimitBytes + uploadLimitBytes * 2) }],
    });
    const res = await request(t.app, HARBOR, {
      method: "POST",
      url: `/api/public/surveys/${DEMO_SURVEYS.mediaRelease}`,
      headers: { "content-type": "application/json" },
      payload,
    });
    expect(res.statusCode).toBe(413);
  });
});

describe("staff read the responses", () => {
  it("lists surveys with counts and a survey's responses, visitors' included, files as staff links", async () => {
    const waiver = await harbor().survey(`/api/public/surveys/${DEMO_SURVEYS.visit[2]}`);
    const posted = await harbor().post(
      waiver.endpoint,
      answersFor(waiver, { "I have read and accept the waiver": true, Signature: PNG_DATA_URL }),
    );
    expect(posted.statusCode).toBe(201);
    const staffGet = (url: string) =>
      request(t.app, HARBOR, { method: "GET", url, headers: { cookie: staff } });
    const list = json<{ uid: string; response_count: number }[]>(await staffGet("/admin/api/surveys"));
    expect(list.find((survey) => survey.uid === DEMO_SURVEYS.visit[2])?.response_count).toBe(1);
    const res = await staffGet(`/admin/api/surveys/${DEMO_SURVEYS.visit[2]}/responses`);
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(String(res.headers.pagination))).toMatchObject({ total_count: 1 });
    const [response] =
      json<{ customer_id: string | null; answers: { type: string; answer: unknown }[] }[]>(res);
    expect(response?.customer_id).toBeNull();
    const signature = response?.answers.find((answer) => answer.type === "canvas")?.answer;
    expect(signature).toMatch(/^\/admin\/api\/surveys\/uploads\//);
    expect((await staffGet(String(signature))).headers["content-type"]).toBe("image/png");
    expect((await harbor().get(`/admin/api/surveys/${waiver.id}/responses`)).statusCode).toBe(401);
  });
});
