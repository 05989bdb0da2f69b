import { PERK_KINDS, SCAN_FORMATS, type StaffPerkDefinition, staffPerkEndpoints } from "@crest/domain";
import { Alert, Button } from "antd";
import { type FormEvent, useState } from "react";
import { useIntl } from "react-intl";
import { useNavigate, useParams } from "react-router";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { useStaffUser } from "../api/get-staff-user.ts";
import { useClubIntl } from "../components/club-intl.ts";
import { EditorPage } from "../components/editor-page.tsx";
import { staffCan } from "../components/staff-can.ts";
import "../events/events.css";
import { CheckField, SelectField, TextField } from "../events/form-fields.tsx";
import { AppliesToFields } from "./applies-to-fields.tsx";
import { IssueSection } from "./issue-section.tsx";
import { PassesSection } from "./passes-section.tsx";
import { newPerkDraft, type PerkDraft, perkDraftOf, perkInputOf, perkPatchOf } from "./perk-draft.ts";
import { useDefinition, useSaveDefinition } from "./perks-api.ts";

/** /admin/perks/new and /admin/perks/{definitionId}: the definition's editor, issuing, and its passes. */
export function PerkEditorPage() {
  const { definitionId } = useParams();
  const query = useDefinition(definitionId);
  return (
    <EditorPage
      editing={Boolean(definitionId)}
      query={query}
      backTo="/admin/perks"
      ids={{
        newTitle: "admin.perks.newTitle",
        editTitle: "admin.perks.editTitle",
        back: "admin.perks.back",
        notFound: "admin.perks.notFound",
      }}
    >
      {(definition) => (
        <>
          <PerkForm key={definition?.id ?? "new"} definition={definition} />
          {definition ? (
            <>
              <ArchiveSection definition={definition} />
              <IssueSection definition={definition} />
              <PassesSection definition={definition} />
            </>
          ) : null}
        </>
      )}
    </EditorPage>
  );
}

/**
 * Archive or make active again: an archived definition is issued no more (its passes already out
 * keep working), so the issue section disappears with it.
 */
function ArchiveSection({ definition }: { definition: StaffPerkDefinition }) {
  const intl = useIntl();
  const staff = useStaffUser().data;
  const save = useSaveDefinition();
  const archived = definition.status === "archived";
  const mayChange = staffCan(staff, staffPerkEndpoints.edit);
  return (
    <section
      className="crest-admin-section"
      aria-label={intl.formatMessage({ id: "admin.perks.column.status" })}
    >
      <p>{intl.formatMessage({ id: archived ? "admin.perks.archivedHelp" : "admin.perks.archiveHelp" })}</p>
      {mayChange ? (
        <Button
          loading={save.isPending}
          onClick={() =>
            save.mutate({ definitionId: definition.id, body: { status: archived ? "active" : "archived" } })
          }
        >
          {intl.formatMessage({ id: archived ? "admin.perks.restore" : "admin.perks.archive" })}
        </Button>
      ) : null}
      {save.error ? <ErrorAlert error={save.error} /> : null}
    </section>
  );
}

