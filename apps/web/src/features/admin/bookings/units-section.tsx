import { type StaffResource, staffBookingEndpoints } from "@crest/domain";
import { Button } from "antd";
import { type FormEvent, useId, useState } from "react";
import { useIntl } from "react-intl";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { useStaffUser } from "../api/get-staff-user.ts";
import { staffCan } from "../components/staff-can.ts";
import { TextField } from "../events/form-fields.tsx";
import { useAddUnit, useRemoveUnit } from "./bookings-api.ts";

/**
 * What is booked one booking at a time: a restaurant's tables (with their seats), a room, a
 * spa's therapists. Taking one out of service keeps its bookings (the API has no way back, so
 * the button says so).
 */
export function UnitsSection({ resource }: { resource: StaffResource }) {
  const intl = useIntl();
  const id = useId();
  const staff = useStaffUser().data;
  const add = useAddUnit(resource.id);
  const remove = useRemoveUnit(resource.id);
  const [name, setName] = useState("");
  const [seats, setSeats] = useState("2");
  const [added, setAdded] = useState("");
  const kind = resource.blockType;
  const dining = kind === "dining";
  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    setAdded("");
    add.mutate(
      { name: name.trim(), seats: kind === "spa" ? 1 : Number(seats) },
      {
        onSuccess: (unit) => {
          setAdded(unit.name);
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
              {unit.active && staffCan(staff, staffBookingEndpoints.removeUnit) ? (
                <p>
                  <Button
                    onClick={() => remove.mutate(unit.id)}
                    loading={remove.isPending && remove.variables === unit.id}
                  >
                    {intl.formatMessage({ id: "admin.bookings.units.remove" }, { name: unit.name })}
                  </Button>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {remove.error ? <ErrorAlert error={remove.error} /> : null}
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
        {added ? <p>{intl.formatMessage({ id: "admin.bookings.units.added" }, { name: added })}</p> : null}
      </div>
    </section>
  );
}
