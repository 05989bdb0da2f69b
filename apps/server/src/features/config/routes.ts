/** GET /config: the club's portal config plus company, chosen by the Host header. */
import { apiErrorSchema, portalConfigSchema } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import { requireTenant } from "../../plugins/tenant.ts";

/** True unless the client refuses gzip (q=0) or does not mention it. */
export function acceptsGzip(header: string | undefined): boolean {
  const gzip = header
    ?.split(",")
    .map((part) => part.trim().toLowerCase())
    .find((part) => part === "gzip" || part.startsWith("gzip;") || part === "*" || part.startsWith("*;"));
  return gzip !== undefined && !/;\s*q=0(\.0*)?$/.test(gzip);
}

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
      reply
        .type("application/json; charset=utf-8")
        .header("cache-control", "no-cache")
        .header("vary", "accept-encoding");
      if (acceptsGzip(request.headers["accept-encoding"])) {
        return reply.header("content-encoding", "gzip").send(tenant.configGzip);
      }
      return reply.send(tenant.configJson);
    },
  );
}
