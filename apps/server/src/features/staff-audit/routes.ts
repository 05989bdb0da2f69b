/** GET /admin/api/audit (owners): the selected club's audit log. The club is the staff session's. */
import { staffAuditEndpoints as endpoints } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import { setPaginationHeader } from "../../lib/pagination-header.ts";
import { route } from "../../platform/endpoint-route.ts";
import { listAudit } from "./service.ts";

export async function staffAuditRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.list,
    async ({ context, query, reply }) => {
      const { items, totalCount } = await listAudit(context, query);
      setPaginationHeader(reply, query, totalCount);
      return items;
    },
    { config: { tenant: false } },
  );
}
