/**
 * The admin API (spec-1 §7 Startup and admin): the selected company, its domains and their
 * config (with history), its mobile app and its mail outbox. Every query is scoped by the
 * staff session's selected company; another company's resource is a 404.
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
import {
  companyView,
  domainView,
  findCompany,
  findMobileApp,
  listDomains,
  mobileAppView,
} from "../config/index.ts";
import { listOutbox, outboxMessageView } from "../mail/index.ts";
import { domainConfigHistory, saveDomainConfig } from "./domain-config-service.ts";
import { requireStaff } from "./staff-session.ts";

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
    async (request) => {
      const company = await findCompany(app.db, requireStaff(request).companyId);
      if (!company) throw new NotFoundError();
      return companyView(company);
    },
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
    async (request) => (await listDomains(app.db, requireStaff(request).companyId)).map(domainView),
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
    async (request) =>
      saveDomainConfig(
        app.db,
        app.tenants,
        requireStaff(request),
        request.params.domainId,
        request.body.config,
      ),
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
        app.db,
        requireStaff(request),
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
      const mobileApp = await findMobileApp(app.db, requireStaff(request).companyId);
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
      const { rows, totalCount } = await listOutbox(app.db, requireStaff(request).companyId, page);
      setPaginationHeader(reply, page, totalCount);
      return rows.map(outboxMessageView);
    },
  );
}
