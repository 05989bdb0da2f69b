/**
 * The staff's view of their club's surveys (paths of ours): the list with response counts, a
 * survey's responses, and the files uploaded with them, visitors' included.
 */
import {
  pageQuerySchema,
  staffSurveyResponseSchema,
  surveyIdParamsSchema,
  surveySummarySchema,
  surveyUploadParamsSchema,
} from "@crest/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { setPaginationHeader } from "../../lib/pagination-header.ts";
import { contextOf } from "../../platform/contexts.ts";
import { fileResponseSchema, reads, sendSurveyFile } from "./route-parts.ts";
import { staffSurveyList, staffSurveyResponses } from "./staff-service.ts";
import { downloadSurveyUpload } from "./upload-service.ts";

const tags = ["admin"];
const staff = { access: "staff", tenant: false } as const;

export async function staffSurveyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/admin/api/surveys",
    {
      config: staff,
      schema: {
        tags,
        summary: "The selected company's surveys with their response counts",
        response: { 200: z.array(surveySummarySchema), ...reads },
      },
    },
    async (request) => staffSurveyList(contextOf(request)),
  );

  app.get(
    "/admin/api/surveys/:surveyId/responses",
    {
      config: staff,
      schema: {
        tags,
        summary: "A survey's responses, newest first (paginated); files as links",
        params: surveyIdParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: z.array(staffSurveyResponseSchema), ...reads },
      },
    },
    async (request, reply) => {
      const { items, totalCount } = await staffSurveyResponses(
        contextOf(request),
        request.params.surveyId,
        request.query,
      );
      setPaginationHeader(reply, request.query, totalCount);
      return items;
    },
  );

  app.get(
    "/admin/api/surveys/uploads/:uploadId",
    {
      config: staff,
      schema: {
        tags,
        summary: "A file uploaded with a survey response",
        params: surveyUploadParamsSchema,
        response: { 200: fileResponseSchema, ...reads },
      },
    },
    async (request, reply) =>
      sendSurveyFile(reply, await downloadSurveyUpload(contextOf(request), request.params.uploadId, "staff")),
  );
}
