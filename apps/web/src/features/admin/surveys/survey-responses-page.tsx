import type { StaffSurvey, StaffSurveyField, SurveyAnswerValue } from "@crest/domain";
import { Pagination } from "antd";
import { useState } from "react";
import { useIntl } from "react-intl";
import { Link, useParams } from "react-router";
import { PageWait } from "../../../components/page/page-wait.tsx";
import { useClubIntl } from "../components/club-intl.ts";
import "../events/events.css";
import { exportUrl, RESPONSES_PAGE_SIZE, useStaffSurvey, useSurveyResponses } from "./surveys-api.ts";
import "./surveys.css";
import { ScrollRegion } from "../components/scroll-region.tsx";

/** /admin/surveys/{surveyId}/responses: the form's responses, a column per field, and the CSV export. */
export function SurveyResponsesPage() {
  const intl = useIntl();
  const { surveyId = "" } = useParams();
  const survey = useStaffSurvey(surveyId);
  const title = (
    <h1 tabIndex={-1}>
      {survey.data
        ? intl.formatMessage({ id: "admin.surveys.responsesTitleOf" }, { name: survey.data.name })
        : intl.formatMessage({ id: "admin.surveys.responsesTitle" })}
    </h1>
  );
  const back = (
    <p>
      <Link to="/admin/surveys">{intl.formatMessage({ id: "admin.surveys.back" })}</Link>
    </p>
  );
  if (!survey.data)
    return (
      <div className="crest-admin-page">
        {title}
        {back}
        {survey.data === null ? (
          <p>{intl.formatMessage({ id: "admin.surveys.notFound" })}</p>
        ) : (
          <PageWait query={survey} />
        )}
      </div>
    );
  return (
    <div className="crest-admin-page">
      {title}
      {back}
      <p>
        <Link to={`/admin/surveys/${survey.data.id}`}>
          {intl.formatMessage({ id: "admin.surveys.openBuilder" })}
        </Link>
      </p>
      <p>
        <a href={exportUrl(survey.data.id)} download>
          {intl.formatMessage({ id: "admin.surveys.export" })}
        </a>
      </p>
      <ResponsesTable survey={survey.data} />
    </div>
  );
}

/** A page of responses: when, who, and each field's answer. */
function ResponsesTable({ survey }: { survey: StaffSurvey }) {
  const intl = useIntl();
  const { format } = useClubIntl();
  const [page, setPage] = useState(1);
  const responses = useSurveyResponses(survey.id, page);
  const fields = survey.fields.filter((field) => field.type !== "section");
  if (!responses.data) return <PageWait query={responses} />;
  const { data, pagination } = responses.data;
  if (data.length === 0) return <p>{intl.formatMessage({ id: "admin.surveys.noResponses" })}</p>;
  const shown = (field: StaffSurveyField, value: SurveyAnswerValue | undefined) => {
    if (value === null || value === undefined) return "";
    if (Array.isArray(value)) return value.join(", ");
    if (typeof value === "boolean")
      return intl.formatMessage({ id: value ? "admin.surveys.yes" : "admin.surveys.no" });
    if (field.type === "upload" || field.type === "canvas")
      return (
        <a href={value} target="_blank" rel="noreferrer">
          {intl.formatMessage({ id: "admin.surveys.file" }, { label: field.label })}
        </a>
      );
    return value;
  };
  return (
    <>
      <ScrollRegion label={intl.formatMessage({ id: "admin.surveys.responsesCaption" })}>
        <table className="crest-admin-table">
          <caption>{intl.formatMessage({ id: "admin.surveys.responsesCaption" })}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: "admin.surveys.column.submitted" })}</th>
              <th scope="col">{intl.formatMessage({ id: "admin.surveys.column.member" })}</th>
              {fields.map((field) => (
                <th key={field.id} scope="col">
                  {field.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.map((response) => {
              const answers = new Map(response.answers.map((answer) => [answer.fieldId, answer.answer]));
              return (
                <tr key={response.id}>
                  <td>{format.dateTime(response.createdOn)}</td>
                  <td>
                    {response.customerId ? (
                      <Link to={`/admin/members/${response.customerId}`}>
                        {intl.formatMessage({ id: "admin.surveys.member" })}
                      </Link>
                    ) : (
                      intl.formatMessage({ id: "admin.surveys.visitor" })
                    )}
                  </td>
                  {fields.map((field) => (
                    <td key={field.id}>{shown(field, answers.get(field.id))}</td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
      {pagination && pagination.totalCount > RESPONSES_PAGE_SIZE ? (
        <Pagination
          current={page}
          pageSize={RESPONSES_PAGE_SIZE}
          total={pagination.totalCount}
          showSizeChanger={false}
          onChange={setPage}
        />
      ) : null}
    </>
  );
}
