import {
  type Location,
  type OpeningHours,
  type StaffBusiness,
  staffDirectoryEndpoints,
  WEEKDAYS,
} from "@crest/domain";
import { Alert, Button } from "antd";
import { type FormEvent, useState } from "react";
import { useIntl } from "react-intl";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { useStaffUser } from "../api/get-staff-user.ts";
import { useClubIntl } from "../components/club-intl.ts";
import { HoursGrid } from "../components/hours-grid.tsx";
import { staffCan } from "../components/staff-can.ts";
import { TextField } from "../events/form-fields.tsx";
import { useRemoveLocation, useSaveLocation } from "./directory-api.ts";
import { RemoveButton } from "./remove-button.tsx";

const TEXTS = ["name", "address", "phoneNumber", "email", "website", "timeZone"] as const;
type LocationDraft = Record<(typeof TEXTS)[number], string> & { hours: OpeningHours };

const draftOf = (location: Location | null, zone: string): LocationDraft => ({
  name: location?.name ?? "",
  address: location?.address ?? "",
  phoneNumber: location?.phoneNumber ?? "",
  email: location?.email ?? "",
  website: location?.website ?? "",
  timeZone: location?.timeZone ?? zone,
  hours: { ...(location?.hours ?? {}) },
});

/** What a location's form sends: blank texts as null, blank days left out (closed). */
const bodyOf = (draft: LocationDraft) => ({
  name: draft.name,
  address: draft.address.trim() || null,
  phoneNumber: draft.phoneNumber.trim() || null,
  email: draft.email.trim() || null,
  website: draft.website.trim() || null,
  timeZone: draft.timeZone.trim(),
  hours: Object.fromEntries(
    WEEKDAYS.flatMap((day) => (draft.hours[day]?.trim() ? [[day, draft.hours[day]?.trim() ?? ""]] : [])),
  ),
});

/** The business's places, each with its hours in its own time zone; managers add, change and remove them. */
export function LocationsSection({ business }: { business: StaffBusiness }) {
  const intl = useIntl();
  const staff = useStaffUser().data;
  const [adding, setAdding] = useState(false);
  const canAdd = staffCan(staff, staffDirectoryEndpoints.addLocation);
  return (
    <section className="crest-admin-section" aria-labelledby="directory-locations-heading">
      <h2 id="directory-locations-heading">{intl.formatMessage({ id: "admin.directory.locations" })}</h2>
      {business.locations.length === 0 ? (
        <p>{intl.formatMessage({ id: "admin.directory.noLocations" })}</p>
      ) : null}
      <ul className="crest-admin-cards">
        {business.locations.map((location) => (
          <li key={location.id}>
            <h3>{location.name}</h3>
            <LocationForm businessId={business.id} location={location} />
          </li>
        ))}
      </ul>
      {canAdd && !adding ? (
        <Button onClick={() => setAdding(true)}>
          {intl.formatMessage({ id: "admin.directory.addLocation" })}
        </Button>
      ) : null}
      {adding ? (
        <div className="crest-admin-cards">
          <h3>{intl.formatMessage({ id: "admin.directory.newLocation" })}</h3>
          <LocationForm businessId={business.id} location={null} onDone={() => setAdding(false)} />
        </div>
      ) : null}
    </section>
  );
}

function LocationForm({
  businessId,
  location,
  onDone,
}: {
  businessId: string;
  location: Location | null;
  onDone?: () => void;
}) {
  const intl = useIntl();
  const staff = useStaffUser().data;
  const { timezone, locale } = useClubIntl();
  const [draft, setDraft] = useState(() => draftOf(location, timezone));
  const [saved, setSaved] = useState(false);
  const save = useSaveLocation(businessId);
  const remove = useRemoveLocation();
  const readOnly = !staffCan(
    staff,
    location ? staffDirectoryEndpoints.updateLocation : staffDirectoryEndpoints.addLocation,
  );
  const change = (next: Partial<LocationDraft>) => {
    setSaved(false);
    setDraft((current) => ({ ...current, ...next }));
  };
  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    save.mutate(
      { locationId: location?.id, body: bodyOf(draft) },
      { onSuccess: () => (onDone ? onDone() : setSaved(true)) },
    );
  };
  return (
    <form
      className="crest-admin-form"
      aria-label={location?.name ?? intl.formatMessage({ id: "admin.directory.newLocation" })}
      onSubmit={submit}
    >
      {TEXTS.map((key) => (
        <TextField
          key={key}
          labelId={`admin.directory.location.${key}`}
          helpId={key === "timeZone" ? "admin.directory.location.timeZoneHelp" : undefined}
          required={key === "name" || key === "timeZone"}
          value={draft[key]}
          onChange={(value) => change({ [key]: value })}
          disabled={readOnly}
        />
      ))}
      <HoursGrid
        legendId="admin.directory.hours"
        hours={draft.hours}
        onChange={(hours) => change({ hours })}
        locale={locale}
        disabled={readOnly}
      />
      {save.error ? <ErrorAlert error={save.error} /> : null}
      {saved ? (
        <Alert
          type="success"
          role="status"
          title={intl.formatMessage({ id: "admin.directory.locationSaved" })}
        />
      ) : null}
      {readOnly ? null : (
        <div className="crest-admin-actions">
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {intl.formatMessage({
              id: location ? "admin.directory.saveLocation" : "admin.directory.addLocation",
            })}
          </Button>
          {location ? (
            <RemoveButton
              name={location.name}
              pending={remove.isPending}
              error={remove.error}
              onRemove={(done) => remove.mutate(location.id, { onSuccess: done })}
            />
          ) : (
            <Button onClick={onDone}>{intl.formatMessage({ id: "admin.directory.cancel" })}</Button>
          )}
        </div>
      )}
    </form>
  );
}
