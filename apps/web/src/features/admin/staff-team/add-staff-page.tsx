import { type AddedClubStaff, STAFF_LEVELS, type StaffLevel } from "@crest/domain";
import { Alert, Button } from "antd";
import { type FormEvent, useState } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { SelectField, TextField } from "../events/form-fields.tsx";
import { levelLabelId, OwnersOnly } from "./owners-only.tsx";
import { useAddStaff } from "./staff-team-api.ts";

/**
 * Adding a person at /admin/staff/new (owners only): e-mail, first and last name, level. A new
 * account's first password is shown here once, to hand over (only its hash is kept); someone
 * already on staff at another club keeps their password and gains this club.
 */
export function AddStaffPage() {
  return (
    <OwnersOnly titleId="admin.staff.addTitle">
      <AddStaff />
    </OwnersOnly>
  );
}

const EMPTY = { email: "", firstName: "", lastName: "", permissionLevel: "viewer" as StaffLevel };

function AddStaff() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const add = useAddStaff();
  const [draft, setDraft] = useState(EMPTY);
  const [added, setAdded] = useState<AddedClubStaff | null>(null);
  const set = (key: keyof typeof EMPTY) => (value: string) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(draft, {
      onSuccess: (result) => {
        setAdded(result);
        setDraft(EMPTY);
      },
    });
  };
  return (
    <div className="crest-admin-page">
      <h1 tabIndex={-1}>{t("admin.staff.addTitle")}</h1>
      <p>
        <Link to="/admin/staff">{t("admin.staff.back")}</Link>
      </p>
      {added ? <AddedNotice added={added} /> : null}
      <form className="crest-admin-form" onSubmit={submit} aria-label={t("admin.staff.addForm")}>
        <p>{t("admin.staff.addIntro")}</p>
        <TextField
          labelId="admin.staff.email"
          type="text"
          value={draft.email}
          onChange={set("email")}
          required
        />
        <TextField
          labelId="admin.staff.firstName"
          value={draft.firstName}
          onChange={set("firstName")}
          required
        />
        <TextField
          labelId="admin.staff.lastName"
          value={draft.lastName}
          onChange={set("lastName")}
          required
        />
        <SelectField
          labelId="admin.staff.levelField"
          value={draft.permissionLevel}
          onChange={set("permissionLevel")}
          options={STAFF_LEVELS.map((value) => ({ value, label: t(levelLabelId(value)) }))}
        />
        <p className="crest-admin-help">{t(`admin.staff.levelHelp.${draft.permissionLevel}`)}</p>
        {add.error ? <ErrorAlert error={add.error} /> : null}
        <div className="crest-admin-actions">
          <Button type="primary" htmlType="submit" loading={add.isPending}>
            {t("admin.staff.addSubmit")}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** What adding did: a new account's password, this once, or an existing account's new club. */
function AddedNotice({ added }: { added: AddedClubStaff }) {
  const intl = useIntl();
  const { member, oneTimePassword } = added;
  const values = {
    name: `${member.firstName} ${member.lastName}`,
    email: member.email,
    level: intl.formatMessage({ id: levelLabelId(member.permissionLevel) }),
  };
  return (
    <Alert
      type="success"
      role="status"
      title={intl.formatMessage({ id: "admin.staff.added" }, values)}
      description={
        <>
          {oneTimePassword ? (
            <p>
              {intl.formatMessage({ id: "admin.staff.oneTimePassword" }, values)}{" "}
              <code className="crest-admin-staff__password">{oneTimePassword}</code>
            </p>
          ) : (
            <p>{intl.formatMessage({ id: "admin.staff.existingAccount" }, values)}</p>
          )}
          <Link to={`/admin/staff/${member.staffUserId}`}>
            {intl.formatMessage({ id: "admin.staff.openPerson" }, values)}
          </Link>
        </>
      }
    />
  );
}
