/** GET /api/static/countries and /api/static/countries/us/states: the routes of `referenceEndpoints`. */
import { referenceEndpoints as endpoints } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import { route } from "../../platform/endpoint-route.ts";
import { countriesIn, usStates } from "./countries.ts";

// The same for everyone and for a long time: browsers and proxies may keep it a day.
const CACHE_FOR_A_DAY = "public, max-age=86400";

export async function referenceRoutes(app: FastifyInstance) {
  route(app, endpoints.countries, async ({ context, query, reply }) => {
    reply.header("cache-control", CACHE_FOR_A_DAY);
    return countriesIn(query.language ?? context.language);
  });
  route(app, endpoints.usStates, async ({ reply }) => {
    reply.header("cache-control", CACHE_FOR_A_DAY);
    return usStates();
  });
}
