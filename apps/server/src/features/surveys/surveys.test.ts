import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, DEMO_SURVEYS } from "../../demo/demo-ids.ts";
import { signIn } from "../../test/customer-session.ts";
import { createTestApp, HARBOR, json, request, SIERRA, type TestApp } from "../../test/test-app.ts";
import { surveyClient, type WireSurvey } from "./survey-test-kit.ts";

let t: TestApp;
let member = "";
/** A signed-in customer without a membership: every form is offered to them. */
let guest = "";
beforeAll(async () => {
  t = await createTestApp();
  member = await signIn(t.app, HARBOR, "member@harbor.example");
  guest = await signIn(t.app, HARBOR, "guest@harbor.example");
});
afterAll(() => t.close());

const harbor = () => surveyClient(t.app);

async function staffSignIn(): Promise<string> {
  const res = await request(t.app, HARBOR, {
    method: "POST",
    url: "/admin/login",
    payload: { email: "staff@harbor.example", password: "Crest-demo-2026" },
  });
  const cookie = res.cookies.find((one) => one.name === "crest_staff");
  if (!cookie) throw new Error(`staff sign-in failed: ${res.statusCode}`);
  return `crest_staff=${cookie.value}`;
}

describe("reading surveys", () => {
  it("lists the club's standalone forms for a customer, with their fields in order and widths", async () => {
    const res = await harbor().get("/api/surveys", guest);
    expect(res.statusCode).toBe(200);
    const list = json<WireSurvey[]>(res);
    // Created together by the demo seed: by name.
    expect(list.map((survey) => survey.name)).toEqual([
      "Media Release",
      "New Member Registration",
      "Nominate a New Member",
      "Personal Details",
      "Visitor Welcome: About You",
      "Visitor Welcome: Documents",
      "Visitor Welcome: Waiver",
    ]);
    const registration = list[1] as WireSurvey & Record<string, unknown>;
    expect(registration).toMatchObject({
      name: "New Member Registration",
      category: "registration",
      kind: "form",
      has_submitted: false,
      can_submit: true,
      has_required_fields: true,
      button_create: "Register",
      endpoint: `/api/surveys/${registration.id}`,
    });
    expect(registration.fields[1]).toMatchObject({
      data_map: "first_name",
      field: { type: "text", label: "First name", required: true, style: { width: "2of4" } },
    });
  });

  it("gets a form by id or by uid; a survey the route does not serve is a 404", async () => {
    const byUid = await harbor().survey(`/api/surveys/${DEMO_SURVEYS.nomination}`, member);
    const byId = await harbor().survey(`/api/surveys/${byUid.id}`, member);
    expect(byId.uid).toBe(DEMO_SURVEYS.nomination);
    // The guest-pass experience is an experience: not a form.
    expect((await harbor().get(`/api/surveys/${DEMO_SURVEYS.guestPassExperience}`, member)).statusCode).toBe(
      404,
    );
    expect((await harbor().get("/api/surveys/no-such-survey", member)).statusCode).toBe(404);
  });

  it("prefills data-mapped fields from the member's profile, in the club's formats", async () => {
    const details = await harbor().survey(`/api/surveys/${DEMO_SURVEYS.personalDetails}`, member);
    const value = (label: string) => details.fields.find((field) => field.field.label === label)?.field.value;
    expect(value("First name")).toBe("Eleanor");
    expect(value("Middle name")).toBe("Grace");
    expect(value("Mobile number")).toBe("4015550142");
    expect(value("Birthdate")).toBe("06/14/1979");
    expect(value("Zip code")).toBe("02840");
    expect(value("Anniversary")).toBeNull();
  });

  it("needs a session on member routes: 401", async () => {
    for (const url of ["/api/surveys", "/api/account/surveys", `/api/surveys/${DEMO_SURVEYS.nomination}`]) {
      expect((await harbor().get(url)).statusCode).toBe(401);
    }
  });

  it("serves public forms without a session, and no private one", async () => {
    const visit = await harbor().survey(`/api/public/surveys/${DEMO_SURVEYS.visit[0]}`);
    expect(visit).toMatchObject({
      endpoint: `/api/public/surveys/${visit.id}`,
      has_submitted: false,
      responses: [],
    });
    // No prefill for visitors: the email field starts empty.
    expect(visit.fields.find((field) => field.data_map === "email")?.field.value).toBeNull();
    expect((await harbor().get(`/api/public/surveys/${DEMO_SURVEYS.registration}`)).statusCode).toBe(404);
  });

  it("answers another club's survey with a 404, by id and by uid", async () => {
    const visit = await harbor().survey(`/api/public/surveys/${DEMO_SURVEYS.visit[0]}`);
    const sierra = surveyClient(t.app, SIERRA);
    expect((await sierra.get(`/api/public/surveys/${visit.id}`)).statusCode).toBe(404);
    expect((await sierra.get(`/api/public/surveys/${DEMO_SURVEYS.visit[0]}`)).statusCode).toBe(404);
    const socio = await signIn(t.app, SIERRA, "socio@sierra.example");
    expect((await sierra.get(`/api/surveys/${visit.id}`, socio)).statusCode).toBe(404);
    const spanish = await sierra.survey(`/api/public/surveys/${DEMO_SURVEYS.sierraSatisfaction}`);
    expect(spanish.name).toBe("Encuesta de satisfacción");
  });

  it("lists the member's surveys on their account", async () => {
    const res = await harbor().get("/api/account/surveys", member);
    expect(res.statusCode).toBe(200);
    expect(json<WireSurvey[]>(res).map((survey) => survey.uid)).toContain(DEMO_SURVEYS.personalDetails);
  });

  it("offers an active member no form meant for visitors or new applicants (issue 24)", async () => {
    for (const url of ["/api/account/surveys", "/api/surveys"]) {
      const uids = json<WireSurvey[]>(await harbor().get(url, member)).map((survey) => survey.uid);
      expect(uids).toContain(DEMO_SURVEYS.personalDetails);
      expect(uids).not.toContain(DEMO_SURVEYS.registration);
      for (const visit of DEMO_SURVEYS.visit) expect(uids).not.toContain(visit);
    }
    // A signed-in guest (no membership) is still offered them.
    const offered = json<WireSurvey[]>(await harbor().get("/api/account/surveys", guest)).map(
      (one) => one.uid,
    );
    expect(offered).toContain(DEMO_SURVEYS.visit[0]);
  });
});

