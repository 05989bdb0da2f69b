import { type StaffMemberDetail, type StaffUser, staffMemberEndpoints } from "@crest/domain";
import { Button, Switch } from "antd";
import { useState } from "react";
import { useIntl } from "react-intl";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { staffCan } from "../components/staff-can.ts";
import { useSendMemberMail, useSetMemberFlags, useViewAsMember } from "./members-api.ts";

/**
 * What staff may do for the member, as far as their level reaches: resend the activation or a
 * reset mail and open the read-only member view (front desk), set the flags (managers). Each
 * outcome is said in the status line; a refusal in the error catalogue's words.
 */
export function MemberActions({
  member,
  staff,
}: {
  member: StaffMemberDetail;
  staff: StaffUser | undefined;
}) {
  const intl = useIntl();
  const customerId = member.account.id;
  const mail = useSendMemberMail();
  const flags = useSetMemberFlags();
  const viewAs = useViewAsMember();
  const [status, setStatus] = useState("");
  const [failure, setFailure] = useState<unknown>(null);
  const [viewOpen, setViewOpen] = useState(false);
  const frontDesk = staffCan(staff, staffMemberEndpoints.resetMail);
  const manager = staffCan(staff, staffMemberEndpoints.setFlags);

  /** Runs an action, then says how it went. */
  const run = async (action: () => Promise<unknown>, doneId: string) => {
    setStatus("");
    setFailure(null);
    try {
      await action();
      setStatus(intl.formatMessage({ id: doneId }, { email: member.account.email }));
    } catch (error) {
      setFailure(error);
    }
  };

  // The tab is opened in the click itself (a browser blocks one opened after an await), then
  // sent to the member app once the read-only session is set; closed again if it was refused.
  const openView = () => {
    const tab = window.open("about:blank", "_blank");
    if (tab) tab.opener = null;
    void run(async () => {
      try {
        await viewAs.mutateAsync(customerId);
      } catch (error) {
        tab?.close();
        throw error;
      }
      setViewOpen(true);
      if (tab) tab.location.href = "/";
    }, "admin.member.viewAsDone");
  };

  return (
    <section
      className="crest-admin-member__actions"
      aria-label={intl.formatMessage({ id: "admin.member.actions" })}
    >
      <h2>{intl.formatMessage({ id: "admin.member.actions" })}</h2>
      {frontDesk ? (
        <div className="crest-admin-member__buttons">
          {member.activated ? null : (
            <Button
              loading={mail.isPending && mail.variables?.kind === "activation"}
              onClick={() =>
                void run(
                  () => mail.mutateAsync({ customerId, kind: "activation" }),
                  "admin.member.activationSent",
                )
              }
            >
              {intl.formatMessage({ id: "admin.member.sendActivation" })}
            </Button>
          )}
          <Button
            loading={mail.isPending && mail.variables?.kind === "reset"}
            onClick={() =>
              void run(() => mail.mutateAsync({ customerId, kind: "reset" }), "admin.member.resetSent")
            }
          >
            {intl.formatMessage({ id: "admin.member.sendReset" })}
          </Button>
          <Button loading={viewAs.isPending} onClick={openView} aria-describedby="admin-view-as-help">
            {intl.formatMessage({ id: "admin.member.viewAs" })}
          </Button>
          <p id="admin-view-as-help" className="crest-admin-help">
            {intl.formatMessage({ id: "admin.member.viewAsHelp" })}
          </p>
        </div>
      ) : null}
      {manager ? (
        <fieldset className="crest-admin-member__flags">
          <legend>{intl.formatMessage({ id: "admin.member.flags" })}</legend>
          <FlagSwitch
            labelId="admin.member.houseAccount"
            checked={member.account.houseAccountEnabled}
            busy={flags.isPending}
            onChange={(houseAccountEnabled) =>
              void run(
                () => flags.mutateAsync({ customerId, flags: { houseAccountEnabled } }),
                "admin.member.flagsSaved",
              )
            }
          />
          <FlagSwitch
            labelId="admin.member.mustChangePassword"
            checked={member.account.flag === "changepw"}
            busy={flags.isPending}
            onChange={(mustChangePassword) =>
              void run(
                () => flags.mutateAsync({ customerId, flags: { mustChangePassword } }),
                "admin.member.flagsSaved",
              )
            }
          />
        </fieldset>
      ) : null}
      <p role="status">{status}</p>
      {viewOpen ? (
        <p>
          <a href="/" target="_blank" rel="noopener">
            {intl.formatMessage({ id: "admin.member.viewAsLink" })}
          </a>
        </p>
      ) : null}
      {failure ? <ErrorAlert error={failure} /> : null}
    </section>
  );
}

function FlagSwitch({
  labelId,
  checked,
  busy,
  onChange,
}: {
  labelId: string;
  checked: boolean;
  busy: boolean;
  onChange: (on: boolean) => void;
}) {
  const intl = useIntl();
  const id = `admin-flag-${labelId.replaceAll(".", "-")}`;
  return (
    <div className="crest-admin-member__flag">
      <Switch id={id} checked={checked} loading={busy} onChange={onChange} />
      <label htmlFor={id}>{intl.formatMessage({ id: labelId })}</label>
    </div>
  );
}
