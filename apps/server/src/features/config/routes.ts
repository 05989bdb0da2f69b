/** GET /config: the club's portal config plus company, chosen by the Host header. */
import { apiErrorSchema, portalConfigSchema } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import { sendPrecompressed } from "../../lib/precompressed.ts";
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
      // Served pre-serialised (and pre-compressed) from the tenant cache; the schema above
      // documents the shape.
      reply.header("cache-control", "no-cache");
      return sendPrecompressed(request, reply, tenant.configAnswer);
    },
  );
}
