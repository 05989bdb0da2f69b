/**
 * The admin API, from `adminEndpoints` (spec-1 §7 Startup and admin): the selected company, its
 * domains and their config (versions, history and revert), its mobile app and its mail outbox. Every query runs
 * in the staff session's selected club's scope; another company's resource is a 404.
 */
import { adminEndpoints as endpoints } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import { NotFoundError } from "../../lib/errors.ts";
import { setPaginationHeader } from "../../lib/pagination-header.ts";
import { route, staffClub } from "../../platform/endpoint-route.ts";
import { domainView, findMobileApp, listDomains, mobileAppView } from "../config/index.ts";
import { listOutbox } from "../mail/index.ts";
import { domainConfigHistory, revertDomainConfig, saveDomainConfig } from "./domain-config-service.ts";

/** The club is the staff session's, not the Host's. */

export async function adminApiRoutes(app: FastifyInstance) {
  route(app, endpoints.company, async ({ context }) => context.tenant.config.company, staffClub);
  route(
    app,
    endpoints.domains,
    async ({ context }) => (await listDomains(context.scope)).map(domainView),
    staffClub,
  );
  route(
    app,
    endpoints.saveDomainConfig,
    async ({ context, params, body }) =>
      saveDomainConfig(context, params.domainId, body.config, body.configVersion),
    staffClub,
  );
  route(
    app,
    endpoints.revertDomainConfig,
    async ({ context, params }) => revertDomainConfig(context, params.domainId, params.version),
    staffClub,
  );
  route(
    app,
    endpoints.domainConfigHistory,
    async ({ context, params, query, reply }) => {
      const { items, totalCount } = await domainConfigHistory(context, params.domainId, query);
      setPaginationHeader(reply, query, totalCount);
      return items;
    },
    staffClub,
  );
  route(
    app,
    endpoints.mobileApp,
    async ({ context }) => {
      const mobileApp = await findMobileApp(context.scope);
      if (!mobileApp) throw new NotFoundError();
      return mobileAppView(mobileApp);
    },
    staffClub,
  );
  route(
    app,
    endpoints.outbox,
    async ({ context, query, reply }) => {
      const { items, totalCount } = await listOutbox(context, query);
      setPaginationHeader(reply, query, totalCount);
      return items;
    },
    staffClub,
  );
}
