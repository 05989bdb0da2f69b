import { type OpeningHours, type StaffResource, staffBookingEndpoints, WEEKDAYS } from "@crest/domain";
import { Button } from "antd";
import { type FormEvent, useId, useState } from "react";
import { useIntl } from "react-intl";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { useStaffUser } from "../api/get-staff-user.ts";
import { useClubIntl } from "../components/club-intl.ts";
import { HoursGrid } from "../components/hours-grid.tsx";
import { staffCan } from "../components/staff-can.ts";
import { TextField } from "../events/form-fields.tsx";
import { useAddUnit, useEditUnit, useRemoveUnit } from "./bookings-api.ts";

type Unit = StaffResource["units"][number];

/**
 * What is booked one booking at a time: a restaurant's tables (with their seats), a room, a
 * spa's therapists. Taking one out of service keeps its bookings and offers it no more; staff
 * can rename one, change its seats, give a therapist her own working hours inside the spa's, or
 * put it back in service.
 */
export function UnitsSection({ resource }: { resource: StaffResource }) {
  const intl = useIntl();
  const id = useId();
  const staff = useStaffUser().data;
  const add = useAddUnit(resource.id);
  const remove = useRemoveUnit(resource.id);
  const edit = useEditUnit(resource.id);
  const [editing, setEditing] = useState<string | null>(null);
  const mayEdit = staffCan(staff, staffBookingEndpoints.editUnit);
  const [name, setName] = useState("");
  const [seats, setSeats] = useState("2");
  /** What the last add or change did, said politely to screen readers. */
  const [done, setDone] = useState<{ messageId: string; name: string } | null>(null);
  const kind = resource.blockType;
  const dining = kind === "dining";
  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    setDone(null);
    add.mutate(
      { name: name.trim(), seats: kind === "spa" ? 1 : Number(seats) },
      {
        onSuccess: (unit) => {
          setDone({ messageId: "admin.bookings.units.added", name: unit.name });
          setName("");
        },
      },
    );
  };
  return (
    <section className="crest-admin-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{intl.formatMessage({ id: `admin.bookings.units.${kind}` })}</h2>
      {resource.units.length === 0 ? (
        <p>{intl.formatMessage({ id: "admin.bookings.units.none" })}</p>
      ) : (
        <ul className="crest-admin-cards">
          {resource.units.map((unit) => (
            <li key={unit.id}>
              <strong>{unit.name}</strong>{" "}
              {intl.formatMessage(
                { id: "admin.bookings.units.summary" },
                {
                  seats: kind === "spa" ? 0 : unit.seats,
                  state: intl.formatMessage({
                    id: unit.active ? "admin.bookings.units.active" : "admin.bookings.units.inactive",
                  }),
                },
              )}
              {unit.hours ? <WorkingHours hours={unit.hours} /> : null}
              {editing === unit.id ? (
                <UnitForm
                  unit={unit}
                  withSeats={kind !== "spa"}
                  withHours={kind === "spa"}
                  seatsLabelId={dining ? "admin.bookings.units.seats" : "admin.bookings.units.roomSeats"}
                  saving={edit.isPending}
                  onSave={(changes) =>
                    edit.mutate(
                      { unitId: unit.id, changes },
                      {
                        onSuccess: (saved) => {
                          setEditing(null);
                          setDone({ messageId: "admin.bookings.units.saved", name: saved.name });
                        },
                      },
                    )
                  }
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <p className="crest-admin-actions">
                  {mayEdit ? (
                    <Button onClick={() => setEditing(unit.id)}>
                      {intl.formatMessage({ id: "admin.bookings.units.edit" }, { name: unit.name })}
                    </Button>
                  ) : null}
                  {unit.active && staffCan(staff, staffBookingEndpoints.removeUnit) ? (
                    <Button
                      onClick={() => remove.mutate(unit.id)}
                      loading={remove.isPending && remove.variables === unit.id}
                    >
                      {intl.formatMessage({ id: "admin.bookings.units.remove" }, { name: unit.name })}
                    </Button>
                  ) : null}
                  {!unit.active && mayEdit ? (
                    <Button
                      onClick={() =>
                        edit.mutate(
                          { unitId: unit.id, changes: { active: true } },
                          {
                            onSuccess: (saved) =>
                              setDone({ messageId: "admin.bookings.units.saved", name: saved.name }),
                          },
                        )
                      }
                      loading={edit.isPending && edit.variables?.unitId === unit.id}
                    >
                      {intl.formatMessage({ id: "admin.bookings.units.restore" }, { name: unit.name })}
                    </Button>
                  ) : null}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      {remove.error ? <ErrorAlert error={remove.error} /> : null}
      {edit.error ? <ErrorAlert error={edit.error} /> : null}
      {staffCan(staff, staffBookingEndpoints.addUnit) ? (
        <form
          className="crest-admin-form crest-admin-form--inline"
          aria-label={intl.formatMessage({ id: `admin.bookings.units.add.${kind}` })}
          onSubmit={submit}
        >
          <TextField labelId="admin.bookings.units.name" required value={name} onChange={setName} />
          {kind === "spa" ? null : (
            <TextField
              labelId={dining ? "admin.bookings.units.seats" : "admin.bookings.units.roomSeats"}
              type="number"
              min={1}
              required
              value={seats}
              onChange={setSeats}
            />
          )}
          <Button htmlType="submit" loading={add.isPending}>
            {intl.formatMessage({ id: `admin.bookings.units.add.${kind}` })}
          </Button>
        </form>
      ) : null}
      {add.error ? <ErrorAlert error={add.error} /> : null}
      <div aria-live="polite">
        {done ? <p>{intl.formatMessage({ id: done.messageId }, { name: done.name })}</p> : null}
      </div>
    </section>
  );
}

/** A therapist's own working hours, the days she works only. */
function WorkingHours({ hours }: { hours: OpeningHours }) {
  const intl = useIntl();
  const days = WEEKDAYS.filter((day) => hours[day]?.trim()).map((day) =>
    intl.formatMessage(
      { id: "admin.bookings.units.hoursOn" },
      { day: intl.formatMessage({ id: `admin.directory.day.${day}` }), hours: hours[day] },
    ),
  );
  return (
    <p className="crest-admin-help">
      {days.length === 0
        ? intl.formatMessage({ id: "admin.bookings.units.noHours" })
        : intl.formatMessage({ id: "admin.bookings.units.hours" }, { days: intl.formatList(days) })}
    </p>
  );
}

/** A unit's name and seats, or a therapist's name and own hours, changed in place. */
function UnitForm({
  unit,
  withSeats,
  withHours,
  seatsLabelId,
  saving,
  onSave,
  onCancel,
}: {
  unit: Unit;
  withSeats: boolean;
  withHours: boolean;
  seatsLabelId: string;
  saving: boolean;
  onSave: (changes: { name: string; seats?: number; hours?: OpeningHours | null }) => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const { locale } = useClubIntl();
  const [name, setName] = useState(unit.name);
  const [seats, setSeats] = useState(String(unit.seats));
  const [ownHours, setOwnHours] = useState(unit.hours !== null);
  const [hours, setHours] = useState<OpeningHours>(unit.hours ?? {});
  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    onSave({
      name: name.trim(),
      ...(withSeats ? { seats: Number(seats) } : {}),
      ...(withHours ? { hours: ownHours ? hours : null } : {}),
    });
  };
  return (
    <form
      className="crest-admin-form crest-admin-form--inline"
      aria-label={intl.formatMessage({ id: "admin.bookings.units.editForm" }, { name: unit.name })}
      onSubmit={submit}
    >
      <TextField labelId="admin.bookings.units.name" required value={name} onChange={setName} />
      {withSeats ? (
        <TextField labelId={seatsLabelId} type="number" min={1} required value={seats} onChange={setSeats} />
      ) : null}
      {withHours ? (
        <div className="crest-admin-unit-hours">
          <label>
            <input
              type="checkbox"
              checked={ownHours}
              onChange={(event) => setOwnHours(event.target.checked)}
            />{" "}
            {intl.formatMessage({ id: "admin.bookings.units.ownHours" })}
          </label>
          {ownHours ? (
            <HoursGrid
              legendId="admin.bookings.units.hoursLegend"
              helpId="admin.bookings.units.hoursHelp"
              hours={hours}
              onChange={setHours}
              locale={locale}
            />
          ) : null}
        </div>
      ) : null}
      <Button htmlType="submit" type="primary" loading={saving}>
        {intl.formatMessage({ id: "admin.bookings.units.save" })}
      </Button>
      <Button onClick={onCancel}>{intl.formatMessage({ id: "admin.bookings.units.cancel" })}</Button>
    </form>
  );
}