/** The definition's fields; a viewer or the front desk sees them disabled. */
function PerkForm({ definition }: { definition: StaffPerkDefinition | null }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const staff = useStaffUser().data;
  const { timezone, currency } = useClubIntl();
  const [draft, setDraft] = useState<PerkDraft>(() =>
    definition ? perkDraftOf(definition, timezone, currency) : newPerkDraft(),
  );
  const [saved, setSaved] = useState(false);
  const save = useSaveDefinition();
  const readOnly = !staffCan(staff, definition ? staffPerkEndpoints.edit : staffPerkEndpoints.define);
  const change = <K extends keyof PerkDraft>(key: K, value: PerkDraft[K]) => {
    setSaved(false);
    setDraft((current) => ({ ...current, [key]: value }));
  };
  const text = (key: "name" | "description" | "finePrint") => ({
    value: draft[key],
    onChange: (value: string) => change(key, value),
    disabled: readOnly,
  });
  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    if (definition)
      save.mutate(
        { definitionId: definition.id, body: perkPatchOf(draft, timezone, currency) },
        {
          onSuccess: () => {
            setSaved(true);
            setDraft((current) => ({ ...current, pin: "", removePin: false }));
          },
        },
      );
    else
      save.mutate(
        { body: perkInputOf(draft, timezone, currency) },
        { onSuccess: (created) => navigate(`/admin/perks/${created.id}`) },
      );
  };
  const guestPass = draft.kind === "guest_pass";

  return (
    <form className="crest-admin-form" onSubmit={submit}>
      <SelectField
        labelId="admin.perks.field.kind"
        value={draft.kind}
        onChange={(value) => change("kind", value as PerkDraft["kind"])}
        disabled={readOnly || Boolean(definition)}
        options={PERK_KINDS.map((kind) => ({
          value: kind,
          label: intl.formatMessage({ id: `admin.perks.kind.${kind}` }),
        }))}
      />
      <TextField labelId="admin.perks.field.name" required {...text("name")} />
      <TextField labelId="admin.perks.field.description" multiline {...text("description")} />
      <TextField labelId="admin.perks.field.finePrint" multiline {...text("finePrint")} />
      {guestPass ? null : (
        <fieldset className="crest-admin-fieldset">
          <legend>{intl.formatMessage({ id: "admin.perks.value" })}</legend>
          <SelectField
            labelId="admin.perks.field.valueKind"
            value={draft.valueKind}
            onChange={(value) => change("valueKind", value as PerkDraft["valueKind"])}
            disabled={readOnly}
            options={(["amount", "percent"] as const).map((kind) => ({
              value: kind,
              label: intl.formatMessage({ id: `admin.perks.valueKind.${kind}` }, { currency }),
            }))}
          />
          <TextField
            labelId={draft.valueKind === "percent" ? "admin.perks.field.percent" : "admin.perks.field.amount"}
            type="number"
            min={0}
            required
            value={draft.value}
            onChange={(value) => change("value", value)}
            disabled={readOnly}
          />
        </fieldset>
      )}
      {guestPass ? null : (
        <fieldset className="crest-admin-fieldset">
          <legend>{intl.formatMessage({ id: "admin.perks.appliesToLegend" })}</legend>
          <AppliesToFields
            value={draft.appliesTo}
            onChange={(appliesTo) => change("appliesTo", appliesTo)}
            disabled={readOnly}
          />
        </fieldset>
      )}
      <fieldset className="crest-admin-fieldset">
        <legend>{intl.formatMessage({ id: "admin.perks.validity" })}</legend>
        <TextField
          labelId="admin.perks.field.daysValid"
          helpId="admin.perks.field.daysValidHelp"
          type="number"
          min={1}
          value={draft.daysValid}
          onChange={(value) => change("daysValid", value)}
          disabled={readOnly}
        />
        <TextField
          labelId="admin.perks.field.dateCutoff"
          helpId="admin.perks.field.dateCutoffHelp"
          type="datetime-local"
          value={draft.dateCutoff}
          onChange={(value) => change("dateCutoff", value)}
          disabled={readOnly}
        />
      </fieldset>
      <fieldset className="crest-admin-fieldset">
        <legend>{intl.formatMessage({ id: "admin.perks.using" })}</legend>
        <CheckField
          labelId="admin.perks.field.transferable"
          checked={draft.transferable}
          onChange={(checked) => change("transferable", checked)}
          disabled={readOnly}
        />
        <CheckField
          labelId="admin.perks.field.allowSending"
          checked={draft.allowSending}
          onChange={(checked) => change("allowSending", checked)}
          disabled={readOnly}
        />
        <SelectField
          labelId="admin.perks.field.scanFormat"
          value={draft.scanFormat}
          onChange={(value) => change("scanFormat", value as PerkDraft["scanFormat"])}
          disabled={readOnly}
          options={SCAN_FORMATS.map((format) => ({
            value: format,
            label: intl.formatMessage({ id: `admin.perks.scanFormat.${format}` }),
          }))}
        />
        <p>
          {intl.formatMessage({
            id: definition?.requiresPin ? "admin.perks.pinSet" : "admin.perks.pinNone",
          })}
        </p>
        {readOnly ? null : (
          <TextField
            labelId="admin.perks.field.pin"
            helpId="admin.perks.field.pinHelp"
            type="password"
            value={draft.pin}
            onChange={(value) => change("pin", value)}
            disabled={draft.removePin}
          />
        )}
        {definition?.requiresPin && !readOnly ? (
          <CheckField
            labelId="admin.perks.field.removePin"
            checked={draft.removePin}
            onChange={(checked) => change("removePin", checked)}
          />
        ) : null}
      </fieldset>
      <fieldset className="crest-admin-fieldset">
        <legend>{intl.formatMessage({ id: "admin.perks.colours" })}</legend>
        <ColourField
          labelId="admin.perks.field.backgroundColor"
          value={draft.backgroundColor}
          onChange={(value) => change("backgroundColor", value)}
          disabled={readOnly}
        />
        <ColourField
          labelId="admin.perks.field.foregroundColor"
          value={draft.foregroundColor}
          onChange={(value) => change("foregroundColor", value)}
          disabled={readOnly}
        />
      </fieldset>
      {save.error ? <ErrorAlert error={save.error} /> : null}
      {saved ? (
        <Alert type="success" role="status" title={intl.formatMessage({ id: "admin.perks.saved" })} />
      ) : null}
      {readOnly ? null : (
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {intl.formatMessage({ id: definition ? "admin.perks.save" : "admin.perks.create" })}
        </Button>
      )}
    </form>
  );
}

/** A colour as the browser's own picker edits it. */
function ColourField({
  labelId,
  value,
  onChange,
  disabled,
}: {
  labelId: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}) {
  const intl = useIntl();
  return (
    <div className="crest-admin-field">
      <label>
        {intl.formatMessage({ id: labelId })}{" "}
        <input
          type="color"
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}
