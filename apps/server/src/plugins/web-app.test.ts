import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fromWire, portalConfigSchema } from "@crest/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, HARBOR, json, request, type TestApp } from "../test/test-app.ts";

let t: TestApp;
let webDist: string;
const bigScript = `console.log(${JSON.stringify("crest ".repeat(2000))});`;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), "crest-web-"));
  mkdirSync(path.join(webDist, "assets"));
  writeFileSync(
    path.join(webDist, "index.html"),
    [
      '<!doctype html><html lang="en" dir="ltr"><head><title>Member Portal</title>',
      '<meta name="theme-color" content="#57806e" /></head><body><div id=root>',
      '<div class="startup" role="status" aria-live="polite"><p class="startup__text">Loading…</p></div>',
      "</div></body></html>",
    ].join(""),
  );
  writeFileSync(path.join(webDist, "assets", "index-abc123.js"), bigScript);
  writeFileSync(path.join(webDist, "robots.txt"), "User-agent: *\n");
  writeFileSync(
    path.join(webDist, "preload.json"),
    JSON.stringify({ signedOut: ["/assets/login-page-x1.js"] }),
  );
  t = await createTestApp({ config: { webDist } });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe("serving the web app", () => {
  it("makes index.html the club's: title, language, colour, favicon, logo and embedded config", async () => {
    const harbor = await request(t.app, HARBOR, { method: "GET", url: "/login" });
    expect(harbor.body).toContain("<title>Harbor Club</title>");
    expect(harbor.body).toContain('<html lang="en" dir="ltr">');
    expect(harbor.body).toContain('<meta name="theme-color" content="#2f5d50" />');
    expect(harbor.body).toContain('<link rel="icon" href="/media/demo/harbor-icon.svg" />');
    expect(harbor.body).toContain(
      '<img class="startup__logo" src="/media/demo/harbor-logo.svg" alt="Harbor Club"',
    );
    const embedded = /<script id="crest-config" type="application\/json">(.*?)<\/script>/s.exec(
      harbor.body,
    )?.[1];
    // The embedded block is the config as the app holds it: /config's answer, decoded.
    const config = json(await request(t.app, HARBOR, { method: "GET", url: "/config" }));
    expect(JSON.parse(embedded ?? "null")).toEqual(fromWire(portalConfigSchema, config).data);

    const sierra = await request(t.app, "sierra.localhost", { method: "GET", url: "/" });
    expect(sierra.body).toContain("<title>Club Sierra</title>");
    expect(sierra.body).toContain('<html lang="es" dir="ltr">');
    expect(sierra.body).toContain(">Cargando…</p>");
  });

  it("tells the app when the page was asked for without a session cookie", async () => {
    const visitor = await request(t.app, HARBOR, { method: "GET", url: "/" });
    expect(visitor.body).toContain('<meta name="crest-session" content="none" />');
    expect(visitor.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/login-page-x1.js" />',
    );
    const member = await request(t.app, HARBOR, {
      method: "GET",
      url: "/",
      headers: { cookie: "crest_session=abc" },
    });
    expect(member.body).not.toContain("crest-session");
    expect(member.body).not.toContain("login-page-x1.js");
    expect(member.body).toContain("crest-config");
  });

  it("keeps the embedded config from closing its script element", async () => {
    const { renderIndexPage } = await import("./index-page.ts");
    const tenant = await t.app.tenants.resolve(HARBOR);
    if (!tenant) throw new Error("no tenant");
    const hostile = {
      ...tenant,
      configEmbedJson: JSON.stringify({ text: "</script><script>alert(1)</script>" }),
    };
    const page = renderIndexPage("<html><head></head><body></body></html>", hostile);
    expect(page).not.toContain("</script><script>");
    expect(JSON.parse(/type="application\/json">(.*?)<\/script>/s.exec(page)?.[1] ?? "")).toEqual({
      text: "</script><script>alert(1)</script>",
    });
  });

  it("gives pages the document security headers, even where the API shares the path", async () => {
    const page = await request(t.app, HARBOR, { method: "GET", url: "/login" });
    expect(page.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(page.headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(page.headers["strict-transport-security"]).toBeUndefined();
    const secure = await request(t.app, HARBOR, {
      method: "GET",
      url: "/login",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(secure.headers["strict-transport-security"]).toBeUndefined();
    expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(page.headers["content-security-policy"]).toContain("style-src 'self' 'unsafe-inline'");
    const api = await request(t.app, HARBOR, {
      method: "POST",
      url: "/login",
      payload: { email: "nobody@harbor.example", password: "x" },
    });
    expect(api.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("serves the plain app to an unknown host, which then shows its own error", async () => {
    const res = await request(t.app, "nowhere.example", { method: "GET", url: "/" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<title>Member Portal</title>");
    expect(res.body).not.toContain("crest-config");
  });

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
