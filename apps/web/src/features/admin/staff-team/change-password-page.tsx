import { Alert, Button } from "antd";
import { type FormEvent, useState } from "react";
import { useIntl } from "react-intl";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { TextField } from "../events/form-fields.tsx";
import { useChangeOwnPassword } from "./staff-team-api.ts";

/**
 * Changing one's own password at /admin/password, for every level (the header links to it): the
 * current one, then the new one twice. The member's password rules apply (the server says which
 * is broken); the staff member's other sessions are signed out.
 */
export function ChangePasswordPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const change = useChangeOwnPassword();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [again, setAgain] = useState("");
  const [mismatch, setMismatch] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.reset();
    const differs = next !== again;
    setMismatch(differs);
    if (differs) return;
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: () => {
          setCurrent("");
          setNext("");
          setAgain("");
        },
      },
    );
  };
  return (
    <div className="crest-admin-page">
      <h1 tabIndex={-1}>{t("admin.password.title")}</h1>
      {change.isSuccess ? <Alert type="success" role="status" title={t("admin.password.changed")} /> : null}
      <form className="crest-admin-form" onSubmit={submit} aria-label={t("admin.password.form")}>
        <TextField
          labelId="admin.password.current"
          type="password"
          value={current}
          onChange={setCurrent}
          required
        />
        <TextField
          labelId="admin.password.new"
          helpId="admin.password.rule"
          type="password"
          value={next}
          onChange={setNext}
          required
        />
        <TextField
          labelId="admin.password.again"
          type="password"
          value={again}
          onChange={setAgain}
          required
        />
        {mismatch ? <Alert type="error" role="alert" title={t("admin.password.mismatch")} /> : null}
        {change.error ? <ErrorAlert error={change.error} /> : null}
        <div className="crest-admin-actions">
          <Button type="primary" htmlType="submit" loading={change.isPending}>
            {t("admin.password.submit")}
          </Button>
        </div>
      </form>
    </div>
  );
}
