import { type StaffSurvey, staffSurveyBuilderEndpoints } from "@crest/domain";
import { Alert, Button } from "antd";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { useStaffUser } from "../api/get-staff-user.ts";
import { staffCan } from "../components/staff-can.ts";
import { usePublishSurvey } from "./surveys-api.ts";

/**
 * A saved form's status: published (members can open it, at its address) or not; its
 * responses; publish or unpublish for managers and owners.
 */
export function SurveyStatusPanel({ survey }: { survey: StaffSurvey }) {
  const intl = useIntl();
  const staff = useStaffUser().data;
  const publish = usePublishSurvey();
  const address = `/surveys/${survey.uid}`;
  return (
    <section className="crest-admin-section" aria-labelledby="survey-status-heading">
      <h2 id="survey-status-heading">{intl.formatMessage({ id: "admin.surveys.statusTitle" })}</h2>
      <p>
        {intl.formatMessage({ id: survey.published ? "admin.surveys.isPublished" : "admin.surveys.isDraft" })}{" "}
        {survey.published ? <a href={address}>{address}</a> : null}
      </p>
      <p>
        <Link to={`/admin/surveys/${survey.id}/responses`}>
          {intl.formatMessage({ id: "admin.surveys.responsesCount" }, { count: survey.responseCount })}
        </Link>
      </p>
      {publish.isSuccess ? (
        <Alert
          type="success"
          role="status"
          title={intl.formatMessage({
            id: survey.published ? "admin.surveys.publishedNow" : "admin.surveys.unpublishedNow",
          })}
        />
      ) : null}
      {publish.error ? <ErrorAlert error={publish.error} /> : null}
      {staffCan(staff, staffSurveyBuilderEndpoints.publish) ? (
        <div className="crest-admin-actions">
          <Button
            type={survey.published ? "default" : "primary"}
            loading={publish.isPending}
            onClick={() => publish.mutate({ surveyId: survey.id, published: !survey.published })}
          >
            {intl.formatMessage({
              id: survey.published ? "admin.surveys.unpublish" : "admin.surveys.publish",
            })}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
