/** GET /config: the club's portal config plus company, chosen by the Host header. */
import { apiErrorSchema, portalConfigSchema } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import { requireTenant } from "../../plugins/tenant.ts";

export async function configRoutes(app: FastifyInstance) {
  app.get(
    "/config",
    {
      config: { access: "public" },
      schema: {
        tags: ["config"],
        summary: "Portal config plus company for the domain in the Host header",
        response: { 200: portalConfigSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const tenant = requireTenant(request);
      // Served pre-serialised from the tenant cache; the schema above documents the shape.
      return reply
        .type("application/json; charset=utf-8")
        .header("cache-control", "no-cache")
        .send(tenant.configJson);
    },
  );
}
