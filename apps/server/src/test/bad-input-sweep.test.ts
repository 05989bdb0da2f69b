/**
 * Every route, every kind of bad input: nothing answers 500. The routes come from the OpenAPI
 * document, so a new route is swept without anyone remembering to add it here. A read-only
 * staff user (the viewer level) is refused every staff write with a 403, whatever it sends.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nextAddress } from "./customer-session.ts";
import { payRouteFeature } from "./pay-route.ts";
import { openApiKey, refusedToViewer } from "./staff-endpoints.ts";
import { createTestApp, HARBOR, json, NO_CHROMIUM, notSetUp, request, type TestApp } from "./test-app.ts";

let t: TestApp;
/** Each route twice: with ids of the wrong shape, and with well-formed ids that name nothing. */
let routes: { method: string; key: string; url: string; wellFormedUrl: string; bodyFields: string[] }[] = [];
let memberCookie = "";
let staffCookie = "";
let viewerCookie = "";

async function signInAs(who: "member" | "staff" | "viewer"): Promise<string> {
  const res = await request(t.app, HARBOR, {
    method: "POST",
    url: who === "member" ? "/login" : "/admin/login",
    payload: { email: `${who}@harbor.example`, password: "Crest-demo-2026" },
    // Its own address: the sweep's own sign-in attempts use up the per-address limit.
    remoteAddress: nextAddress(),
  });
  return cookieOf(res.headers["set-cookie"]);
}

/** The part of an OpenAPI operation the sweep reads: its JSON body's top-level fields. */
interface Operation {
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

const cookieOf = (header: string | string[] | undefined): string =>
  String(Array.isArray(header) ? header[0] : header).split(";")[0] ?? "";

beforeAll(async () => {
  // A paying route that charges whatever method the submission names, with no order to find
  // first: what every paying route does once its own rows are found.
  // No Chromium: the app screenshot answers 503 not_setup at once (its rendering has its own test).
  t = await createTestApp({ extraFeatures: [payRouteFeature], config: { chromiumPath: NO_CHROMIUM } });
  const doc = json<{ paths: Record<string, Record<string, Operation>> }>(
    await request(t.app, HARBOR, { method: "GET", url: "/api/docs/json" }),
  );
  routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((method) => !(method === "get" && path.startsWith("/api/docs")))
      .map((method) => ({
        method: method.toUpperCase(),
        key: openApiKey(method, path),
        // Parameters get a value of the wrong shape: an id that is not a uuid, and so on.
        url: `${path.replace(/\{[^}]+\}/g, "not-a-real-id%20%27%22%00")}?page_size=-1&page_number=abc&q=%00`,
        // Past the parameters' and query's schemas, so a route's own hooks and body checks are reached.
        wellFormedUrl: path.replace(/\{[^}]+\}/g, "00000000-0000-4000-8000-000000000000"),
        bodyFields: Object.keys(
          methods[method]?.requestBody?.content?.["application/json"]?.schema?.properties ?? {},
        ),
      })),
  );
  memberCookie = await signInAs("member");
  staffCookie = await signInAs("staff");
  viewerCookie = await signInAs("viewer");
});
afterAll(() => t.close());

/** A JSON value nested `levels` deep: recursive code overflows its stack on such input. */
function nested(levels: number): string {
  return `${'{"a":'.repeat(levels)}1${"}".repeat(levels)}`;
}

/** Text fields of every route, each holding `text`: NUL bytes, lone surrogates. */
const everyTextField = (text: string) =>
  JSON.stringify({
    email: `a${text}@x.example`,
    password: text,
    first_name: text,
    last_name: text,
    city: text,
    code: text,
    token: text,
    title: text,
    path: `/${text}`,
    config: { theme: { color_primary: text }, props: { footer: { text } } },
  });

/** Bad input that must be a 400 naming the field, never a 500 (issue: the outside probe). */
const inputCheckBodies = [
  {
    name: "JSON nested 10,000 levels",
    contentType: "application/json",
    payload: `{"config":${nested(10_000)}}`,
  },
  { name: "NUL bytes in text", contentType: "application/json", payload: everyTextField("\u0000") },
  { name: "lone surrogates in text", contentType: "application/json", payload: everyTextField("\ud800") },
  {
    name: "an impossible date",
    contentType: "application/json",
    payload: JSON.stringify({ birthdate: "1990-02-30" }),
  },
];

/** A payment submission whose saved-method id is no uuid: bare, and as paying routes wrap it. */
const houseAsSavedCard = {
  type: "creditcard",
  id: "house",
  amount: 1,
  idempotency_key: "sweep-house-0001",
};
const paymentBodies = [
  {
    name: "a saved-method id that is not a uuid",
    contentType: "application/json",
    payload: JSON.stringify(houseAsSavedCard),
  },
  {
    name: "a saved-method id that is not a uuid, inside payment_method",
    contentType: "application/json",
    payload: JSON.stringify({ payment_method: houseAsSavedCard, idempotency_key: "sweep-house-0002" }),
  },
];

const multipartBodies = [
  { name: "multipart without a boundary", contentType: "multipart/form-data", payload: "--x\r\n" },
  {
    name: "truncated multipart",
    contentType: "multipart/form-data; boundary=cut",
    payload:
      '--cut\r\nContent-Disposition: form-data; name="File"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
  },
];

interface Body {
  name: string;
  contentType: string;
  payload: string;
}

