/** GET /admin/api/jobs: the selected club's background jobs and their state, for staff. */
import { apiErrorSchema, jobListQuerySchema, jobSchema } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { setPaginationHeader } from "../../lib/pagination-header.ts";
import { contextOf } from "../../platform/contexts.ts";
import { listJobs } from "./service.ts";

export async function jobRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/admin/api/jobs",
    {
      config: { access: "staff", tenant: false },
      schema: {
        tags: ["admin"],
        summary: "The selected club's background jobs (mail, billing runs…), newest first (paginated)",
        querystring: jobListQuerySchema,
        response: { 200: z.array(jobSchema), 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { items, totalCount } = await listJobs(contextOf(request), request.query);
      setPaginationHeader(reply, request.query, totalCount);
      return items;
    },
  );
}