describe("feature flags gate the nomination, personalDetails, contact, guestPass and registration surveys", () => {
  it("hides a survey whose flag the club switches off, everywhere", async () => {
    const staff = await staffSignIn();
    const settings = async (changes: Record<string, boolean>) => {
      const domains = json<
        { id: string; config: { settings: Record<string, boolean> }; config_version: number }[]
      >(
        await request(t.app, HARBOR, {
          method: "GET",
          url: "/admin/api/domains",
          headers: { cookie: staff },
        }),
      );
      const domain = domains.find((one) => one.id === DEMO.harbor.domainId);
      if (!domain) throw new Error("no Harbor domain");
      const config = { ...domain.config, settings: { ...domain.config.settings, ...changes } };
      const res = await request(t.app, HARBOR, {
        method: "PATCH",
        url: `/admin/api/domains/${domain.id}`,
        headers: { cookie: staff },
        payload: { config, config_version: domain.config_version },
      });
      expect(res.statusCode).toBe(200);
    };
    await settings({ nomination: false, guest_pass: false });
    const uids = json<WireSurvey[]>(await harbor().get("/api/surveys", guest)).map((survey) => survey.uid);
    expect(uids).not.toContain(DEMO_SURVEYS.nomination);
    expect(uids).toContain(DEMO_SURVEYS.registration);
    expect((await harbor().get(`/api/surveys/${DEMO_SURVEYS.nomination}`, member)).statusCode).toBe(404);
    expect(
      (await harbor().get("/api/surveys/experiences/guest-pass?reference_id=pass-1", member)).statusCode,
    ).toBe(404);
    expect((await harbor().post(`/api/surveys/${DEMO_SURVEYS.nomination}`, [], member)).statusCode).toBe(404);
    await settings({ nomination: true, guest_pass: true });
    expect((await harbor().get(`/api/surveys/${DEMO_SURVEYS.nomination}`, member)).statusCode).toBe(200);
  });
});

describe("experiences", () => {
  it("serves the guest-pass experience about one pass, and needs the pass", async () => {
    const url = "/api/surveys/experiences/guest-pass?reference_id=pass-42";
    const experience = await harbor().survey(url, member);
    expect(experience).toMatchObject({
      uid: DEMO_SURVEYS.guestPassExperience,
      kind: "experience",
      reference_type: "guest_pass",
      reference_id: "pass-42",
      endpoint: url,
    } as Partial<WireSurvey>);
    expect((await harbor().get("/api/surveys/experiences/guest-pass", member)).statusCode).toBe(400);
  });

  it("serves an experience by id with its reference; a private one is not public", async () => {
    const experience = await harbor().survey(
      `/api/surveys/experiences/${DEMO_SURVEYS.guestPassExperience}?reference_id=visit-7`,
      member,
    );
    expect(experience.endpoint).toBe(`/api/surveys/experiences/${experience.id}?reference_id=visit-7`);
    expect((await harbor().get(`/api/public/surveys/experiences/${experience.id}`)).statusCode).toBe(404);
    expect(
      (
        await request(t.app, HARBOR, {
          method: "GET",
          url: `/api/public/surveys/experiences/${DEMO_SURVEYS.visit[0]}`,
        })
      ).statusCode,
    ).toBe(404);
  });
});
