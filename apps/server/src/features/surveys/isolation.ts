/**
 * One of each survey resource at a club, for the tenant-isolation sweep: a public form, a
 * public experience, an endpoint of the club's demo member, and a file they uploaded.
 */

import { submitSurvey } from "../../flows/submit-survey.ts";
import type { IsolationFixture } from "../../platform/feature.ts";
import { customerIdOf } from "../../platform/service-context.ts";
import { createSurvey } from "./create-survey.ts";
import { openSurveyEndpoint } from "./endpoint-service.ts";

/** The smallest PNG there is (1×1, transparent). */
const PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

export const surveyIsolationFixture: IsolationFixture = {
  create: async (context) => {
    const form = await createSurvey(context, {
      uid: "isolation-form",
      name: "Isolation form",
      isPublic: true,
      multipleResponses: true,
      fields: [
        { type: "text", label: "Name" },
        { type: "upload", label: "File" },
      ],
    });
    const experience = await createSurvey(context, {
      uid: "isolation-experience",
      name: "Isolation experience",
      kind: "experience",
      isPublic: true,
      fields: [{ type: "text", label: "Comment" }],
    });
    const endpoint = await openSurveyEndpoint(context, {
      surveyId: form.id,
      customerId: customerIdOf(context),
      referenceType: "order_item",
      referenceId: "isolation-order-item",
    });
    const [nameField = "", fileField = ""] = form.fieldIds;
    const { response } = await submitSurvey(context, { via: "form", ref: form.id }, "customer", [
      { fieldId: fileField, type: "upload", answer: PNG },
    ]);
    const link = response.answers.find((answer) => answer.fieldId === fileField)?.answer;
    const uploadId = String(link).split("/").pop() ?? "";
    const formBody = [{ field_id: nameField, type: "text", answer: "Someone" }];
    const experienceBody = [{ field_id: experience.fieldIds[0], type: "text", answer: "Fine" }];
    return {
      params: { surveyId: form.id, experienceId: experience.id, endpointUid: endpoint.uid, uploadId },
      bodies: {
        "POST /api/surveys/{surveyId}": formBody,
        "POST /api/public/surveys/{surveyId}": formBody,
        "POST /api/surveys/endpoints/{endpointUid}": formBody,
        "POST /api/surveys/experiences/{experienceId}": experienceBody,
        "POST /api/public/surveys/experiences/{experienceId}": experienceBody,
        "PUT /admin/api/surveys/{surveyId}": {
          uid: "isolation-form",
          name: "Isolation form",
          fields: [
            { id: nameField, type: "text", label: "Name" },
            { id: fileField, type: "upload", label: "File" },
          ],
        },
      },
    };
  },
};
