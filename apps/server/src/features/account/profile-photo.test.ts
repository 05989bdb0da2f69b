import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../../test/customer-session.ts";
import { multipart } from "../../test/multipart.ts";
import { createTestApp, HARBOR, json, request, SIERRA, type TestApp } from "../../test/test-app.ts";

const LIMIT = 64 * 1024;
let t: TestApp;
let PNG: Buffer;
beforeAll(async () => {
  t = await createTestApp({ config: { uploadLimitBytes: LIMIT } });
  PNG = await sharp({ create: { width: 8, height: 8, channels: 4, background: "#2f5d50" } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

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
  it("stores the image re-encoded, serves it to the club's signed-in people, and removes the previous one", async () => {
    const cookie = await signIn(t.app, HARBOR, "guest@harbor.example");
    const first = await upload(cookie, multipart("File", "me.png", "image/png", PNG));
    expect(first.statusCode).toBe(200);
    const photo = json(first).profile_photo as string;
    expect(photo).toMatch(/^\/media\/club\/[0-9a-f-]+\/profile-photos\/[0-9a-f]{32}\.webp$/);
    const served = await request(t.app, HARBOR, { method: "GET", url: photo, headers: { cookie } });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toBe("private, max-age=3600");
    expect((await sharp(served.rawPayload).metadata()).format).toBe("webp");

    const second = await upload(cookie, multipart("File", "again.png", "image/png", PNG));
    const next = json(second).profile_photo as string;
    expect(next).not.toBe(photo);
    expect(existsSync(fileOf(next))).toBe(true);
    expect(existsSync(fileOf(photo))).toBe(false);
  });

  it("serves a photo to nobody outside its club: not to visitors, not on another club's host", async () => {
    const cookie = await signIn(t.app, HARBOR, "guest@harbor.example");
    const photo = json(await upload(cookie, multipart("File", "me.png", "image/png", PNG)))
      .profile_photo as string;
    expect((await request(t.app, HARBOR, { method: "GET", url: photo })).statusCode).toBe(401);
    const sierra = await signIn(t.app, SIERRA, "socio@sierra.example");
    expect(
      (await request(t.app, SIERRA, { method: "GET", url: photo, headers: { cookie: sierra } })).statusCode,
    ).toBe(404);
  });

  it("strips EXIF (place, camera) and turns the photo upright", async () => {
    const cookie = await signIn(t.app, HARBOR, "guest@harbor.example");
    const withExif = await sharp({ create: { width: 40, height: 20, channels: 3, background: "#369" } })
      .jpeg()
      .withExif({ IFD0: { Make: "SpyCam", Model: "X1", ImageDescription: "home address" } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const res = await upload(cookie, multipart("File", "me.jpg", "image/jpeg", withExif));
    expect(res.statusCode).toBe(200);
    const served = await request(t.app, HARBOR, {
      method: "GET",
      url: json(res).profile_photo as string,
      headers: { cookie },
    });
    const stored = await sharp(served.rawPayload).metadata();
    expect(stored.exif).toBeUndefined();
    expect(served.rawPayload.includes("SpyCam")).toBe(false);
    // Orientation 6 means "rotate 90°": the stored image is upright, so 20 × 40.
    expect([stored.width, stored.height]).toEqual([20, 40]);
  });

  it("refuses a PNG header followed by an HTML page", async () => {
    const cookie = await signIn(t.app, HARBOR, "guest@harbor.example");
    const polyglot = Buffer.concat([
      PNG.subarray(0, 16),
      Buffer.from("<html><script>alert(1)</script></html>"),
    ]);
    const res = await upload(cookie, multipart("File", "me.png", "image/png", polyglot));
    expect(res.statusCode).toBe(415);
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
