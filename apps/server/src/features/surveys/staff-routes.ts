/**
 * The staff's view of their club's surveys, from `staffSurveyEndpoints` (paths of ours): the
 * list with response counts, a survey's responses, and the files uploaded with them,
 * visitors' included; and the form builder's (`staffSurveyBuilderEndpoints`): one survey,
 * create, save, publish, unpublish, and the responses as CSV. The club is the staff session's
 * (`tenant: false`).
 */
import { staffSurveyBuilderEndpoints as builder, staffSurveyEndpoints as endpoints } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import { sendCsv } from "../../lib/csv.ts";
import { setPaginationHeader } from "../../lib/pagination-header.ts";
import { route, staffClub } from "../../platform/endpoint-route.ts";
import { createStaffSurvey, getStaffSurvey, publishStaffSurvey, saveStaffSurvey } from "./builder-service.ts";
import { surveyResponsesCsv } from "./response-export-service.ts";
import { sendSurveyFile } from "./route-parts.ts";
import { staffSurveyList, staffSurveyResponses } from "./staff-service.ts";
import { downloadSurveyUpload } from "./upload-service.ts";

export async function staffSurveyRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.list,
    async ({ context, query, reply }) => {
      const { items, totalCount } = await staffSurveyList(context, query);
      setPaginationHeader(reply, query, totalCount);
      return items;
    },
    staffClub,
  );
  route(
    app,
    endpoints.responses,
    async ({ context, params, query, reply }) => {
      const { items, totalCount } = await staffSurveyResponses(context, params.surveyId, query);
      setPaginationHeader(reply, query, totalCount);
      return items;
    },
    staffClub,
  );
  route(
    app,
    endpoints.upload,
    async ({ context, params, reply }) =>
      sendSurveyFile(reply, await downloadSurveyUpload(context, params.uploadId, "staff")),
    staffClub,
  );
  route(app, builder.get, async ({ context, params }) => getStaffSurvey(context, params.surveyId), staffClub);
  route(app, builder.create, async ({ context, body }) => createStaffSurvey(context, body), staffClub);
  route(
    app,
    builder.save,
    async ({ context, params, body }) => saveStaffSurvey(context, params.surveyId, body),
    staffClub,
  );
  route(
    app,
    builder.publish,
    async ({ context, params }) => publishStaffSurvey(context, params.surveyId, true),
    staffClub,
  );
  route(
    app,
    builder.unpublish,
    async ({ context, params }) => publishStaffSurvey(context, params.surveyId, false),
    staffClub,
  );
  route(
    app,
    builder.exportResponses,
    async ({ context, params, reply }) => {
      const { fileName, rows } = await surveyResponsesCsv(context, params.surveyId);
      return sendCsv(reply, fileName, rows);
    },
    staffClub,
  );
}
