import { type StaffSurvey, SURVEY_CATEGORIES, staffSurveyBuilderEndpoints } from "@crest/domain";
import { Alert, Button } from "antd";
import { type FormEvent, useState } from "react";
import { useIntl } from "react-intl";
import { useNavigate, useParams } from "react-router";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { useStaffUser } from "../api/get-staff-user.ts";
import { staffCan } from "../components/staff-can.ts";
import { CheckField, SelectField, TextField } from "../events/form-fields.tsx";
import "../events/events.css";
import { EditorPage } from "../components/editor-page.tsx";
import { FieldEditor } from "./field-editor.tsx";
import {
  draftOf,
  moved,
  newField,
  newSurveyDraft,
  type SurveyDraft,
  surveyInputOf,
  uidFrom,
} from "./survey-draft.ts";
import { SurveyStatusPanel } from "./survey-status-panel.tsx";
import { useSaveSurvey, useStaffSurvey } from "./surveys-api.ts";

/** /admin/surveys/new and /admin/surveys/{surveyId}: the form builder, then the form's status. */
export function SurveyEditorPage() {
  const { surveyId } = useParams();
  const survey = useStaffSurvey(surveyId);
  return (
    <EditorPage
      editing={Boolean(surveyId)}
      query={survey}
      backTo="/admin/surveys"
      ids={{
        newTitle: "admin.surveys.newTitle",
        editTitle: "admin.surveys.editTitle",
        back: "admin.surveys.back",
        notFound: "admin.surveys.notFound",
      }}
    >
      {(saved) => (
        <>
          {saved ? <SurveyStatusPanel survey={saved} /> : null}
          <SurveyForm key={saved?.id ?? "new"} survey={saved} />
        </>
      )}
    </EditorPage>
  );
}

/** The form's settings and fields; a viewer sees them disabled. */
function SurveyForm({ survey }: { survey: StaffSurvey | null }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const staff = useStaffUser().data;
  const [draft, setDraft] = useState<SurveyDraft>(() => (survey ? draftOf(survey) : newSurveyDraft()));
  const [saved, setSaved] = useState(false);
  const save = useSaveSurvey();
  const readOnly = !staffCan(staff, staffSurveyBuilderEndpoints.save);
  const change = (next: Partial<SurveyDraft>) => {
    setSaved(false);
    setDraft((current) => ({ ...current, ...next }));
  };
  const setFields = (fields: SurveyDraft["fields"]) => change({ fields });
  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    save.mutate(
      { ...(survey ? { surveyId: survey.id } : {}), body: surveyInputOf(draft) },
      {
        onSuccess: (done) => {
          if (survey) {
            setDraft(draftOf(done));
            setSaved(true);
          } else navigate(`/admin/surveys/${done.id}`);
        },
      },
    );
  };
  const text = (key: "description" | "buttonCreate" | "confirmationHeader" | "confirmationText") => ({
    value: draft[key],
    onChange: (value: string) => change({ [key]: value }),
    disabled: readOnly,
  });
  return (
    <form className="crest-admin-form" onSubmit={submit}>
      {readOnly ? <p>{intl.formatMessage({ id: "admin.surveys.readOnly" })}</p> : null}
      <TextField
        labelId="admin.surveys.field.name"
        required
        value={draft.name}
        onChange={(name) =>
          change({ name, ...(survey || draft.uid !== uidFrom(draft.name) ? {} : { uid: uidFrom(name) }) })
        }
        disabled={readOnly}
      />
      <TextField
        labelId="admin.surveys.field.uid"
        helpId="admin.surveys.field.uidHelp"
        required
        value={draft.uid}
        onChange={(uid) => change({ uid })}
        disabled={readOnly}
      />
      <TextField labelId="admin.surveys.field.description" multiline {...text("description")} />
      <SelectField
        labelId="admin.surveys.field.category"
        value={draft.category}
        onChange={(category) => change({ category: category as SurveyDraft["category"] })}
        disabled={readOnly}
        options={SURVEY_CATEGORIES.map((category) => ({
          value: category,
          label: intl.formatMessage({ id: `admin.surveys.category.${category}` }),
        }))}
      />
      <fieldset className="crest-admin-fieldset">
        <legend>{intl.formatMessage({ id: "admin.surveys.who" })}</legend>
        <CheckField
          labelId="admin.surveys.field.isPublic"
          checked={draft.isPublic}
          onChange={(isPublic) => change({ isPublic })}
          disabled={readOnly}
        />
        <CheckField
          labelId="admin.surveys.field.multipleResponses"
          checked={draft.multipleResponses}
          onChange={(multipleResponses) => change({ multipleResponses })}
          disabled={readOnly}
        />
        <CheckField
          labelId="admin.surveys.field.canSubmit"
          checked={draft.canSubmit}
          onChange={(canSubmit) => change({ canSubmit })}
          disabled={readOnly}
        />
      </fieldset>
      <TextField labelId="admin.surveys.field.buttonCreate" {...text("buttonCreate")} />
      <TextField labelId="admin.surveys.field.confirmationHeader" {...text("confirmationHeader")} />
      <TextField labelId="admin.surveys.field.confirmationText" multiline {...text("confirmationText")} />
      <h2>{intl.formatMessage({ id: "admin.surveys.fields" })}</h2>
      <p>{intl.formatMessage({ id: "admin.surveys.fieldsHelp" })}</p>
      {draft.fields.map((field, index) => (
        <FieldEditor
          key={field.key}
          field={field}
          index={index}
          count={draft.fields.length}
          readOnly={readOnly}
          onChange={(next) => setFields(draft.fields.map((one) => (one.key === field.key ? next : one)))}
          onMove={(by) => setFields(moved(draft.fields, index, by))}
          onRemove={() => setFields(draft.fields.filter((one) => one.key !== field.key))}
        />
      ))}
      {readOnly ? null : (
        <p>
          <Button onClick={() => setFields([...draft.fields, newField()])}>
            {intl.formatMessage({ id: "admin.surveys.addField" })}
          </Button>
        </p>
      )}
      {save.error ? <ErrorAlert error={save.error} /> : null}
      {saved ? (
        <Alert type="success" role="status" title={intl.formatMessage({ id: "admin.surveys.saved" })} />
      ) : null}
      {readOnly ? null : (
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {intl.formatMessage({ id: survey ? "admin.surveys.save" : "admin.surveys.create" })}
        </Button>
      )}
    </form>
  );
}
