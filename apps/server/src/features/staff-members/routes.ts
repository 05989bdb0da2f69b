/** /admin/api/members (issue 31 item 6). The club is the staff session's (`tenant: false`). */
import { staffMemberEndpoints as endpoints } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import { setPaginationHeader } from "../../lib/pagination-header.ts";
import { route, staffClub } from "../../platform/endpoint-route.ts";
import { setSessionCookie } from "../auth/index.ts";
import {
  memberDetail,
  resendActivation,
  searchMembers,
  sendResetMail,
  setMemberFlags,
  viewAsMember,
} from "./service.ts";

const done = { success: true };

export async function staffMemberRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.search,
    async ({ context, query, reply }) => {
      const { items, totalCount } = await searchMembers(context, query);
      setPaginationHeader(reply, query, totalCount);
      return items;
    },
    staffClub,
  );
  route(
    app,
    endpoints.get,
    async ({ context, params }) => memberDetail(context, params.customerId),
    staffClub,
  );
  route(
    app,
    endpoints.activationMail,
    async ({ context, params }) => {
      await resendActivation(context, params.customerId);
      return done;
    },
    staffClub,
  );
  route(
    app,
    endpoints.resetMail,
    async ({ context, params }) => {
      await sendResetMail(context, params.customerId);
      return done;
    },
    staffClub,
  );
  route(
    app,
    endpoints.setFlags,
    async ({ context, params, body }) => setMemberFlags(context, params.customerId, body),
    staffClub,
  );
  route(
    app,
    endpoints.viewAs,
    async ({ context, params, request, reply }) => {
      // The member session's cookie is the Host's: it must be the selected club's own domain.
      const hostClub = await app.tenants.resolve(request.host);
      const session = await viewAsMember(context, params.customerId, hostClub?.companyId ?? null);
      setSessionCookie(request, reply, session);
      return { customerId: params.customerId, readOnly: true as const, expiresAt: session.expiresAt };
    },
    staffClub,
  );
}
