import { staffSurveyBuilderEndpoints } from "@crest/domain";
import { Button, Pagination } from "antd";
import { useState } from "react";
import { useIntl } from "react-intl";
import { Link, useNavigate } from "react-router";
import { PageWait } from "../../../components/page/page-wait.tsx";
import { useStaffUser } from "../api/get-staff-user.ts";
import { staffCan } from "../components/staff-can.ts";
import { TextField } from "../events/form-fields.tsx";
import "../events/events.css";
import { FormsInARow } from "./forms-in-a-row.tsx";
import { SURVEYS_PAGE_SIZE, useStaffSurveys } from "./surveys-api.ts";

/**
 * The club's forms at /admin/surveys, newest first, a page at a time, found by name: each with
 * its status and responses. Managers and owners create forms from here; a viewer reads.
 */
export function SurveysListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const staff = useStaffUser().data;
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState("");
  const [typed, setTyped] = useState("");
  const [inRow, setInRow] = useState<string[]>([]);
  const surveys = useStaffSurveys(search, page);
  const title = <h1 tabIndex={-1}>{intl.formatMessage({ id: "admin.surveys.title" })}</h1>;
  const filters = (
    <form
      className="crest-admin-form crest-admin-form--inline"
      aria-label={intl.formatMessage({ id: "admin.surveys.filters" })}
      onSubmit={(submitted) => {
        submitted.preventDefault();
        setSearch(typed);
        setPage(1);
      }}
    >
      <TextField labelId="admin.surveys.search" value={typed} onChange={setTyped} />
      <Button htmlType="submit">{intl.formatMessage({ id: "admin.surveys.searchSubmit" })}</Button>
    </form>
  );
  const intro = staffCan(staff, staffSurveyBuilderEndpoints.create) ? (
    <p>
      <Button type="primary" onClick={() => navigate("/admin/surveys/new")}>
        {intl.formatMessage({ id: "admin.surveys.new" })}
      </Button>
    </p>
  ) : (
    <p>{intl.formatMessage({ id: "admin.surveys.readOnly" })}</p>
  );
  if (!surveys.data)
    return (
      <div className="crest-admin-page">
        {title}
        {intro}
        {filters}
        <PageWait query={surveys} />
      </div>
    );
  const { data, pagination } = surveys.data;
  const toggle = (uid: string, on: boolean) =>
    setInRow((current) => (on ? [...current, uid] : current.filter((one) => one !== uid)));
  return (
    <div className="crest-admin-page">
      {title}
      {intro}
      {filters}
      {data.length === 0 ? (
        <p>{intl.formatMessage({ id: "admin.surveys.empty" })}</p>
      ) : (
        <table className="crest-admin-table">
          <caption>{intl.formatMessage({ id: "admin.surveys.caption" })}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: "admin.surveys.column.name" })}</th>
              <th scope="col">{intl.formatMessage({ id: "admin.surveys.column.status" })}</th>
              <th scope="col">{intl.formatMessage({ id: "admin.surveys.column.responses" })}</th>
              <th scope="col">{intl.formatMessage({ id: "admin.surveys.column.inRow" })}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((survey) => (
              <tr key={survey.id}>
                <td>
                  <Link to={`/admin/surveys/${survey.id}`}>{survey.name}</Link>
                </td>
                <td>
                  {intl.formatMessage({
                    id: survey.published ? "admin.surveys.status.published" : "admin.surveys.status.draft",
                  })}
                  {survey.canSubmit ? "" : ` · ${intl.formatMessage({ id: "admin.surveys.status.closed" })}`}
                </td>
                <td>
                  <Link
                    to={`/admin/surveys/${survey.id}/responses`}
                    aria-label={intl.formatMessage(
                      { id: "admin.surveys.responsesOf" },
                      { name: survey.name, count: survey.responseCount },
                    )}
                  >
                    {survey.responseCount}
                  </Link>
                </td>
                <td>
                  <input
                    type="checkbox"
                    checked={inRow.includes(survey.uid)}
                    disabled={!survey.published || survey.kind !== "form"}
                    aria-label={intl.formatMessage({ id: "admin.surveys.addToRow" }, { name: survey.name })}
                    onChange={(event) => toggle(survey.uid, event.target.checked)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pagination && pagination.totalCount > SURVEYS_PAGE_SIZE ? (
        <Pagination
          current={page}
          pageSize={SURVEYS_PAGE_SIZE}
          total={pagination.totalCount}
          showSizeChanger={false}
          onChange={setPage}
        />
      ) : null}
      <FormsInARow uids={inRow} onClear={() => setInRow([])} />
    </div>
  );
}
