/**
 * The outside probe's findings on bad input and error answers (issue: hardening), each as it
 * was sent: every one must be a 400 (or the router's own status) carrying the error object,
 * with the field named where there is one.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO } from "../demo/demo-ids.ts";
import { DEMO_PASSWORD } from "../demo/demo-seed.ts";
import { signIn } from "./customer-session.ts";
import { createTestApp, HARBOR, json, request, type TestApp } from "./test-app.ts";

let t: TestApp;
let member = "";
let staff = "";
beforeAll(async () => {
  t = await createTestApp();
  member = await signIn(t.app, HARBOR, "guest@harbor.example");
  const staffLogin = await request(t.app, HARBOR, {
    method: "POST",
    url: "/admin/login",
    payload: { email: "staff@harbor.example", password: DEMO_PASSWORD },
  });
  staff = String(staffLogin.headers["set-cookie"]).split(";")[0] ?? "";
});
afterAll(() => t.close());

type ErrorBody = { code: string; request_id: string; error_details: { field?: string; details: string }[] };
const fields = (body: ErrorBody) => body.error_details.map((detail) => detail.field);

function expectError(res: Awaited<ReturnType<typeof request>>, status: number, field?: string) {
  expect(res.statusCode).toBe(status);
  const body = json<ErrorBody>(res);
  expect(body.request_id).toBe(res.headers["x-request-id"]);
  expect(Array.isArray(body.error_details)).toBe(true);
  if (field !== undefined) expect(fields(body)).toContain(field);
  return body;
}

describe("text the database cannot store", () => {
  it("PATCH /api/account with a NUL byte in the city", async () => {
    const res = await request(t.app, HARBOR, {
      method: "PATCH",
      url: "/api/account",
      headers: { cookie: member, "content-type": "application/json" },
      payload: '{"city":"a\\u0000b"}',
    });
    expectError(res, 400, "city");
  });

  it("register with a NUL byte, and with a lone surrogate, in first_name", async () => {
    for (const text of ["a\\u0000b", "a\\ud800b"]) {
      const res = await request(t.app, HARBOR, {
        method: "POST",
        url: "/api/public/account/register",
        headers: { "content-type": "application/json" },
        payload: `{"first_name":"${text}","last_name":"X","email":"x@harbor.example","password":"Good-pass-1"}`,
      });
      expectError(res, 400, "first_name");
    }
  });

  it("GET /api/public/account/registered/%00@x.example", async () => {
    const res = await request(t.app, HARBOR, {
      method: "GET",
      url: "/api/public/account/registered/%00@x.example",
    });
    expectError(res, 400, "email");
  });

  it("ten config fields with NUL bytes in PATCH /admin/api/domains/{id}", async () => {
    const nul = "a\u0000b";
    const config = {
      theme: { color_primary: nul, font_family: nul },
      props: { footer: { text: nul }, logo: { url: nul, alt: nul }, favicon: nul },
      intl: { locale: nul, currency: nul, timezone: nul },
      analytics: { id: nul },
    };
    const res = await request(t.app, HARBOR, {
      method: "PATCH",
      url: `/admin/api/domains/${DEMO.harbor.domainId}`,
      headers: { cookie: staff },
      payload: { config, config_version: 1 },
    });
    const body = expectError(res, 400);
    expect(fields(body)[0]).toMatch(/^config\./);
  });
});

describe("shapes no code of ours should recurse into", () => {
  it("JSON nested 10,000 levels deep", async () => {
    const res = await request(t.app, HARBOR, {
      method: "PATCH",
      url: "/api/account",
      headers: { cookie: member, "content-type": "application/json" },
      payload: `{"city":${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}}`,
    });
    expectError(res, 400, "city");
  });
});

describe("days that do not exist", () => {
  it('{"birthdate":"1990-02-30"}', async () => {
    const res = await request(t.app, HARBOR, {
      method: "PATCH",
      url: "/api/account",
      headers: { cookie: member },
      payload: { birthdate: "1990-02-30" },
    });
    expectError(res, 400, "birthdate");
  });
});

describe("broken multipart to the profile photo", () => {
  const upload = (contentType: string, payload: string) =>
    request(t.app, HARBOR, {
      method: "POST",
      url: "/api/file/account/profile-photo",
      headers: { cookie: member, "content-type": contentType },
      payload,
    });

  it("without a boundary", async () => {
    expectError(await upload("multipart/form-data", "--x\r\n"), 400);
  });

  it("truncated", async () => {
    const head =
      '--cut\r\nContent-Disposition: form-data; name="File"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n';
    expectError(await upload("multipart/form-data; boundary=cut", `${head}\x89PNG\r\n\x1a\n`), 400);
  });
});

describe("the error object everywhere", () => {
  it("sends error_details as [] when there are none", async () => {
    const res = await request(t.app, HARBOR, { method: "GET", url: "/api/account" });
    expect(json<ErrorBody>(res).error_details).toEqual([]);
  });

  it("a 101-character e-mail in the path is checked by the schema, not refused by the router", async () => {
    const email = `${"a".repeat(89)}@example.com`;
    const res = await request(t.app, HARBOR, {
      method: "GET",
      url: `/api/public/account/registered/${email}`,
    });
    expect(res.statusCode).toBe(200);
    const long = await request(t.app, HARBOR, {
      method: "GET",
      url: `/api/public/account/registered/${"a".repeat(3000)}@example.com`,
    });
    const body = expectError(long, 414);
    expect(body.code).toBe("uri_too_long");
    expect(long.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("a URL the router cannot decode is the error object, with headers and request id", async () => {
    const res = await request(t.app, HARBOR, {
      method: "GET",
      url: "/api/public/account/registered/%E0%A4%A",
    });
    const body = expectError(res, 400);
    expect(body.code).toBe("invalid_request");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });
});
