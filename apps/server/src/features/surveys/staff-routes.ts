/**
 * The staff's view of their club's surveys, from `staffSurveyEndpoints` (paths of ours): the
 * list with response counts, a survey's responses, and the files uploaded with them,
 * visitors' included. The club is the staff session's (`tenant: false`).
 */
import { staffSurveyEndpoints as endpoints } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import { setPaginationHeader } from "../../lib/pagination-header.ts";
import { route } from "../../platform/endpoint-route.ts";
import { sendSurveyFile } from "./route-parts.ts";
import { staffSurveyList, staffSurveyResponses } from "./staff-service.ts";
import { downloadSurveyUpload } from "./upload-service.ts";

const staffClub = { config: { tenant: false } };

export async function staffSurveyRoutes(app: FastifyInstance) {
  route(app, endpoints.list, async ({ context }) => staffSurveyList(context), staffClub);
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
}
