/** GET /admin/api/app/screenshot: the selected domain's member home as a PNG. */
import { appScreenshotEndpoints as endpoints } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import { route } from "../../platform/endpoint-route.ts";
import { getDomain } from "../config/index.ts";
import { homeScreenshot } from "./service.ts";

export async function appScreenshotRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.screenshot,
    async ({ context, request, reply }) => {
      const domainId = request.staff?.domainId;
      const domainName = domainId
        ? (await getDomain(context.scope, domainId)).name
        : context.tenant.domainName;
      const png = await homeScreenshot(app, app.appBrowser, domainName);
      return reply.type("image/png").header("cache-control", "no-store").send(png);
    },
    { config: { tenant: false } },
  );
}
