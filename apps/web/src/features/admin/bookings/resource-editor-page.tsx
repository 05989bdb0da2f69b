import { BLOCK_TYPES, type StaffResource, staffBookingEndpoints } from "@crest/domain";
import { Alert, Button } from "antd";
import { type FormEvent, useState } from "react";
import { useIntl } from "react-intl";
import { Link, useNavigate, useParams } from "react-router";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { useStaffUser } from "../api/get-staff-user.ts";
import { useClubIntl } from "../components/club-intl.ts";
import { EditorPage } from "../components/editor-page.tsx";
import { staffCan } from "../components/staff-can.ts";
import { CheckField, SelectField, TextField } from "../events/form-fields.tsx";
import { BlackoutsSection } from "./blackouts-section.tsx";
import { useCreateResource, useEditResource, useStaffResource } from "./bookings-api.ts";
import {
  newResourceDraft,
  type ResourceDraft,
  resourceDraftOf,
  resourceInputOf,
  resourcePatchOf,
} from "./resource-draft.ts";
import { newScheduleDraft, scheduleOf } from "./schedule-draft.ts";
import { ScheduleFields } from "./schedule-fields.tsx";
import { ScheduleSection } from "./schedule-section.tsx";
import { ServicesSection } from "./services-section.tsx";
import { UnitsSection } from "./units-section.tsx";
import "../events/events.css";
import "./bookings.css";

/**
 * /admin/bookings/new and /admin/bookings/{resourceId}: a resource's details, then its weekly
 * schedule, its units (tables, rooms, therapists), a spa's services and its closed days.
 */
export function ResourceEditorPage() {
  const intl = useIntl();
  const { resourceId } = useParams();
  const { resources, resource } = useStaffResource(resourceId);
  const club = useClubIntl();
  return (
    <EditorPage
      editing={Boolean(resourceId)}
      query={{ isError: resources.isError, refetch: resources.refetch, data: resource }}
      waitFor={{ ready: club.ready, query: club.staffQuery }}
      title={(known) => known.title}
      backTo="/admin/bookings"
      className="crest-admin-page crest-admin-bookings"
      ids={{
        newTitle: "admin.bookings.newTitle",
        editTitle: "admin.bookings.editTitle",
        back: "admin.bookings.back",
        notFound: "admin.bookings.notFound",
      }}
    >
      {(saved) => (
        <>
          {saved ? (
            <p>
              <Link to={`/admin/bookings/${saved.id}/day`}>
                {intl.formatMessage({ id: "admin.bookings.openDay" })}
              </Link>
            </p>
          ) : null}
          <ResourceForm key={saved?.id ?? "new"} resource={saved} />
          {saved ? (
            <>
              <ScheduleSection resource={saved} />
              <UnitsSection resource={saved} />
              {saved.blockType === "spa" ? <ServicesSection resource={saved} /> : null}
              <BlackoutsSection resource={saved} />
            </>
          ) : null}
        </>
      )}
    </EditorPage>
  );
}

/** The resource's own fields; a new one is created with its schedule. A viewer sees them disabled. */
function ResourceForm({ resource }: { resource: StaffResource | null }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const staff = useStaffUser().data;
  const { timezone, currency } = useClubIntl();
  const [draft, setDraft] = useState<ResourceDraft>(() =>
    resource ? resourceDraftOf(resource, currency) : newResourceDraft(timezone),
  );
  const [schedule, setSchedule] = useState(() => newScheduleDraft(currency));
  const [saved, setSaved] = useState(false);
  const create = useCreateResource();
  const edit = useEditResource(resource?.id ?? "");
  const readOnly = !staffCan(
    staff,
    resource ? staffBookingEndpoints.editResource : staffBookingEndpoints.createResource,
  );
  const change = <K extends keyof ResourceDraft>(key: K, value: ResourceDraft[K]) => {
    setSaved(false);
    setDraft((current) => ({ ...current, [key]: value }));
  };
  const text = (key: "title" | "description" | "location" | "photo" | "timezoneId") => ({
    value: draft[key],
    onChange: (value: string) => change(key, value),
    disabled: readOnly,
  });
  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    if (resource) edit.mutate(resourcePatchOf(draft, currency), { onSuccess: () => setSaved(true) });
    else
      create.mutate(resourceInputOf(draft, currency, scheduleOf(schedule, currency)), {
        onSuccess: (created) => navigate(`/admin/bookings/${created.id}`),
      });
  };
  const failure = create.error ?? edit.error;
  return (
    <form
      className="crest-admin-form"
      aria-label={intl.formatMessage({ id: "admin.bookings.details" })}
      onSubmit={submit}
    >
      <SelectField
        labelId="admin.bookings.field.kind"
        value={draft.blockType}
        onChange={(value) => change("blockType", value as ResourceDraft["blockType"])}
        disabled={readOnly || Boolean(resource)}
        options={BLOCK_TYPES.map((kind) => ({
          value: kind,
          label: intl.formatMessage({ id: `admin.bookings.kind.${kind}` }),
        }))}
      />
      <TextField labelId="admin.bookings.field.title" required {...text("title")} />
      <TextField labelId="admin.bookings.field.description" multiline {...text("description")} />
      <TextField labelId="admin.bookings.field.location" {...text("location")} />
      <TextField
        labelId="admin.bookings.field.photo"
        helpId="admin.bookings.field.photoHelp"
        {...text("photo")}
      />
      <TextField
        labelId="admin.bookings.field.timezone"
        helpId="admin.bookings.field.timezoneHelp"
        required
        {...text("timezoneId")}
      />
      <CheckField
        labelId="admin.bookings.field.membersOnly"
        checked={draft.membersOnly}
        onChange={(checked) => change("membersOnly", checked)}
        disabled={readOnly}
      />
      {draft.blockType === "meeting_rooms" ? (
        <>
          <TextField
            labelId="admin.bookings.field.capacity"
            type="number"
            min={0}
            value={draft.capacity}
            onChange={(value) => change("capacity", value)}
            disabled={readOnly}
          />
          <TextField
            labelId="admin.bookings.field.equipment"
            helpId="admin.bookings.field.equipmentHelp"
            multiline
            value={draft.equipment}
            onChange={(value) => change("equipment", value)}
            disabled={readOnly}
          />
        </>
      ) : null}
      {draft.blockType === "spa" ? null : (
        <TextField
          labelId="admin.bookings.field.price"
          helpId="admin.bookings.field.priceHelp"
          type="number"
          min={0}
          value={draft.price}
          onChange={(value) => change("price", value)}
          disabled={readOnly}
        />
      )}
      {resource ? null : <ScheduleFields draft={schedule} onChange={setSchedule} disabled={readOnly} />}
      {failure ? <ErrorAlert error={failure} /> : null}
      {saved ? (
        <Alert type="success" role="status" title={intl.formatMessage({ id: "admin.bookings.saved" })} />
      ) : null}
      {readOnly ? null : (
        <Button type="primary" htmlType="submit" loading={create.isPending || edit.isPending}>
          {intl.formatMessage({ id: resource ? "admin.bookings.save" : "admin.bookings.create" })}
        </Button>
      )}
    </form>
  );
}
