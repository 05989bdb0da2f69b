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
        url: path.replace(/\{[^}]+\}/g, "not-a-real-id%20%27%22"),
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

const badBodies: { name: string; contentType: string; payload: string }[] = [
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
            url: `${route.url}?page_size=-1&page_number=abc`,
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
          }
        }
      }
      expect(failures).toEqual([]);
    });
  }
});
