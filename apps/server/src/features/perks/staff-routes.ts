/**
 * /admin/api/perks: define perks, issue them, list a definition's passes, void one and scan one
 * at the door (issue 27 item 6); set a house credit's pin and check it at the till. The club is
 * the staff session's (`tenant: false`); scans and the pin check need the staff level, every other
 * write the manager level (declared on the endpoints, checked by route()).
 */
import { staffPerkEndpoints as endpoints } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import { setPaginationHeader } from "../../lib/pagination-header.ts";
import { route, staffClub } from "../../platform/endpoint-route.ts";
import { checkHouseCreditPin, setHouseCreditPin } from "./credit-pin-service.ts";
import {
  defineDefinition,
  editDefinition,
  issueDefinition,
  listDefinitions,
  listPasses,
  scanPass,
  showDefinition,
  voidPass,
} from "./staff-service.ts";

export async function perkStaffRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.definitions,
    async ({ context, query, reply }) => {
      const { items, totalCount } = await listDefinitions(context, query);
      setPaginationHeader(reply, query, totalCount);
      return items;
    },
    staffClub,
  );
  route(app, endpoints.define, async ({ context, body }) => defineDefinition(context, body), staffClub);
  route(
    app,
    endpoints.edit,
    async ({ context, params, body }) => editDefinition(context, params.definitionId, body),
    staffClub,
  );
  route(
    app,
    endpoints.issue,
    async ({ context, params, body }) => issueDefinition(context, params.definitionId, body),
    staffClub,
  );
  route(
    app,
    endpoints.passes,
    async ({ context, params, query, reply }) => {
      const { items, totalCount } = await listPasses(context, params.definitionId, query);
      setPaginationHeader(reply, query, totalCount);
      return items;
    },
    staffClub,
  );
  route(app, endpoints.void, async ({ context, params }) => voidPass(context, params.passId), staffClub);
  route(app, endpoints.scan, async ({ context, body }) => scanPass(context, body), staffClub);
  route(
    app,
    endpoints.setCreditPin,
    async ({ context, params, body }) => setHouseCreditPin(context, params.creditId, body),
    staffClub,
  );
  route(
    app,
    endpoints.checkCreditPin,
    async ({ context, params, body }) => checkHouseCreditPin(context, params.creditId, body),
    staffClub,
  );
  route(
    app,
    endpoints.definition,
    async ({ context, params }) => showDefinition(context, params.definitionId),
    staffClub,
  );
}
