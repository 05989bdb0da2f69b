import { type BookingService, type StaffResource, staffBookingEndpoints } from "@crest/domain";
import { toMajorUnits, toMinorUnits } from "@crest/domain/common/money";
import { Alert, Button } from "antd";
import { type FormEvent, useId, useState } from "react";
import { useIntl } from "react-intl";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { useStaffUser } from "../api/get-staff-user.ts";
import { useClubIntl } from "../components/club-intl.ts";
import { staffCan } from "../components/staff-can.ts";
import { TextField } from "../events/form-fields.tsx";
import { useOfferService, useSaveService } from "./bookings-api.ts";

/** A spa's treatments: how long, what they cost, which therapists give them. */
export function ServicesSection({ resource }: { resource: StaffResource }) {
  const intl = useIntl();
  const id = useId();
  const staff = useStaffUser().data;
  const { format } = useClubIntl();
  const [editing, setEditing] = useState<string | null>(null);
  const canEdit = staffCan(staff, staffBookingEndpoints.editService);
  const offer = useOfferService(resource.id);
  return (
    <section className="crest-admin-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{intl.formatMessage({ id: "admin.bookings.services.title" })}</h2>
      {resource.services.length === 0 ? (
        <p>{intl.formatMessage({ id: "admin.bookings.services.none" })}</p>
      ) : (
        <ul className="crest-admin-cards">
          {resource.services.map((service) => (
            <li key={service.id}>
              <h3>{service.title}</h3>
              <p>
                {intl.formatMessage(
                  { id: "admin.bookings.services.summary" },
                  {
                    minutes: service.durationMinutes,
                    price: format.money(service.price),
                    therapists:
                      service.therapists.map((therapist) => therapist.name).join(", ") ||
                      intl.formatMessage({ id: "admin.bookings.services.noTherapist" }),
                  },
                )}
              </p>
              {service.active ? null : <p>{intl.formatMessage({ id: "admin.bookings.services.retired" })}</p>}
              {editing === service.id ? (
                <ServiceForm resource={resource} service={service} onDone={() => setEditing(null)} />
              ) : canEdit ? (
                <p className="crest-admin-actions">
                  <Button onClick={() => setEditing(service.id)}>
                    {intl.formatMessage({ id: "admin.bookings.services.edit" }, { title: service.title })}
                  </Button>
                  <Button
                    onClick={() => offer.mutate({ service, offered: !service.active })}
                    loading={offer.isPending && offer.variables?.service.id === service.id}
                  >
                    {intl.formatMessage(
                      {
                        id: service.active
                          ? "admin.bookings.services.remove"
                          : "admin.bookings.services.restore",
                      },
                      { title: service.title },
                    )}
                  </Button>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {offer.error ? <ErrorAlert error={offer.error} /> : null}
      {staffCan(staff, staffBookingEndpoints.addService) ? (
        <ServiceForm resource={resource} service={null} onDone={() => undefined} />
      ) : null}
    </section>
  );
}

/** A service's fields, to add one or change one. */
function ServiceForm({
  resource,
  service,
  onDone,
}: {
  resource: StaffResource;
  service: BookingService | null;
  onDone: () => void;
}) {
  const intl = useIntl();
  const { currency } = useClubIntl();
  const save = useSaveService(resource.id);
  const [title, setTitle] = useState(service?.title ?? "");
  const [description, setDescription] = useState(service?.description ?? "");
  const [minutes, setMinutes] = useState(String(service?.durationMinutes ?? 60));
  const [price, setPrice] = useState(String(service ? toMajorUnits(service.price, currency) : 0));
  const [therapists, setTherapists] = useState<string[]>(
    service?.therapists.map((therapist) => therapist.id) ?? [],
  );
  const [added, setAdded] = useState("");
  const formName = service
    ? intl.formatMessage({ id: "admin.bookings.services.editOf" }, { title: service.title })
    : intl.formatMessage({ id: "admin.bookings.services.add" });
  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    setAdded("");
    save.mutate(
      {
        ...(service ? { serviceId: service.id } : {}),
        body: {
          title: title.trim(),
          description: description.trim(),
          durationMinutes: Number(minutes),
          price: toMinorUnits(Number(price || 0), currency),
          therapistIds: therapists,
        },
      },
      {
        onSuccess: (saved) => {
          if (service) onDone();
          else {
            setAdded(saved.title);
            setTitle("");
            setDescription("");
          }
        },
      },
    );
  };
  const toggle = (unitId: string, on: boolean) =>
    setTherapists((current) => (on ? [...current, unitId] : current.filter((one) => one !== unitId)));
  return (
    <form className="crest-admin-form" aria-label={formName} onSubmit={submit}>
      {service ? null : <h3>{formName}</h3>}
      <TextField labelId="admin.bookings.services.name" required value={title} onChange={setTitle} />
      <TextField
        labelId="admin.bookings.services.description"
        multiline
        value={description}
        onChange={setDescription}
      />
      <TextField
        labelId="admin.bookings.services.minutes"
        type="number"
        min={15}
        required
        value={minutes}
        onChange={setMinutes}
      />
      <TextField
        labelId="admin.bookings.services.price"
        type="number"
        min={0}
        required
        value={price}
        onChange={setPrice}
      />
      <fieldset className="crest-admin-fieldset">
        <legend>{intl.formatMessage({ id: "admin.bookings.services.therapists" })}</legend>
        {resource.units
          .filter((unit) => unit.active)
          .map((unit) => (
            <div key={unit.id} className="crest-admin-field crest-admin-field--check">
              <label>
                <input
                  type="checkbox"
                  checked={therapists.includes(unit.id)}
                  onChange={(event) => toggle(unit.id, event.target.checked)}
                />{" "}
                {unit.name}
              </label>
            </div>
          ))}
      </fieldset>
      {save.error ? <ErrorAlert error={save.error} /> : null}
      <div aria-live="polite">
        {added ? (
          <Alert
            type="success"
            title={intl.formatMessage({ id: "admin.bookings.services.added" }, { title: added })}
          />
        ) : null}
      </div>
      <div className="crest-admin-actions">
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {intl.formatMessage({
            id: service ? "admin.bookings.services.save" : "admin.bookings.services.add",
          })}
        </Button>
        {service ? (
          <Button onClick={onDone}>{intl.formatMessage({ id: "admin.bookings.services.cancelEdit" })}</Button>
        ) : null}
      </div>
    </form>
  );
}
