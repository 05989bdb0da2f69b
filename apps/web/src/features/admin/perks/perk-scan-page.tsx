import { type PerkScanResult, staffPerkEndpoints } from "@crest/domain";
import { Alert, Button } from "antd";
import { type FormEvent, useId, useState } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { isApiError } from "../../../lib/api-error.ts";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { useStaffUser } from "../api/get-staff-user.ts";
import { useClubIntl } from "../components/club-intl.ts";
import { staffCan } from "../components/staff-can.ts";
import "../events/events.css";
import { useScanPerk } from "./perks-api.ts";

/** When an "already redeemed" refusal says the first scan was, if it says. */
function firstScanOf(error: unknown): Date | null {
  if (!isApiError(error) || error.code !== "perk_already_redeemed") return null;
  const details = error.body.errorDetails;
  const when = (Array.isArray(details) ? details : details ? [details] : []).find(
    (detail) => detail.field === "scannedOn",
  )?.details;
  return when ? new Date(when) : null;
}

/**
 * The front desk's perk check at /admin/perks/scan: a pass's serial, typed or from a scanner
 * that types it and presses Enter, and the definition's pin when it asks one. Each answer is
 * said plainly: redeemed (what and whose), already redeemed (when), not usable, no such pass.
 */
export function PerkScanPage() {
  const intl = useIntl();
  const id = useId();
  const staff = useStaffUser().data;
  const { format } = useClubIntl();
  const scan = useScanPerk();
  const [serial, setSerial] = useState("");
  const [pin, setPin] = useState("");
  const [answer, setAnswer] = useState<PerkScanResult | null>(null);
  const allowed = staffCan(staff, staffPerkEndpoints.scan);
  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    setAnswer(null);
    scan.mutate(
      { serial: serial.trim().toUpperCase(), ...(pin.trim() ? { pin: pin.trim() } : {}) },
      {
        onSuccess: (result) => {
          setAnswer(result);
          setSerial("");
          setPin("");
        },
      },
    );
  };
  const firstScan = firstScanOf(scan.error);
  const unknown = isApiError(scan.error) && scan.error.status === 404;
  const wrongPin = isApiError(scan.error) && scan.error.status === 400;

  return (
    <div className="crest-admin-page">
      <h1 tabIndex={-1}>{intl.formatMessage({ id: "admin.perks.scanTitle" })}</h1>
      <p>
        <Link to="/admin/perks">{intl.formatMessage({ id: "admin.perks.back" })}</Link>
      </p>
      {allowed ? null : <p>{intl.formatMessage({ id: "admin.perks.scanReadOnly" })}</p>}
      <form className="crest-admin-form" onSubmit={submit}>
        <div className="crest-admin-field">
          <label htmlFor={`${id}-serial`}>{intl.formatMessage({ id: "admin.perks.serial" })}</label>
          <p id={`${id}-help`} className="crest-admin-field__help">
            {intl.formatMessage({ id: "admin.perks.serialHelp" })}
          </p>
          <input
            id={`${id}-serial`}
            className="crest-admin-input"
            value={serial}
            required
            minLength={4}
            autoComplete="off"
            disabled={!allowed}
            aria-describedby={`${id}-help`}
            onChange={(changed) => setSerial(changed.target.value)}
          />
        </div>
        <div className="crest-admin-field">
          <label htmlFor={`${id}-pin`}>{intl.formatMessage({ id: "admin.perks.scanPin" })}</label>
          <p id={`${id}-pin-help`} className="crest-admin-field__help">
            {intl.formatMessage({ id: "admin.perks.scanPinHelp" })}
          </p>
          <input
            id={`${id}-pin`}
            className="crest-admin-input"
            type="password"
            inputMode="numeric"
            value={pin}
            autoComplete="off"
            disabled={!allowed}
            aria-describedby={`${id}-pin-help`}
            onChange={(changed) => setPin(changed.target.value)}
          />
        </div>
        {allowed ? (
          <Button type="primary" htmlType="submit" loading={scan.isPending}>
            {intl.formatMessage({ id: "admin.perks.scanSubmit" })}
          </Button>
        ) : null}
      </form>
      <div aria-live="polite">
        {answer ? (
          <Alert
            type="success"
            showIcon
            title={intl.formatMessage(
              { id: "admin.perks.redeemed" },
              {
                serial: answer.pass.serial,
                name: answer.pass.name,
                who: answer.pass.owner?.fullName ?? intl.formatMessage({ id: "admin.perks.noHolder" }),
              },
            )}
          />
        ) : null}
      </div>
      {firstScan ? (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={intl.formatMessage(
            { id: "admin.perks.alreadyRedeemed" },
            { when: format.dateTime(firstScan) },
          )}
        />
      ) : unknown ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={intl.formatMessage({ id: "admin.perks.unknownPass" })}
        />
      ) : wrongPin ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={intl.formatMessage({ id: "admin.perks.wrongPin" })}
        />
      ) : scan.error ? (
        <ErrorAlert error={scan.error} />
      ) : null}
    </div>
  );
}
