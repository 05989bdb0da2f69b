/** GET /api/static/countries and /api/static/countries/us/states: public reference data. */
import {
  apiErrorSchema,
  countriesAnswerSchema,
  countriesQuerySchema,
  usStatesAnswerSchema,
} from "@crest/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { contextOf } from "../../platform/contexts.ts";
import { countriesIn, usStates } from "./countries.ts";

// The same for everyone and for a long time: browsers and proxies may keep it a day.
const CACHE_FOR_A_DAY = "public, max-age=86400";

export async function referenceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/static/countries",
    {
      config: { access: "public" },
      schema: {
        tags: ["reference"],
        summary: "Countries (ISO 3166 code and name) in the given language, or the club's, sorted by name",
        querystring: countriesQuerySchema,
        response: { 200: countriesAnswerSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", CACHE_FOR_A_DAY);
      return countriesIn(request.query.language ?? contextOf(request).language);
    },
  );

  app.get(
    "/api/static/countries/us/states",
    {
      config: { access: "public" },
      schema: {
        tags: ["reference"],
        summary: "The US states and territories an address may name (code and name)",
        response: { 200: usStatesAnswerSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", CACHE_FOR_A_DAY);
      return usStates();
    },
  );
}
