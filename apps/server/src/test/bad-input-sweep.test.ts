/**
 * Every route, every kind of bad input: nothing answers 500. The routes come from the OpenAPI
 * document, so a new route is swept without anyone remembering to add it here.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, HARBOR, json, request, type TestApp } from "./test-app.ts";

let t: TestApp;
let routes: { method: string; url: string }[] = [];
let memberCookie = "";
let staffCookie = "";

const cookieOf = (header: string | string[] | undefined): string =>
  String(Array.isArray(header) ? header[0] : header).split(";")[0] ?? "";

beforeAll(async () => {
  t = await createTestApp();
  const doc = json<{ paths: Record<string, Record<string, unknown>> }>(
    await request(t.app, HARBOR, { method: "GET", url: "/api/docs/json" }),
  );
  routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((method) => !(method === "get" && path.startsWith("/api/docs")))
      .map((method) => ({
        method: method.toUpperCase(),
        // Parameters get a value of the wrong shape: an id that is not a uuid, and so on.
        url: path.replace(/\{[^}]+\}/g, "not-a-real-id%20%27%22%00"),
      })),
  );
  const member = await request(t.app, HARBOR, {
    method: "POST",
    url: "/login",
    payload: { email: "member@harbor.example", password: "Crest-demo-2026" },
  });
  memberCookie = cookieOf(member.headers["set-cookie"]);
  const staff = await request(t.app, HARBOR, {
    method: "POST",
    url: "/admin/login",
    payload: { email: "staff@harbor.example", password: "Crest-demo-2026" },
  });
  staffCookie = cookieOf(staff.headers["set-cookie"]);
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

const multipartBodies = [
  { name: "multipart without a boundary", contentType: "multipart/form-data", payload: "--x\r\n" },
  {
    name: "truncated multipart",
    contentType: "multipart/form-data; boundary=cut",
    payload:
      '--cut\r\nContent-Disposition: form-data; name="File"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
  },
];

const badBodies: { name: string; contentType: string; payload: string }[] = [
  ...inputCheckBodies,
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

describe("bad input never gives a 500", () => {
  it("finds the routes to sweep", () => {
    expect(routes.length).toBeGreaterThan(20);
  });

  for (const who of ["visitor", "member", "staff"] as const) {
    it(`holds for every route and body, as ${who}`, async () => {
      const cookie = who === "member" ? memberCookie : who === "staff" ? staffCookie : undefined;
      const failures: string[] = [];
      for (const route of routes) {
        const bodies = route.method === "GET" ? [undefined] : badBodies;
        for (const body of bodies) {
          const res = await request(t.app, HARBOR, {
            method: route.method as "GET",
            url: `${route.url}?page_size=-1&page_number=abc&q=%00`,
            headers: {
              ...(cookie ? { cookie } : {}),
              ...(body ? { "content-type": body.contentType } : {}),
            },
            ...(body ? { payload: body.payload } : {}),
          });
          const answer = res.statusCode >= 400 ? json(res) : undefined;
          if (res.statusCode >= 500)
            failures.push(`${route.method} ${route.url} (${body?.name}): ${res.statusCode}`);
          else if (answer && (typeof answer.code !== "string" || typeof answer.request_id !== "string")) {
            failures.push(`${route.method} ${route.url} (${body?.name}): not an error object`);
          } else if (res.statusCode === 400 && !Array.isArray(answer?.error_details)) {
            failures.push(`${route.method} ${route.url} (${body?.name}): 400 without error_details`);
          } else if (
            res.statusCode === 400 &&
            inputCheckBodies.some((check) => check.name === body?.name) &&
            !((answer?.error_details ?? []) as { field?: string }[]).some(
              (detail) => typeof detail.field === "string",
            )
          ) {
            failures.push(`${route.method} ${route.url} (${body?.name}): 400 naming no field`);
          }
        }
      }
      expect(failures).toEqual([]);
    });
  }
});
