import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, HARBOR, json, request, SIERRA, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /config", () => {
  it("answers the Harbor Club portal config in snake_case with the spec's defaults filled in", async () => {
    const res = await request(t.app, HARBOR, { method: "GET", url: "/config" });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.plan).toBe("Plus");
    expect(body.domain_name).toBe("harbor.localhost");
    expect(body).toHaveProperty("company.name", "Harbor Club");
    expect(body).toHaveProperty("company.full_address", "1 Wharf Road, Newport, RI 02840, US");
    // The club's phone in the one phone format (spec-2 §5), as the profile shows a member's.
    expect(body).toHaveProperty("company.phone", "+1 (401) 555-0100");
    expect(body).toHaveProperty("props.sider.width", 280);
    expect(body).toHaveProperty("props.sider.collapsed", 112);
    expect(body).toHaveProperty("theme.control_height", 48);
    expect(body).toHaveProperty("theme.breakpoints.xxxl", 1920);
    expect(body).toHaveProperty("intl.currency", "USD");
    expect(body).toHaveProperty("mobile_app.app_id", "1234567890");
    expect(body).toHaveProperty("global_network.name", "Coastal & Sierra Clubs");
    expect(Object.keys(body).some((key) => /[A-Z]/.test(key))).toBe(false);
  });

  it("sends the same config brotli- or gzip-compressed to clients that accept it", async () => {
    const plain = await request(t.app, HARBOR, { method: "GET", url: "/config" });
    const ask = (acceptEncoding: string) =>
      request(t.app, HARBOR, {
        method: "GET",
        url: "/config",
        headers: { "accept-encoding": acceptEncoding },
      });
    const brotli = await ask("gzip, deflate, br");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toContain("accept-encoding");
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const zipped = await ask("br;q=0.5, gzip;q=0.8");
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    // Brotli's answer is the smaller one.
    expect(brotli.rawPayload.length).toBeLessThan(zipped.rawPayload.length);
    const refused = await request(t.app, HARBOR, {
      method: "GET",
      url: "/config",
      headers: { "accept-encoding": "gzip;q=0, br;q=0, identity" },
    });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it("chooses the club by Host: Club Sierra is Lounge and Spanish", async () => {
    const body = json(await request(t.app, SIERRA, { method: "GET", url: "/config" }));
    expect(body.plan).toBe("Lounge");
    expect(body).toHaveProperty("intl.locale", "es-es");
    expect(body).toHaveProperty("company.name", "Club Sierra");
    expect(body).toHaveProperty("company.phone", "+34 910 00 00 00");
  });

  it("maps localhost and 127.0.0.1 (with a port) to the default domain", async () => {
    for (const host of ["localhost:3000", "127.0.0.1:3000", "localhost"]) {
      const body = json(await request(t.app, host, { method: "GET", url: "/config" }));
      expect(body.domain_name).toBe("harbor.localhost");
    }
  });

  it("answers an unknown host with a 404 error object", async () => {
    const res = await request(t.app, "nowhere.example", { method: "GET", url: "/config" });
    expect(res.statusCode).toBe(404);
    const body = json(res);
    expect(body.code).toBe("unknown_domain");
    expect(body.request_id).toBe(res.headers["x-request-id"]);
    expect(body.title).toBe("Not Found");
  });
});

describe("platform behaviour", () => {
  it("puts x-request-id on every response and keeps a well-formed incoming one", async () => {
    const res = await request(t.app, HARBOR, {
      method: "GET",
      url: "/healthz",
      headers: { "x-request-id": "abc-123" },
    });
    expect(res.headers["x-request-id"]).toBe("abc-123");
    const generated = await request(t.app, HARBOR, {
      method: "GET",
      url: "/healthz",
      headers: { "x-request-id": "bad id!" },
    });
    expect(generated.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("sends the lean API security headers on every API answer, errors included", async () => {
    for (const url of ["/config", "/api/does-not-exist", "/admin/api/company"]) {
      const res = await request(t.app, HARBOR, { method: "GET", url });
      expect(res.headers["x-content-type-options"], url).toBe("nosniff");
      expect(res.headers["content-security-policy"], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers["x-frame-options"], url).toBe("DENY");
      // HSTS only over HTTPS: over plain HTTP it means nothing to a browser.
      expect(res.headers["strict-transport-security"], url).toBeUndefined();
    }
    const https = await request(t.app, HARBOR, {
      method: "GET",
      url: "/config",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(https.headers["strict-transport-security"]).toBeUndefined();
  });

  it("sends HSTS over HTTPS", async () => {
    const secure = await createTestApp({ seed: true, config: { trustProxy: 1 } });
    try {
      for (const url of ["/config", "/api/does-not-exist"]) {
        const res = await request(secure.app, HARBOR, {
          method: "GET",
          url,
          headers: { "x-forwarded-proto": "https" },
        });
        expect(res.headers["strict-transport-security"], url).toMatch(/max-age=\d+/);
      }
    } finally {
      await secure.close();
    }
  });

  it("serves media from the store with the lean set: an SVG can run no script", async () => {
    const res = await request(t.app, HARBOR, { method: "GET", url: "/media/demo/harbor-logo.svg" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/svg+xml");
    expect(res.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect((await request(t.app, HARBOR, { method: "GET", url: "/media/demo/nothing.svg" })).statusCode).toBe(
      404,
    );
    expect((await request(t.app, HARBOR, { method: "GET", url: "/media/demo/..%2Fsecret" })).statusCode).toBe(
      404,
    );
  });

  it("reports ready when the database answers", async () => {
    const res = await request(t.app, HARBOR, { method: "GET", url: "/readyz" });
    expect(res.statusCode).toBe(200);
  });

  it("reports not ready once the server begins to close, so a load balancer stops sending requests", async () => {
    const closing = await createTestApp();
    const closed = closing.app.close();
    const res = await request(closing.app, HARBOR, { method: "GET", url: "/readyz" });
    await closed;
    await closing.close();
    expect(res.statusCode).toBe(503);
    expect(json(res).error_message).toBe("This instance is shutting down.");
  });

  it("answers unknown API routes with a 404 error object, not the SPA", async () => {
    const res = await request(t.app, HARBOR, { method: "GET", url: "/api/does-not-exist" });
    expect(res.statusCode).toBe(404);
    expect(json(res).code).toBe("not_found");
  });
});
