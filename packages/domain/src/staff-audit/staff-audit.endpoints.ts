/** The audit log's endpoint: owners read every staff write of the selected club. */
import { z } from "zod";
import { defineEndpoint } from "../common/endpoint.ts";
import { auditEntrySchema, auditQuerySchema } from "./staff-audit.schemas.ts";

export const staffAuditEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/admin/api/audit",
    access: "staff",
    staffLevel: "owner",
    tags: ["admin"],
    summary: "The selected club's staff writes, newest first (owners only; paginated)",
    query: auditQuerySchema,
    answer: z.array(auditEntrySchema),
    errors: [400, 401, 403],
  }),
};
