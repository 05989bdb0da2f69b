/** GET /admin/api/jobs: the route of `jobEndpoints`, the selected club's background jobs, for staff. */
import { jobEndpoints } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import { setPaginationHeader } from "../../lib/pagination-header.ts";
import { route } from "../../platform/endpoint-route.ts";
import { listJobs } from "./service.ts";

export async function jobRoutes(app: FastifyInstance) {
  route(
    app,
    jobEndpoints.list,
    async ({ context, query, reply }) => {
      const { items, totalCount } = await listJobs(context, query);
      setPaginationHeader(reply, query, totalCount);
      return items;
    },
    { config: { tenant: false } },
  );
}
