/**
 * The events screens' inputs: native controls with a catalogue label each, so the keyboard and
 * the browser's own checks (required, number ranges) work as members of staff expect.
 */
import { useId } from "react";
import { useIntl } from "react-intl";
import { Field } from "../theme-editor/fields.tsx";

interface Base {
  labelId: string;
  disabled?: boolean;
  helpId?: string;
}

/** A text, number or date-time input. */
export function TextField({
  labelId,
  helpId,
  disabled,
  value,
  onChange,
  type = "text",
  required,
  multiline,
  min,
}: Base & {
  value: string;
  onChange: (value: string) => void;
  type?: "text" | "number" | "date" | "datetime-local" | "password";
  required?: boolean;
  multiline?: boolean;
  min?: number;
}) {
  const id = useId();
  const shared = {
    id,
    className: "crest-admin-input",
    value,
    disabled,
    required,
    "aria-describedby": helpId ? `${id}-help` : undefined,
  };
  return (
    <Field id={id} labelId={labelId} helpId={helpId}>
      {multiline ? (
        <textarea {...shared} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...shared}
          type={type}
          min={min}
          step={type === "number" ? "any" : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

/** An on/off choice. */
export function CheckField({
  labelId,
  disabled,
  checked,
  onChange,
}: Base & { checked: boolean; onChange: (checked: boolean) => void }) {
  const intl = useIntl();
  return (
    <div className="crest-admin-field crest-admin-field--check">
      <label>
        <input
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
        />{" "}
        {intl.formatMessage({ id: labelId })}
      </label>
    </div>
  );
}

/** One of a few options, each with its label already worded. */
export function SelectField({
  labelId,
  disabled,
  value,
  onChange,
  options,
}: Base & { value: string; onChange: (value: string) => void; options: { value: string; label: string }[] }) {
  const id = useId();
  return (
    <Field id={id} labelId={labelId}>
      <select
        id={id}
        className="crest-admin-select"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
