/**
 * Serves the web app's production build: hashed assets with immutable cache headers,
 * index.html for any other GET that is not an API path (SPA fallback), and uploaded media.
 */
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AppConfig } from "../config.ts";
import { sendFailure } from "./errors.ts";

const API_PREFIXES = ["/api/", "/api", "/admin/api", "/config", "/media/", "/healthz", "/readyz"];
const isApiRequest = (url: string): boolean =>
  API_PREFIXES.some((prefix) => url === prefix || url.startsWith(prefix));

export const defaultWebDist = (): string => path.resolve(import.meta.dirname, "../../../web/dist");

export const webAppPlugin = fp(async (app: FastifyInstance, options: { config: AppConfig }) => {
  const mediaRoot = path.resolve(options.config.mediaDir);
  mkdirSync(mediaRoot, { recursive: true });
  await app.register(fastifyStatic, {
    root: mediaRoot,
    prefix: "/media/",
    decorateReply: false,
    index: false,
    maxAge: "1h",
  });

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

  app.setNotFoundHandler((request, reply) => {
    const pathOnly = request.url.split("?")[0] ?? "/";
    const wantsPage = request.method === "GET" || request.method === "HEAD";
    if (hasWebBuild && wantsPage && !isApiRequest(pathOnly) && !path.extname(pathOnly)) {
      return reply.header("cache-control", "no-cache").sendFile("index.html", webDist);
    }
    return sendFailure(request, reply, {
      code: "not_found",
      status: 404,
      message: `No route for ${pathOnly}`,
    });
  });
});
