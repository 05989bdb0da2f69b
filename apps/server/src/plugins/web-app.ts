/**
 * Serves the web app's production build: hashed assets with immutable cache headers,
 * index.html for any other GET that is not an API path (SPA fallback), and uploaded media.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AppConfig } from "../config.ts";
import { SESSION_COOKIE } from "../features/auth/index.ts";
import type { Tenant } from "../features/config/index.ts";
import { sendFailure } from "./errors.ts";
import { renderIndexPage } from "./index-page.ts";

const API_PREFIXES = ["/api/", "/api", "/admin/api", "/config", "/media/", "/healthz", "/readyz"];
const isApiRequest = (url: string): boolean =>
  API_PREFIXES.some((prefix) => url === prefix || url.startsWith(prefix));

/**
 * apps/web/dist, from this file in the source tree (src/plugins) or from the compiled server
 * (dist/server.js, one folder below apps/server: scripts/build-server.mjs).
 */
export const defaultWebDist = (): string =>
  path.resolve(import.meta.dirname, import.meta.url.endsWith(".ts") ? "../../.." : "../..", "web/dist");

export const webAppPlugin = fp(async (app: FastifyInstance, options: { config: AppConfig }) => {
  const webDist = options.config.webDist ?? defaultWebDist();
  const hasWebBuild = existsSync(path.join(webDist, "index.html"));
  if (hasWebBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: "/",
      index: false,
      wildcard: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  } else {
    app.log.warn({ webDist }, "web build not found: run `npm run build` to serve the portal");
  }

  const template = hasWebBuild ? readFileSync(path.join(webDist, "index.html"), "utf8") : "";
  const preloadFile = path.join(webDist, "preload.json");
  const preloads: { signedOut?: string[] } = existsSync(preloadFile)
    ? JSON.parse(readFileSync(preloadFile, "utf8"))
    : {};
  // Rendered once per tenant cache fill (a new Tenant object means a new config), in two
  // variants: with a session cookie, and without one.
  const pages = new WeakMap<Tenant, { signedIn: string; signedOut: string }>();
  const pageFor = (tenant: Tenant, signedOut: boolean): string => {
    let variants = pages.get(tenant);
    if (variants === undefined) {
      variants = {
        signedIn: renderIndexPage(template, tenant),
        signedOut: renderIndexPage(template, tenant, { signedOut: true, preloads: preloads.signedOut ?? [] }),
      };
      pages.set(tenant, variants);
    }
    return signedOut ? variants.signedOut : variants.signedIn;
  };

  app.setNotFoundHandler(async (request, reply) => {
    const pathOnly = request.url.split("?")[0] ?? "/";
    const wantsPage = request.method === "GET" || request.method === "HEAD";
    if (hasWebBuild && wantsPage && !isApiRequest(pathOnly) && !path.extname(pathOnly)) {
      // An unknown host still gets the app, which then shows its "no club here" screen.
      const tenant = app.tenants.cached(request.host) ?? (await app.tenants.resolve(request.host));
      return reply
        .header("cache-control", "no-cache")
        .type("text/html; charset=utf-8")
        .send(tenant ? pageFor(tenant, !request.cookies[SESSION_COOKIE]) : template);
    }
    return sendFailure(request, reply, {
      code: "not_found",
      status: 404,
      message: `No route for ${pathOnly}`,
    });
  });
});