const badBodies: Body[] = [
  ...inputCheckBodies,
  ...paymentBodies,
  ...multipartBodies,
  { name: "malformed JSON", contentType: "application/json", payload: '{"email": "x@y.z",' },
  { name: "a JSON array", contentType: "application/json", payload: "[1, 2, 3]" },
  { name: "JSON null", contentType: "application/json", payload: "null" },
  {
    name: "wrong types everywhere",
    contentType: "application/json",
    payload: JSON.stringify({
      email: 42,
      password: ["a"],
      config: "nope",
      first_name: { x: 1 },
      code: true,
      token: null,
      page_size: "many",
    }),
  },
  { name: "a form post", contentType: "application/x-www-form-urlencoded", payload: "email=a&password=b" },
  { name: "plain text", contentType: "text/plain", payload: "hello" },
];

/**
 * Who sweeps. On PostgreSQL (the suite's second run) only member and staff: a visitor's and a
 * viewer's answers are mostly refusals decided before any query (401, 403), already swept on
 * PGlite, while member and staff reach the database's not-found paths through node-postgres.
 * The whole sweep took 95 s of that run.
 */
const SWEPT_AS = process.env.DATABASE_URL
  ? (["member", "staff"] as const)
  : (["visitor", "member", "staff", "viewer"] as const);

describe("bad input never gives a 500", () => {
  it("finds the routes to sweep", () => {
    expect(routes.length).toBeGreaterThan(20);
  });

  for (const who of SWEPT_AS) {
    it(`holds for every route and body, as ${who}`, async () => {
      let cookie = { member: memberCookie, staff: staffCookie, viewer: viewerCookie, visitor: undefined }[
        who
      ];
      const refused = who === "viewer" ? refusedToViewer() : new Set<string>();
      const failures: string[] = [];
      const attempts = routes.flatMap((route): { method: string; url: string; key: string; body?: Body }[] =>
        route.method === "GET"
          ? [{ method: route.method, url: route.url, key: route.key }]
          : [
              ...badBodies.map((body) => ({ method: route.method, url: route.url, key: route.key, body })),
              ...(route.wellFormedUrl === route.url
                ? []
                : [...inputCheckBodies, ...paymentBodies].map((body) => ({
                    method: route.method,
                    url: route.wellFormedUrl,
                    key: route.key,
                    body,
                  }))),
            ],
      );
      for (const { method, url, key, body } of attempts) {
        const res = await request(t.app, HARBOR, {
          method: method as "GET",
          url,
          headers: {
            ...(cookie ? { cookie } : {}),
            ...(body ? { "content-type": body.contentType } : {}),
          },
          ...(body ? { payload: body.payload } : {}),
        });
        // A route that ended the session (signing out): sign in again, or the rest of the sweep
        // would run as a visitor.
        const sessionName = cookie?.split("=")[0];
        if (who !== "visitor" && res.cookies.some((c) => c.name === sessionName && c.value === ""))
          cookie = await signInAs(who);
        const answer = res.statusCode >= 400 ? json(res) : undefined;
        if (res.statusCode >= 500 && !notSetUp(res))
          failures.push(`${method} ${url} (${body?.name}): ${res.statusCode}`);
        else if (refused.has(key) && (res.statusCode !== 403 || answer?.code !== "permission_denied"))
          failures.push(`${method} ${url} (${body?.name}): ${res.statusCode} for a viewer, not 403`);
        else if (answer && (typeof answer.code !== "string" || typeof answer.request_id !== "string")) {
          failures.push(`${method} ${url} (${body?.name}): not an error object`);
        } else if (res.statusCode === 400 && !Array.isArray(answer?.error_details)) {
          failures.push(`${method} ${url} (${body?.name}): 400 without error_details`);
        } else if (
          res.statusCode === 400 &&
          inputCheckBodies.some((check) => check.name === body?.name) &&
          !((answer?.error_details ?? []) as { field?: string }[]).some(
            (detail) => typeof detail.field === "string",
          )
        ) {
          failures.push(`${method} ${url} (${body?.name}): 400 naming no field`);
        }
      }
      expect(failures).toEqual([]);
      // Thousands of requests a pass: on a loaded two-core machine, more than the default 30 s.
    }, 120_000);
  }
});

/**
 * Fields held to a rule wherever a body takes them (spec-2 §5: a phone is a phone number), each
 * with a value that breaks it. A route whose body has one answers that value with a 400 naming
 * the field, whatever else the body lacks: a free-text field of 30 characters would take it.
 */
const RULED_FIELDS: Record<string, unknown> = {
  phone_number: "call me maybe",
  mobile: "call me maybe",
};

describe("a field held to a rule is refused by name on every route that takes it", () => {
  it("holds for every phone field, as member (and as staff on staff routes)", async () => {
    const ruled = routes.flatMap((route) =>
      route.bodyFields.filter((field) => field in RULED_FIELDS).map((field) => ({ ...route, field })),
    );
    expect(ruled.map(({ method, field }) => `${method} ${field}`)).toContain("POST phone_number");
    // Its own sessions: the sweep above signs out along the way.
    const member = await signInAs("member");
    const staff = await signInAs("staff");
    const failures: string[] = [];
    for (const { method, wellFormedUrl, field } of ruled) {
      const res = await request(t.app, HARBOR, {
        method: method as "POST",
        url: wellFormedUrl,
        headers: { cookie: wellFormedUrl.startsWith("/admin/") ? staff : member },
        payload: { [field]: RULED_FIELDS[field] },
      });
      const details =
        res.statusCode === 400 ? json<{ error_details: { field?: string }[] }>(res).error_details : [];
      if (!details.some((detail) => detail.field === field))
        failures.push(`${method} ${wellFormedUrl}: ${res.statusCode}, ${field} not named`);
    }
    expect(failures).toEqual([]);
  });
});
