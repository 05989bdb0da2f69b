/** GET /config: the route of `configEndpoints`, the club's portal config chosen by the Host header. */
import { configEndpoints } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import { sendPrecompressed } from "../../lib/precompressed.ts";
import { route } from "../../platform/endpoint-route.ts";
import { requireTenant } from "../../plugins/tenant.ts";

export async function configRoutes(app: FastifyInstance) {
  route(app, configEndpoints.get, async ({ request, reply }) => {
    const tenant = requireTenant(request);
    // Served pre-serialised (and pre-compressed) from the tenant cache; the schema documents the shape.
    reply.header("cache-control", "no-cache");
    return sendPrecompressed(request, reply, tenant.configAnswer);
  });
}
