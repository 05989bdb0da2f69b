import type { ConfigChange, ConfigValue } from "@crest/domain";
import { useIntl } from "react-intl";

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

function Value({ value }: { value: ConfigValue }) {
  const intl = useIntl();
  if (value === null)
    return (
      <span className="crest-admin-changes__none">{intl.formatMessage({ id: "admin.changes.none" })}</span>
    );
  if (typeof value === "boolean")
    return <>{intl.formatMessage({ id: value ? "admin.changes.on" : "admin.changes.off" })}</>;
  const text = String(value);
  return (
    <span className="crest-admin-changes__value">
      {HEX.test(text) ? (
        <span className="crest-admin-swatch" style={{ background: text }} aria-hidden="true" />
      ) : null}
      <span>{text}</span>
    </span>
  );
}

/** A save's field-level changes: each field by its path, with its value before and after. */
export function ChangeList({
  changes,
  captionId,
  values,
}: {
  changes: ConfigChange[];
  captionId: string;
  values?: Record<string, string | number>;
}) {
  const intl = useIntl();
  if (changes.length === 0) return <p>{intl.formatMessage({ id: "admin.changes.empty" })}</p>;
  return (
    <table className="crest-admin-changes">
      <caption>{intl.formatMessage({ id: captionId }, values)}</caption>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage({ id: "admin.changes.field" })}</th>
          <th scope="col">{intl.formatMessage({ id: "admin.changes.before" })}</th>
          <th scope="col">{intl.formatMessage({ id: "admin.changes.after" })}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.path}>
            <th scope="row">
              <code>{change.path}</code>
            </th>
            <td>
              <Value value={change.before} />
            </td>
            <td>
              <Value value={change.after} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
