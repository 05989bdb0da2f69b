import { SURVEY_DATA_MAPS, SURVEY_FIELD_TYPES, type SurveyFieldType } from "@crest/domain";
import { Button } from "antd";
import { useIntl } from "react-intl";
import { CheckField, SelectField, TextField } from "../events/form-fields.tsx";
import { type FieldDraft, takesDataMap, takesOptions } from "./survey-draft.ts";

/**
 * One field of the form builder: its type, label, whether it is required, its options (one per
 * line), its data map to the member's profile, placeholder and help; moved up or down, or
 * removed. A field with answers keeps its type and cannot be removed (its answers stay whole).
 */
export function FieldEditor({
  field,
  index,
  count,
  readOnly,
  onChange,
  onMove,
  onRemove,
}: {
  field: FieldDraft;
  index: number;
  count: number;
  readOnly: boolean;
  onChange: (field: FieldDraft) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const intl = useIntl();
  const set = <K extends keyof FieldDraft>(key: K, value: FieldDraft[K]) =>
    onChange({ ...field, [key]: value });
  const answered = field.answerCount > 0;
  const name = intl.formatMessage(
    { id: "admin.surveys.fieldN" },
    { n: index + 1, label: field.label || "…" },
  );
  return (
    <fieldset className="crest-admin-fieldset">
      <legend>{name}</legend>
      <SelectField
        labelId="admin.surveys.field.type"
        value={field.type}
        onChange={(type) => set("type", type as SurveyFieldType)}
        disabled={readOnly || answered}
        options={SURVEY_FIELD_TYPES.map((type) => ({
          value: type,
          label: intl.formatMessage({ id: `admin.surveys.type.${type}` }),
        }))}
      />
      <TextField
        labelId="admin.surveys.field.label"
        required
        value={field.label}
        onChange={(label) => set("label", label)}
        disabled={readOnly}
      />
      {field.type === "section" ? null : (
        <CheckField
          labelId="admin.surveys.field.required"
          checked={field.required}
          onChange={(required) => set("required", required)}
          disabled={readOnly}
        />
      )}
      {takesOptions(field.type) ? (
        <TextField
          labelId="admin.surveys.field.options"
          helpId="admin.surveys.field.optionsHelp"
          multiline
          required={field.type !== "checkbox"}
          value={field.options}
          onChange={(options) => set("options", options)}
          disabled={readOnly}
        />
      ) : null}
      {takesDataMap(field.type) ? (
        <SelectField
          labelId="admin.surveys.field.dataMap"
          value={field.dataMap}
          onChange={(dataMap) => set("dataMap", dataMap as FieldDraft["dataMap"])}
          disabled={readOnly}
          options={[
            { value: "", label: intl.formatMessage({ id: "admin.surveys.dataMap.none" }) },
            ...SURVEY_DATA_MAPS.map((map) => ({
              value: map,
              label: intl.formatMessage({ id: `admin.surveys.dataMap.${map}` }),
            })),
          ]}
        />
      ) : null}
      {field.type === "section" || field.type === "hidden" ? null : (
        <TextField
          labelId="admin.surveys.field.placeholder"
          value={field.placeholder}
          onChange={(placeholder) => set("placeholder", placeholder)}
          disabled={readOnly}
        />
      )}
      <TextField
        labelId="admin.surveys.field.help"
        value={field.help}
        onChange={(help) => set("help", help)}
        disabled={readOnly}
      />
      {answered ? (
        <p>{intl.formatMessage({ id: "admin.surveys.field.answered" }, { count: field.answerCount })}</p>
      ) : null}
      {readOnly ? null : (
        <div className="crest-admin-actions">
          <Button
            onClick={() => onMove(-1)}
            disabled={index === 0}
            aria-label={intl.formatMessage({ id: "admin.surveys.moveUpOf" }, { name })}
          >
            {intl.formatMessage({ id: "admin.surveys.moveUp" })}
          </Button>
          <Button
            onClick={() => onMove(1)}
            disabled={index === count - 1}
            aria-label={intl.formatMessage({ id: "admin.surveys.moveDownOf" }, { name })}
          >
            {intl.formatMessage({ id: "admin.surveys.moveDown" })}
          </Button>
          <Button
            onClick={onRemove}
            disabled={answered || count === 1}
            aria-label={intl.formatMessage({ id: "admin.surveys.removeOf" }, { name })}
          >
            {intl.formatMessage({ id: "admin.surveys.remove" })}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
