import { type StaffResource, staffBookingEndpoints } from "@crest/domain";
import { Button } from "antd";
import { type FormEvent, useId, useState } from "react";
import { useIntl } from "react-intl";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { useStaffUser } from "../api/get-staff-user.ts";
import { staffCan } from "../components/staff-can.ts";
import { TextField } from "../events/form-fields.tsx";
import { useAddBlackout, useRemoveBlackout } from "./bookings-api.ts";

/** Days the resource is closed (a private function, a holiday): no slots on them. */
export function BlackoutsSection({ resource }: { resource: StaffResource }) {
  const intl = useIntl();
  const id = useId();
  const staff = useStaffUser().data;
  const add = useAddBlackout(resource.id);
  const remove = useRemoveBlackout(resource.id);
  const [date, setDate] = useState("");
  const [reason, setReason] = useState("");
  const days = [...resource.blackouts].sort((a, b) => a.date.localeCompare(b.date));
  const dayText = (iso: string) =>
    intl.formatDate(`${iso}T12:00:00Z`, { dateStyle: "full", timeZone: "UTC" });
  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    add.mutate({ date, reason: reason.trim() }, { onSuccess: () => setReason("") });
  };
  return (
    <section className="crest-admin-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{intl.formatMessage({ id: "admin.bookings.blackouts.title" })}</h2>
      {days.length === 0 ? (
        <p>{intl.formatMessage({ id: "admin.bookings.blackouts.none" })}</p>
      ) : (
        <ul className="crest-admin-cards">
          {days.map((day) => (
            <li key={day.id}>
              <strong>{dayText(day.date)}</strong>
              {day.reason ? ` · ${day.reason}` : null}
              {staffCan(staff, staffBookingEndpoints.removeBlackout) ? (
                <p>
                  <Button
                    onClick={() => remove.mutate(day.id)}
                    loading={remove.isPending && remove.variables === day.id}
                  >
                    {intl.formatMessage(
                      { id: "admin.bookings.blackouts.remove" },
                      { day: dayText(day.date) },
                    )}
                  </Button>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {remove.error ? <ErrorAlert error={remove.error} /> : null}
      {staffCan(staff, staffBookingEndpoints.addBlackout) ? (
        <form
          className="crest-admin-form crest-admin-form--inline"
          aria-label={intl.formatMessage({ id: "admin.bookings.blackouts.add" })}
          onSubmit={submit}
        >
          <TextField
            labelId="admin.bookings.blackouts.date"
            type="date"
            required
            value={date}
            onChange={setDate}
          />
          <TextField labelId="admin.bookings.blackouts.reason" value={reason} onChange={setReason} />
          <Button htmlType="submit" loading={add.isPending}>
            {intl.formatMessage({ id: "admin.bookings.blackouts.add" })}
          </Button>
        </form>
      ) : null}
      {add.error ? <ErrorAlert error={add.error} /> : null}
    </section>
  );
}
