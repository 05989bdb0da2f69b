import { type ClubStaffMember, STAFF_LEVELS, type StaffLevel } from "@crest/domain";
import { Button, ConfigProvider, Modal, type ThemeConfig } from "antd";
import { type FormEvent, useState } from "react";
import { useIntl } from "react-intl";
import { useNavigate, useParams } from "react-router";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { useClubIntl } from "../components/club-intl.ts";
import { EditorPage } from "../components/editor-page.tsx";
import { SaveActions } from "../components/save-actions.tsx";
import { SelectField } from "../events/form-fields.tsx";
import { levelLabelId, OwnersOnly } from "./owners-only.tsx";
import { useClubStaffMember, useRemoveStaff, useSetStaffLevel } from "./staff-team-api.ts";

/** antd's red is 3.3:1 on white: the removal takes a darker one (WCAG AA), as the directory's does. */
const DANGER_THEME: ThemeConfig = {
  token: { colorError: "#b42318", colorErrorHover: "#912018", colorErrorActive: "#7a1a14" },
};

/**
 * One person's access at /admin/staff/:staffUserId (owners only): who they are, their level here
 * (changed with Save Level) and Remove Access, asked first. One's own access is another owner's to
 * change, so one's own page shows it without the form.
 */
export function StaffPersonPage() {
  return (
    <OwnersOnly titleId="admin.staff.personTitle">
      <StaffPerson />
    </OwnersOnly>
  );
}

function StaffPerson() {
  const { staffUserId } = useParams();
  const person = useClubStaffMember(staffUserId, true);
  return (
    <EditorPage
      editing
      query={person}
      backTo="/admin/staff"
      ids={{
        newTitle: "admin.staff.personTitle",
        editTitle: "admin.staff.personTitle",
        back: "admin.staff.back",
        notFound: "admin.staff.notFound",
      }}
      title={(member) => `${member.firstName} ${member.lastName}`}
    >
      {(member) => (member ? <PersonForm key={member.staffUserId} member={member} /> : null)}
    </EditorPage>
  );
}

function PersonForm({ member }: { member: ClubStaffMember }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const club = useClubIntl();
  const setLevel = useSetStaffLevel(member.staffUserId);
  const [level, setDraft] = useState<StaffLevel>(member.permissionLevel);
  const [saved, setSaved] = useState("");
  const own = club.staff?.userId === member.staffUserId;
  const name = `${member.firstName} ${member.lastName}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved("");
    setLevel.mutate(level, {
      onSuccess: (result) =>
        setSaved(
          intl.formatMessage(
            { id: "admin.staff.levelSaved" },
            { name, level: t(levelLabelId(result.permissionLevel)) },
          ),
        ),
    });
  };
  return (
    <>
      <dl className="crest-admin-facts">
        <dt>{t("admin.staff.email")}</dt>
        <dd>{member.email}</dd>
        <dt>{t("admin.staff.lastSignIn")}</dt>
        <dd>
          {member.lastSignedInAt ? club.format.dateTime(member.lastSignedInAt) : t("admin.staff.never")}
        </dd>
        <dt>{t("admin.staff.status")}</dt>
        <dd>{t(member.disabled ? "admin.staff.disabled" : "admin.staff.active")}</dd>
      </dl>
      {own ? (
        <p>
          {intl.formatMessage(
            { id: "admin.staff.ownAccess" },
            { level: t(levelLabelId(member.permissionLevel)) },
          )}
        </p>
      ) : (
        <form className="crest-admin-form" onSubmit={submit} aria-label={t("admin.staff.levelForm")}>
          <SelectField
            labelId="admin.staff.levelField"
            value={level}
            onChange={(next) => setDraft(next as StaffLevel)}
            options={STAFF_LEVELS.map((value) => ({ value, label: t(levelLabelId(value)) }))}
          />
          <p className="crest-admin-help">{t(`admin.staff.levelHelp.${level}`)}</p>
          <SaveActions
            saved={saved}
            saveError={setLevel.error}
            saving={setLevel.isPending}
            canSave
            saveLabelId="admin.staff.saveLevel"
          >
            <RemoveAccess member={member} />
          </SaveActions>
        </form>
      )}
    </>
  );
}

/** Takes the person's access to this club away after a confirmation that says what it does. */
function RemoveAccess({ member }: { member: ClubStaffMember }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const remove = useRemoveStaff(member.staffUserId);
  const [asking, setAsking] = useState(false);
  const name = `${member.firstName} ${member.lastName}`;
  return (
    <ConfigProvider theme={DANGER_THEME}>
      <Button danger onClick={() => setAsking(true)}>
        {intl.formatMessage({ id: "admin.staff.remove" })}
      </Button>
      <Modal
        open={asking}
        title={intl.formatMessage({ id: "admin.staff.removeTitle" }, { name })}
        okText={intl.formatMessage({ id: "admin.staff.removeConfirm" })}
        cancelText={intl.formatMessage({ id: "admin.staff.removeKeep" })}
        okButtonProps={{ danger: true, loading: remove.isPending }}
        onOk={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setAsking(false);
              navigate("/admin/staff", { state: { removed: name } });
            },
          })
        }
        onCancel={() => setAsking(false)}
      >
        <p>{intl.formatMessage({ id: "admin.staff.removeText" }, { name })}</p>
        {remove.error ? <ErrorAlert error={remove.error} /> : null}
      </Modal>
    </ConfigProvider>
  );
}
