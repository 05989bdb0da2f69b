/**
 * The theme editor's inputs, each bound to one path of the draft and labelled with a catalogue
 * message: text, lines, number, on/off, colour (typed as #rrggbb or picked) and a choice.
 */
import { Input, InputNumber, Switch } from "antd";
import { type ReactNode, useId } from "react";
import { useIntl } from "react-intl";
import { type DraftPath, useDraft, valueAt } from "./draft.ts";

interface FieldProps {
  path: DraftPath;
  labelId: string;
  /** An explanation under the label. */
  helpId?: string;
}

/** A field's id, its value in the draft, its setter and the id of its help, if any. */
function useField(path: DraftPath, helpId: string | undefined) {
  const { draft, change } = useDraft();
  const id = useId();
  return {
    id,
    value: valueAt(draft, path),
    set: (next: unknown) => change(path, next),
    describedBy: helpId ? `${id}-help` : undefined,
  };
}

/** The label and the help under it. */
function LabelText({ id, labelId, helpId }: { id: string; labelId: string; helpId?: string | undefined }) {
  const intl = useIntl();
  return (
    <>
      <label htmlFor={id}>{intl.formatMessage({ id: labelId })}</label>
      {helpId ? (
        <p id={`${id}-help`} className="crest-admin-field__help">
          {intl.formatMessage({ id: helpId })}
        </p>
      ) : null}
    </>
  );
}

/** A labelled field of admin mode: the label, its help, then the control given. */
export function Field({
  id,
  labelId,
  helpId,
  children,
}: {
  id: string;
  labelId: string;
  helpId?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="crest-admin-field">
      <LabelText id={id} labelId={labelId} helpId={helpId} />
      {children}
    </div>
  );
}

/** A text field; `optional` ones left blank are removed, so their default applies. */
export function TextField({
  path,
  labelId,
  helpId,
  optional,
  multiline,
}: FieldProps & { optional?: boolean; multiline?: boolean }) {
  const { id, value, set, describedBy } = useField(path, helpId);
  const text = typeof value === "string" || typeof value === "number" ? String(value) : "";
  const props = {
    id,
    "aria-describedby": describedBy,
    value: text,
    onChange: (event: { target: { value: string } }) =>
      set(optional && event.target.value === "" ? undefined : event.target.value),
  };
  return (
    <Field id={id} labelId={labelId} helpId={helpId}>
      {multiline ? <Input.TextArea {...props} autoSize={{ minRows: 2, maxRows: 8 }} /> : <Input {...props} />}
    </Field>
  );
}

/** Lines of text as a list (one item a line): font addresses. */
export function LinesField({ path, labelId, helpId }: FieldProps) {
  const { id, value, set, describedBy } = useField(path, helpId);
  const lines = (text: string) => text.split("\n");
  return (
    <Field id={id} labelId={labelId} helpId={helpId}>
      <Input.TextArea
        id={id}
        aria-describedby={describedBy}
        value={Array.isArray(value) ? value.join("\n") : ""}
        autoSize={{ minRows: 2, maxRows: 6 }}
        onChange={(event) => set(lines(event.target.value))}
        onBlur={(event) =>
          set(
            lines(event.target.value)
              .map((line) => line.trim())
              .filter(Boolean),
          )
        }
      />
    </Field>
  );
}

/** A whole number; left blank, its default applies. */
export function NumberField({
  path,
  labelId,
  helpId,
  min,
  max,
}: FieldProps & { min?: number; max?: number }) {
  const { id, value, set, describedBy } = useField(path, helpId);
  return (
    <Field id={id} labelId={labelId} helpId={helpId}>
      <InputNumber
        id={id}
        aria-describedby={describedBy}
        value={typeof value === "number" ? value : null}
        min={min}
        max={max}
        precision={0}
        onChange={(next) => set(next ?? undefined)}
      />
    </Field>
  );
}

/** On or off. */
export function SwitchField({ path, labelId, helpId }: FieldProps) {
  const { id, value, set, describedBy } = useField(path, helpId);
  return (
    <div className="crest-admin-field crest-admin-field--inline">
      <Switch
        id={id}
        checked={value === true}
        onChange={(checked) => set(checked)}
        aria-describedby={describedBy}
      />
      <div>
        <LabelText id={id} labelId={labelId} helpId={helpId} />
      </div>
    </div>
  );
}

/** One of a few values (a native select: the same with keyboard, screen reader and pointer). */
export function ChoiceField({
  path,
  labelId,
  helpId,
  options,
  optional,
}: FieldProps & { options: { value: string; label: string }[]; optional?: boolean }) {
  const intl = useIntl();
  const { id, value, set, describedBy } = useField(path, helpId);
  return (
    <Field id={id} labelId={labelId} helpId={helpId}>
      <select
        id={id}
        className="crest-admin-select"
        aria-describedby={describedBy}
        value={typeof value === "string" ? value : ""}
        onChange={(event) => set(optional && event.target.value === "" ? undefined : event.target.value)}
      >
        {optional ? <option value="">{intl.formatMessage({ id: "admin.field.none" })}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * A colour, typed (#rrggbb, or any CSS colour the schema takes) or picked with the browser's
 * colour picker. `optional` ones left blank are removed (a named colour falls back).
 */
export function ColorField({ path, labelId, helpId, optional }: FieldProps & { optional?: boolean }) {
  const intl = useIntl();
  const { id, value, set, describedBy } = useField(path, helpId);
  const text = typeof value === "string" ? value : "";
  return (
    <Field id={id} labelId={labelId} helpId={helpId}>
      <div className="crest-admin-color">
        <input
          type="color"
          className="crest-admin-color__picker"
          aria-label={intl.formatMessage(
            { id: "admin.field.colorPicker" },
            { name: intl.formatMessage({ id: labelId }) },
          )}
          value={HEX.test(text) ? text.toLowerCase() : "#000000"}
          onChange={(event) => set(event.target.value)}
        />
        <Input
          id={id}
          aria-describedby={describedBy}
          value={text}
          spellCheck={false}
          onChange={(event) =>
            set(optional && event.target.value === "" ? undefined : event.target.value.trim())
          }
        />
      </div>
    </Field>
  );
}
