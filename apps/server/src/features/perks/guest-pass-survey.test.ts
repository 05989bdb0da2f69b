/**
 * The guest-pass experience on the guest's page (issue 27; spec-1 surveys, a guest pass's survey
 * endpoint): the pass's link offers the club's guest-pass experience beside the pass, read and
 * answered with the same pin; stored once per pass (a second answer, or two at once, is refused);
 * a refused answer can be corrected and sent again; a wrong pin is a 404 like a missing pass.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, DEMO_CUSTOMERS } from "../../demo/demo-ids.ts";
import {
  createTestApp,
  HARBOR,
  json,
  request,
  SIERRA,
  serviceContext,
  type TestApp,
} from "../../test/test-app.ts";
import { guestPassesWithPin } from "./guest-pass-fixture.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface SurveyWire {
  id: string;
  endpoint: string;
  has_submitted: boolean;
  can_submit: boolean;
  fields: { id: string; field: { type: string; required: boolean; values: { value: string }[] } }[];
}

const PIN = "13572468";
let addresses = 0;
function guest(method: "GET" | "POST", url: string, payload?: unknown, host = HARBOR) {
  addresses += 1;
  return request(t.app, host, {
    method,
    url,
    remoteAddress: `10.7.0.${addresses % 250}`,
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
}

/** A guest pass of member@'s sent to a guest, with a known pin; answers its id. */
async function sentPass(): Promise<string> {
  const context = await serviceContext(t.app, DEMO.harbor.companyId);
  const member = { ...context, actor: { kind: "customer" as const, customerId: DEMO_CUSTOMERS.member.id } };
  return (await guestPassesWithPin(member, { name: "Survey guest pass", pin: PIN })).sent.id;
}

/** Answers to every field: the first choice of a choice, yes, or a line of text. */
const answersTo = (survey: SurveyWire) =>
  survey.fields.map((field) => ({
    field_id: field.id,
    type: field.field.type,
    answer: field.field.type === "yesno" ? true : (field.field.values[0]?.value ?? "The terrace was lovely"),
  }));

describe("the guest-pass experience from the guest's link", () => {
  it("is offered beside the pass and read with the same pin; a wrong pin is a 404", async () => {
    const passId = await sentPass();
    const opened = await guest("GET", `/api/public/passes/guest-pass/${passId}/${PIN}`);
    expect(opened.statusCode, opened.body).toBe(200);
    const { survey } = json<{ survey: { uid: string; endpoint: string } | null }>(opened);
    expect(survey?.endpoint).toBe(`/api/public/passes/guest-pass/${passId}/${PIN}/survey`);
    const read = await guest("GET", survey?.endpoint ?? "");
    expect(read.statusCode, read.body).toBe(200);
    expect(json<SurveyWire>(read)).toMatchObject({
      endpoint: survey?.endpoint,
      has_submitted: false,
      can_submit: true,
    });
    expect((await guest("GET", `/api/public/passes/guest-pass/${passId}/00000000/survey`)).statusCode).toBe(
      404,
    );
    expect((await guest("GET", survey?.endpoint ?? "", undefined, SIERRA)).statusCode).toBe(404);
  });

  it("is stored once per pass: a refused answer can be sent again, a second answer is refused", async () => {
    const passId = await sentPass();
    const url = `/api/public/passes/guest-pass/${passId}/${PIN}/survey`;
    const survey = json<SurveyWire>(await guest("GET", url));
    // The required question unanswered: refused, and the pass may still be answered.
    const incomplete = await guest("POST", url, []);
    expect(incomplete.statusCode).toBe(400);
    const sent = await guest("POST", url, answersTo(survey));
    expect(sent.statusCode, sent.body).toBe(201);
    expect(
      json<{ survey: SurveyWire; response: { reference_type: string; reference_id: string } }>(sent),
    ).toMatchObject({
      survey: { has_submitted: true, can_submit: false, endpoint: url },
      response: { reference_type: "guest_pass", reference_id: passId },
    });
    const again = await guest("POST", url, answersTo(survey));
    expect([again.statusCode, json(again).code]).toEqual([409, "survey_already_submitted"]);
    expect(json<SurveyWire>(await guest("GET", url))).toMatchObject({
      has_submitted: true,
      can_submit: false,
    });
  });

  it("two answers at once store one", async () => {
    const passId = await sentPass();
    const url = `/api/public/passes/guest-pass/${passId}/${PIN}/survey`;
    const survey = json<SurveyWire>(await guest("GET", url));
    const answers = await Promise.all([1, 2, 3].map(() => guest("POST", url, answersTo(survey))));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
  });
});
