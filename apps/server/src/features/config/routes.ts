/** GET /config: the route of `configEndpoints`, the club's portal config chosen by the Host header. */
import { configEndpoints } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import { sendPrecompressed } from "../../lib/precompressed.ts";
import { route } from "../../platform/endpoint-route.ts";
import { requireTenant } from "../../plugins/tenant.ts";

const CONFIG_HEADERS = { "cache-control": "no-cache" };

export async function configRoutes(app: FastifyInstance) {
  route(app, configEndpoints.get, async ({ request, reply }) => {
    const tenant = requireTenant(request);
    // Served pre-serialised (and pre-compressed) from the tenant cache; the schema documents the
    // shape. Replayed to the next GET while the Host's cached club is this very one: a change to
    // the club, or the cache's minutes running out, makes another (platform/replayed-answers.ts).
    const host = request.host;
    app.replays.remember(request, {
      companyId: tenant.companyId,
      access: "public",
      answer: tenant.configAnswer,
      headers: CONFIG_HEADERS,
      stillTrue: () => app.tenants.cached(host) === tenant,
    });
    return sendPrecompressed(request, reply.headers(CONFIG_HEADERS), tenant.configAnswer);
  });
}
