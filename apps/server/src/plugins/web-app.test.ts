import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, HARBOR, json, request, type TestApp } from "../test/test-app.ts";

let t: TestApp;
let webDist: string;
const bigScript = `console.log(${JSON.stringify("crest ".repeat(2000))});`;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), "crest-web-"));
  mkdirSync(path.join(webDist, "assets"));
  writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>Crest</title><div id=root></div>");
  writeFileSync(path.join(webDist, "assets", "index-abc123.js"), bigScript);
  writeFileSync(path.join(webDist, "robots.txt"), "User-agent: *\n");
  t = await createTestApp({ seed: false, config: { webDist } });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe("serving the web app", () => {
  it("answers any page path with index.html, not cached", async () => {
    for (const url of ["/", "/account/profile", "/events/12?tab=info", "/login"]) {
      const res = await request(t.app, HARBOR, { method: "GET", url, headers: { accept: "text/html" } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.body).toContain("<div id=root>");
    }
  });

  it("never falls back to the app for API paths", async () => {
    for (const url of ["/api/nothing", "/admin/api/nothing", "/config/extra", "/media/missing.png"]) {
      const res = await request(t.app, HARBOR, { method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(json(res).code, url).toBe("not_found");
    }
  });

  it("serves hashed assets as immutable, and compressed when asked", async () => {
    const res = await request(t.app, HARBOR, {
      method: "GET",
      url: "/assets/index-abc123.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.rawPayload.length).toBeLessThan(bigScript.length / 10);
  });

  it("serves other static files without the immutable header, and 404s a missing asset", async () => {
    const robots = await request(t.app, HARBOR, { method: "GET", url: "/robots.txt" });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers["cache-control"]).toBe("no-cache");
    const missing = await request(t.app, HARBOR, { method: "GET", url: "/assets/gone-000.js" });
    expect(missing.statusCode).toBe(404);
  });
});
