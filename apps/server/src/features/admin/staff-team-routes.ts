/**
 * The staff section's routes (`staffTeamEndpoints`): the club is the staff session's; the level
 * (owner, and any level for one's own password) is declared on the endpoints, and `route()` writes
 * each change to the audit log.
 */
import { staffTeamEndpoints as endpoints } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import { setPaginationHeader } from "../../lib/pagination-header.ts";
import { route, staffClub } from "../../platform/endpoint-route.ts";
import { requireStaff } from "./staff-session.ts";

const done = { success: true };

export async function staffTeamRoutes(app: FastifyInstance) {
  const team = app.staffTeam;
  route(
    app,
    endpoints.list,
    async ({ request, query, reply }) => {
      const { items, totalCount } = await team.list(requireStaff(request), query);
      setPaginationHeader(reply, query, totalCount);
      return items;
    },
    staffClub,
  );
  route(
    app,
    endpoints.get,
    async ({ request, params }) => team.get(requireStaff(request), params.staffUserId),
    staffClub,
  );
  route(app, endpoints.add, async ({ request, body }) => team.add(requireStaff(request), body), staffClub);
  route(
    app,
    endpoints.setLevel,
    async ({ request, params, body }) =>
      team.setLevel(requireStaff(request), params.staffUserId, body.permissionLevel),
    staffClub,
  );
  route(
    app,
    endpoints.remove,
    async ({ request, params }) => {
      await team.remove(requireStaff(request), params.staffUserId);
      return done;
    },
    staffClub,
  );
  route(
    app,
    endpoints.changePassword,
    async ({ request, body }) => {
      await team.changePassword(requireStaff(request), body, request.ip);
      return done;
    },
    staffClub,
  );
}
