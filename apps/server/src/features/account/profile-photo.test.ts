import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../../test/customer-session.ts";
import { createTestApp, HARBOR, json, request, SIERRA, type TestApp } from "../../test/test-app.ts";

const LIMIT = 64 * 1024;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { uploadLimitBytes: LIMIT } });
});
afterAll(() => t.close());

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0e5a3b80000000049454e44ae426082",
  "hex",
);

function multipart(field: string, filename: string, type: string, bytes: Buffer) {
  const boundary = "----crest-test-boundary";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const upload = (cookie: string | undefined, body: ReturnType<typeof multipart>, host = HARBOR) =>
  request(t.app, host, {
    method: "POST",
    url: "/api/file/account/profile-photo",
    payload: body.payload,
    headers: { "content-type": body.contentType, ...(cookie ? { cookie } : {}) },
  });

const fileOf = (mediaPath: string) =>
  path.join(t.app.appConfig.mediaDir, mediaPath.replace(/^\/media\//, ""));

describe("POST /api/file/account/profile-photo", () => {
  it("stores an image, serves it under /media, and removes the previous one", async () => {
    const cookie = await signIn(t.app, HARBOR, "guest@harbor.example");
    const first = await upload(cookie, multipart("File", "me.png", "image/png", PNG));
    expect(first.statusCode).toBe(200);
    const photo = json(first).profile_photo as string;
    expect(photo).toMatch(/^\/media\/profile-photos\/[0-9a-f-]+\/[0-9a-f]{32}\.png$/);
    const served = await request(t.app, HARBOR, { method: "GET", url: photo });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const second = await upload(cookie, multipart("File", "again.png", "image/png", PNG));
    const next = json(second).profile_photo as string;
    expect(next).not.toBe(photo);
    expect(existsSync(fileOf(next))).toBe(true);
    expect(existsSync(fileOf(photo))).toBe(false);
  });

  it("refuses text dressed up as a PNG with 415", async () => {
    const cookie = await signIn(t.app, HARBOR, "guest@harbor.example");
    const res = await upload(
      cookie,
      multipart("File", "evil.png", "image/png", Buffer.from("<script>alert(1)</script>")),
    );
    expect(res.statusCode).toBe(415);
    expect(json(res).code).toBe("unsupported_media_type");
  });

  it("refuses a real image declared as something else, and a non-multipart body, with 415", async () => {
    const cookie = await signIn(t.app, HARBOR, "guest@harbor.example");
    const html = await upload(cookie, multipart("File", "x.html", "text/html", PNG));
    expect(html.statusCode).toBe(415);
    const jsonBody = await request(t.app, HARBOR, {
      method: "POST",
      url: "/api/file/account/profile-photo",
      headers: { cookie },
      payload: { file: "data" },
    });
    expect(jsonBody.statusCode).toBe(415);
  });

  it("refuses an image over the size limit with 413", async () => {
    const cookie = await signIn(t.app, HARBOR, "guest@harbor.example");
    const big = Buffer.concat([PNG, Buffer.alloc(LIMIT + 1)]);
    const res = await upload(cookie, multipart("File", "big.png", "image/png", big));
    expect(res.statusCode).toBe(413);
    expect(json(res).code).toBe("payload_too_large");
  });

  it("wants the file in the field named File", async () => {
    const cookie = await signIn(t.app, HARBOR, "guest@harbor.example");
    const res = await upload(cookie, multipart("photo", "me.png", "image/png", PNG));
    expect(res.statusCode).toBe(400);
    expect(json(res).error_details).toEqual([{ field: "file", details: expect.any(String) }]);
  });

  it("needs a session of this club", async () => {
    const body = multipart("File", "me.png", "image/png", PNG);
    const anonymous = await upload(undefined, body);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers.location).toBe("/logout");
    const harborCookie = await signIn(t.app, HARBOR, "member@harbor.example");
    expect((await upload(harborCookie, body, SIERRA)).statusCode).toBe(401);
  });
});
