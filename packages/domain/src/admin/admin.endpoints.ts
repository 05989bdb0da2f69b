/**
 * The staff's endpoints (spec-1 §7 Startup and admin; spec-2 §7 Staff and session): sign-in and
 * the session's selection, the selected company with its domains, config history, mobile app
 * and mail outbox, and its background jobs. The club is the staff session's, not the Host's.
 * Lists are paginated: the `pagination` header says where the page is.
 */
import { z } from "zod";
import { actionResultSchema } from "../auth/auth.schemas.ts";
import { defineEndpoint } from "../common/endpoint.ts";
import { pageQuerySchema } from "../common/pagination.ts";
import { companySchema, domainSchema, mobileAppSchema } from "../config/config.schemas.ts";
import {
  companySelectParamsSchema,
  configVersionParamsSchema,
  domainConfigHistorySchema,
  domainConfigPatchSchema,
  domainIdParamsSchema,
  domainSelectParamsSchema,
  jobListQuerySchema,
  jobSchema,
  outboxMessageSchema,
  staffLoginRequestSchema,
  staffUserSchema,
} from "./admin.schemas.ts";

const tags = ["admin"];
const session = { tags, errors: [400, 401, 403, 404] } as const;
const api = { tags, access: "staff", errors: [400, 401, 404] } as const;

export const staffSessionEndpoints = {
  login: defineEndpoint({
    ...session,
    method: "POST",
    path: "/admin/login",
    access: "public",
    summary: "Staff sign-in: sets the crest_staff session cookie",
    body: staffLoginRequestSchema,
    answer: staffUserSchema,
    errors: [...session.errors, 429],
  }),
  /** Public so that signing out always clears the cookie, even of a session already expired. */
  logout: defineEndpoint({
    ...session,
    method: "POST",
    path: "/admin/logout",
    access: "public",
    summary: "Staff sign-out: ends the session and clears its cookie",
    answer: actionResultSchema,
    errors: [403],
  }),
  me: defineEndpoint({
    ...session,
    method: "GET",
    path: "/admin/api/me",
    access: "staff",
    summary: "The signed-in staff user, their companies and the current selection",
    answer: staffUserSchema,
    errors: [401],
  }),
  selectCompany: defineEndpoint({
    /** A viewer switches clubs too: choosing what to read changes nothing of a club. */
    staffLevel: "viewer",
    ...session,
    method: "POST",
    path: "/admin/company/select/:companyId",
    access: "staff",
    summary: "Switch the staff session to one of the staff user's companies",
    params: companySelectParamsSchema,
    answer: staffUserSchema,
  }),
  selectDomain: defineEndpoint({
    staffLevel: "viewer",
    ...session,
    method: "POST",
    path: "/admin/domain/select/:domainName",
    access: "staff",
    summary: "Switch the staff session to a domain by name (and to its company)",
    params: domainSelectParamsSchema,
    answer: staffUserSchema,
  }),
};

export const adminEndpoints = {
  company: defineEndpoint({
    ...api,
    method: "GET",
    path: "/admin/api/company",
    summary: "The selected company",
    answer: companySchema,
  }),
  domains: defineEndpoint({
    ...api,
    method: "GET",
    path: "/admin/api/domains",
    summary: "The selected company's domains with their stored portal config",
    answer: z.array(domainSchema),
  }),
  saveDomainConfig: defineEndpoint({
    ...api,
    method: "PATCH",
    path: "/admin/api/domains/:domainId",
    summary:
      "Replace a domain's portal config (theme editor) edited from `config_version`; a save on an older version is a 409 config_conflict. Every save is kept in its history",
    params: domainIdParamsSchema,
    body: domainConfigPatchSchema,
    answer: domainSchema,
    errors: [...api.errors, 403, 409],
  }),
  domainConfigHistory: defineEndpoint({
    ...api,
    method: "GET",
    path: "/admin/api/domains/:domainId/history",
    summary: "A domain's config changes, newest first (paginated)",
    params: domainIdParamsSchema,
    query: pageQuerySchema,
    answer: z.array(domainConfigHistorySchema),
  }),
  revertDomainConfig: defineEndpoint({
    ...api,
    method: "POST",
    path: "/admin/api/domains/:domainId/history/:version/revert",
    summary: "Save a version of a domain's config again, as a new version (itself in the history)",
    params: configVersionParamsSchema,
    answer: domainSchema,
    errors: [...api.errors, 403],
  }),
  mobileApp: defineEndpoint({
    ...api,
    method: "GET",
    path: "/admin/api/app",
    summary: "The selected company's mobile app (404 when it has none)",
    answer: mobileAppSchema,
  }),
  outbox: defineEndpoint({
    ...api,
    method: "GET",
    path: "/admin/api/mail/outbox",
    summary: "The selected company's mail outbox, newest first (paginated)",
    query: pageQuerySchema,
    answer: z.array(outboxMessageSchema),
  }),
};

export const jobEndpoints = {
  list: defineEndpoint({
    ...api,
    method: "GET",
    path: "/admin/api/jobs",
    summary: "The selected club's background jobs (mail, billing runs…), newest first (paginated)",
    query: jobListQuerySchema,
    answer: z.array(jobSchema),
    errors: [400, 401],
  }),
};
