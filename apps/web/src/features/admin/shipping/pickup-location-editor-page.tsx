import { type OpeningHours, type StaffPickupLocation, shippingStaffEndpoints, WEEKDAYS } from "@crest/domain";
import { type FormEvent, useState } from "react";
import { useIntl } from "react-intl";
import { useLocation, useNavigate, useParams } from "react-router";
import { useClubIntl } from "../components/club-intl.ts";
import { EditorPage } from "../components/editor-page.tsx";
import { HoursGrid } from "../components/hours-grid.tsx";
import { SaveActions } from "../components/save-actions.tsx";
import { staffCan } from "../components/staff-can.ts";
import { TextField } from "../events/form-fields.tsx";
import { useDeletePickupLocation, usePickupLocation, useSavePickupLocation } from "./shipping-api.ts";

/**
 * A pickup location at /admin/shipping/pickup-locations/new or …/:locationId: its name, address
 * and opening hours (several ranges a day, closed days) in the club's time zone. Managers and
 * owners save and remove; a viewer reads.
 */
export function PickupLocationEditorPage() {
  const { locationId } = useParams();
  const club = useClubIntl();
  const location = usePickupLocation(locationId);
  return (
    <EditorPage
      editing={Boolean(locationId)}
      query={location}
      ids={{
        newTitle: "admin.shipping.newLocationTitle",
        editTitle: "admin.shipping.editLocationTitle",
        back: "admin.shipping.back",
        notFound: "admin.shipping.locationNotFound",
      }}
      backTo="/admin/shipping"
    >
      {(found) => (
        <LocationForm
          key={found?.id ?? "new"}
          location={found ?? undefined}
          locale={club.locale}
          canSave={staffCan(club.staff, shippingStaffEndpoints.createPickupLocation)}
        />
      )}
    </EditorPage>
  );
}

/** Blank days are closed: they are not sent. */
const keptHours = (hours: OpeningHours): OpeningHours =>
  Object.fromEntries(WEEKDAYS.flatMap((day) => (hours[day]?.trim() ? [[day, hours[day]?.trim()]] : [])));

function LocationForm({
  location,
  locale,
  canSave,
}: {
  location: StaffPickupLocation | undefined;
  locale: string;
  canSave: boolean;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const save = useSavePickupLocation();
  const remove = useDeletePickupLocation();
  const [name, setName] = useState(location?.name ?? "");
  const [address, setAddress] = useState(location?.address ?? "");
  const [hours, setHours] = useState<OpeningHours>(location?.hours ?? {});
  const state = useLocation().state as { saved?: string } | null;
  const [saved, setSaved] = useState(state?.saved ?? "");
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      setSaved("");
      set(value);
    };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { name: name.trim(), address: address.trim(), hours: keptHours(hours) };
    save.mutate(location ? { locationId: location.id, body } : { body }, {
      onSuccess: (result) => {
        const said = t("admin.shipping.locationSaved", { name: result.name });
        if (location) setSaved(said);
        else
          navigate(`/admin/shipping/pickup-locations/${result.id}`, {
            replace: true,
            state: { saved: said },
          });
      },
    });
  };
  const disabled = !canSave;
  return (
    <form className="crest-admin-form" onSubmit={submit} aria-label={t("admin.shipping.locationForm")}>
      {!canSave ? <p>{t("admin.shipping.readOnly")}</p> : null}
      <TextField
        labelId="admin.shipping.field.name"
        value={name}
        onChange={changed(setName)}
        required
        disabled={disabled}
      />
      <TextField
        labelId="admin.shipping.field.address"
        value={address}
        onChange={changed(setAddress)}
        required
        disabled={disabled}
      />
      <HoursGrid
        legendId="admin.shipping.hours"
        hours={hours}
        onChange={changed(setHours)}
        locale={locale}
        disabled={disabled}
      />
      <SaveActions
        saved={saved}
        saveError={save.error}
        saving={save.isPending}
        canSave={canSave}
        saveLabelId={location ? "admin.shipping.save" : "admin.shipping.createLocation"}
        removal={
          location && {
            name: location.name,
            backTo: "/admin/shipping",
            pending: remove.isPending,
            error: remove.error,
            remove: (options) => remove.mutate(location.id, options),
          }
        }
      />
    </form>
  );
}
