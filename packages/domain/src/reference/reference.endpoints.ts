/**
 * GET /api/static/countries and /api/static/countries/us/states: public reference data. The
 * web's address fields load this file late (a deep dynamic import): its schemas bring zod.
 */
import { defineEndpoint } from "../common/endpoint.ts";
import { countriesAnswerSchema, countriesQuerySchema, usStatesAnswerSchema } from "./reference.schemas.ts";

const common = { method: "GET", access: "public", tags: ["reference"] } as const;

export const referenceEndpoints = {
  countries: defineEndpoint({
    ...common,
    path: "/api/static/countries",
    summary: "Countries (ISO 3166 code and name) in the given language, or the club's, sorted by name",
    query: countriesQuerySchema,
    answer: countriesAnswerSchema,
    errors: [400],
  }),
  usStates: defineEndpoint({
    ...common,
    path: "/api/static/countries/us/states",
    summary: "The US states and territories an address may name (code and name)",
    answer: usStatesAnswerSchema,
    errors: [],
  }),
};
