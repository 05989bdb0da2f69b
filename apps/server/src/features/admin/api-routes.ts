/**
 * The admin API (spec-1 §7 Startup and admin): the selected company, its domains and their
 * config (with history), its mobile app and its mail outbox. Every query runs in the staff
 * session's selected club's scope; another company's resource is a 404.
 */
import {
  apiErrorSchema,
  companySchema,
  domainConfigHistorySchema,
  domainConfigPatchSchema,
  domainIdParamsSchema,
  domainSchema,
  mobileAppSchema,
  outboxMessageSchema,
  pageQuerySchema,
} from "@crest/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { NotFoundError } from "../../lib/errors.ts";
import { setPaginationHeader } from "../../lib/pagination-header.ts";
import { contextOf } from "../../platform/contexts.ts";
import { domainView, findMobileApp, listDomains, mobileAppView } from "../config/index.ts";
import { listOutbox } from "../mail/index.ts";
import { domainConfigHistory, saveDomainConfig } from "./domain-config-service.ts";

const tags = ["admin"];
const access = { access: "staff", tenant: false } as const;
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

export async function adminApiRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/admin/api/company",
    {
      config: access,
      schema: { tags, summary: "The selected company", response: { 200: companySchema, ...errors } },
    },
    async (request) => contextOf(request).tenant.config.company,
  );

  app.get(
    "/admin/api/domains",
    {
      config: access,
      schema: {
        tags,
        summary: "The selected company's domains with their stored portal config",
        response: { 200: z.array(domainSchema), ...errors },
      },
    },
    async (request) => (await listDomains(contextOf(request).scope)).map(domainView),
  );

  app.patch(
    "/admin/api/domains/:domainId",
    {
      config: access,
      schema: {
        tags,
        summary: "Replace a domain's portal config (theme editor); every change is kept in its history",
        params: domainIdParamsSchema,
        body: domainConfigPatchSchema,
        response: { 200: domainSchema, ...errors, 403: apiErrorSchema },
      },
    },
    async (request) => saveDomainConfig(contextOf(request), request.params.domainId, request.body.config),
  );

  app.get(
    "/admin/api/domains/:domainId/history",
    {
      config: access,
      schema: {
        tags,
        summary: "A domain's config changes, newest first (paginated)",
        params: domainIdParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: z.array(domainConfigHistorySchema), ...errors },
      },
    },
    async (request, reply) => {
      const page = request.query;
      const { items, totalCount } = await domainConfigHistory(
        contextOf(request),
        request.params.domainId,
        page,
      );
      setPaginationHeader(reply, page, totalCount);
      return items;
    },
  );

  app.get(
    "/admin/api/app",
    {
      config: access,
      schema: {
        tags,
        summary: "The selected company's mobile app (404 when it has none)",
        response: { 200: mobileAppSchema, ...errors },
      },
    },
    async (request) => {
      const mobileApp = await findMobileApp(contextOf(request).scope);
      if (!mobileApp) throw new NotFoundError();
      return mobileAppView(mobileApp);
    },
  );

  app.get(
    "/admin/api/mail/outbox",
    {
      config: access,
      schema: {
        tags,
        summary: "The selected company's mail outbox, newest first (paginated)",
        querystring: pageQuerySchema,
        response: { 200: z.array(outboxMessageSchema), ...errors },
      },
    },
    async (request, reply) => {
      const page = request.query;
      const { items, totalCount } = await listOutbox(contextOf(request), page);
      setPaginationHeader(reply, page, totalCount);
      return items;
    },
  );
}
