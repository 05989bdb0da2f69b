/**
 * GET /config: the club's portal config plus company, chosen by the Host header. The web's
 * start-up path loads this file late (a deep dynamic import): its schemas bring zod.
 */
import { defineEndpoint } from "../common/endpoint.ts";
import { portalConfigSchema } from "./config.schemas.ts";

export const configEndpoints = {
  get: defineEndpoint({
    method: "GET",
    path: "/config",
    access: "public",
    tags: ["config"],
    summary: "Portal config plus company for the domain in the Host header",
    answer: portalConfigSchema,
    errors: [404],
  }),
};
