import { type StaffResource, staffBookingEndpoints } from "@crest/domain";
import { Alert, Button } from "antd";
import { type FormEvent, useId, useState } from "react";
import { useIntl } from "react-intl";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { useStaffUser } from "../api/get-staff-user.ts";
import { useClubIntl } from "../components/club-intl.ts";
import { staffCan } from "../components/staff-can.ts";
import { useSetSchedule } from "./bookings-api.ts";
import { scheduleDraftOf, scheduleOf } from "./schedule-draft.ts";
import { ScheduleFields } from "./schedule-fields.tsx";

/** The resource's weekly schedule and terms; saving changes the slots members see at once. */
export function ScheduleSection({ resource }: { resource: StaffResource }) {
  const intl = useIntl();
  const id = useId();
  const staff = useStaffUser().data;
  const { currency } = useClubIntl();
  const [draft, setDraft] = useState(() => scheduleDraftOf(resource.schedule, currency));
  const [saved, setSaved] = useState(false);
  const save = useSetSchedule(resource.id);
  const readOnly = !staffCan(staff, staffBookingEndpoints.setSchedule);
  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    save.mutate(scheduleOf(draft, currency), { onSuccess: () => setSaved(true) });
  };
  return (
    <section className="crest-admin-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{intl.formatMessage({ id: "admin.bookings.schedule.title" })}</h2>
      <p>{intl.formatMessage({ id: "admin.bookings.schedule.zone" }, { zone: resource.timezoneId })}</p>
      <form
        className="crest-admin-form"
        aria-label={intl.formatMessage({ id: "admin.bookings.schedule.title" })}
        onSubmit={submit}
      >
        <ScheduleFields
          draft={draft}
          onChange={(next) => {
            setSaved(false);
            setDraft(next);
          }}
          disabled={readOnly}
        />
        {save.error ? <ErrorAlert error={save.error} /> : null}
        {saved ? (
          <Alert
            type="success"
            role="status"
            title={intl.formatMessage({ id: "admin.bookings.schedule.saved" })}
          />
        ) : null}
        {readOnly ? null : (
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {intl.formatMessage({ id: "admin.bookings.schedule.save" })}
          </Button>
        )}
      </form>
    </section>
  );
}
