import { EVENT_FREQUENCIES, EVENT_TYPES, type StaffEvent } from "@crest/domain";
import { Alert, Button } from "antd";
import { type FormEvent, useState } from "react";
import { useIntl } from "react-intl";
import { Link, useNavigate, useParams } from "react-router";
import { PageWait } from "../../../components/page/page-wait.tsx";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { useStaffUser } from "../api/get-staff-user.ts";
import { useClubIntl } from "../components/club-intl.ts";
import { draftOf, type EventDraft, eventInputOf, eventPatchOf, newEventDraft } from "./event-draft.ts";
import { canManageEvents } from "./event-permissions.ts";
import { EventStatusPanel } from "./event-status-panel.tsx";
import { useCreateEvent, useEditEvent, useEventCategories, useStaffEvent } from "./events-api.ts";
import "./events.css";
import { CheckField, SelectField, TextField } from "./form-fields.tsx";
import { TicketTypesSection } from "./ticket-types-section.tsx";
import { WaitlistSection } from "./waitlist-section.tsx";

const SETTING_FLAGS = [
  "transferEnabled",
  "cancelEnabled",
  "socialEnabled",
  "printEnabled",
  "calendarEnabled",
] as const;
const SETTING_WORDS = ["buttonText", "callToAction", "verb"] as const;

/** /admin/events/new and /admin/events/{eventId}: the event's editor, then its tickets and status. */
export function EventEditorPage() {
  const intl = useIntl();
  const { eventId } = useParams();
  const event = useStaffEvent(eventId);
  const title = (
    <h1 tabIndex={-1}>
      {intl.formatMessage({ id: eventId ? "admin.events.editTitle" : "admin.events.newTitle" })}
    </h1>
  );
  if (eventId && event.data === undefined)
    return (
      <div className="crest-admin-page">
        {title}
        <PageWait query={event} />
      </div>
    );
  if (eventId && event.data === null)
    return (
      <div className="crest-admin-page">
        {title}
        <p>{intl.formatMessage({ id: "admin.events.notFound" })}</p>
        <Link to="/admin/events">{intl.formatMessage({ id: "admin.events.back" })}</Link>
      </div>
    );
  return (
    <div className="crest-admin-page">
      {title}
      <p>
        <Link to="/admin/events">{intl.formatMessage({ id: "admin.events.back" })}</Link>
      </p>
      <EventForm key={event.data?.id ?? "new"} event={event.data ?? null} />
      {event.data ? (
        <>
          <EventStatusPanel event={event.data} />
          <TicketTypesSection event={event.data} />
          {event.data.waitlistFormId ? <WaitlistSection event={event.data} /> : null}
        </>
      ) : null}
    </div>
  );
}

/** The event's fields; a viewer sees them disabled. */
function EventForm({ event }: { event: StaffEvent | null }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const staff = useStaffUser().data;
  const { timezone } = useClubIntl();
  const categories = useEventCategories();
  const [draft, setDraft] = useState<EventDraft>(() => (event ? draftOf(event) : newEventDraft(timezone)));
  const [saved, setSaved] = useState(false);
  const create = useCreateEvent();
  const edit = useEditEvent();
  const readOnly = !canManageEvents(staff) || event?.status === "cancelled";
  const change = <K extends keyof EventDraft>(key: K, value: EventDraft[K]) => {
    setSaved(false);
    setDraft((current) => ({ ...current, [key]: value }));
  };
  const changeSetting = (key: keyof EventDraft["settings"], value: boolean | string) =>
    change("settings", { ...draft.settings, [key]: value });

  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    if (event)
      edit.mutate({ eventId: event.id, patch: eventPatchOf(draft) }, { onSuccess: () => setSaved(true) });
    else
      create.mutate(eventInputOf(draft), {
        onSuccess: (created) => navigate(`/admin/events/${created.id}`, { state: { created: true } }),
      });
  };
  const failure = create.error ?? edit.error;
  const text = (key: "title" | "summary" | "venue" | "venueAddress") => ({
    value: draft[key],
    onChange: (value: string) => change(key, value),
    disabled: readOnly,
  });

  return (
    <form className="crest-admin-form" onSubmit={submit}>
      <TextField labelId="admin.events.field.title" required {...text("title")} />
      <TextField labelId="admin.events.field.summary" {...text("summary")} />
      <TextField
        labelId="admin.events.field.description"
        multiline
        value={draft.description}
        onChange={(value) => change("description", value)}
        disabled={readOnly}
      />
      <SelectField
        labelId="admin.events.field.type"
        value={draft.type}
        onChange={(value) => change("type", value as EventDraft["type"])}
        disabled={readOnly || Boolean(event)}
        options={EVENT_TYPES.map((type) => ({
          value: type,
          label: intl.formatMessage({ id: `admin.events.type.${type}` }),
        }))}
      />
      <SelectField
        labelId="admin.events.field.category"
        value={draft.categoryId}
        onChange={(value) => change("categoryId", value)}
        disabled={readOnly}
        options={[
          { value: "", label: intl.formatMessage({ id: "admin.events.noCategory" }) },
          ...(categories.data ?? []).map((category) => ({ value: category.id, label: category.name })),
        ]}
      />
      <TextField labelId="admin.events.field.venue" {...text("venue")} />
      <TextField labelId="admin.events.field.venueAddress" {...text("venueAddress")} />
      <p>{intl.formatMessage({ id: "admin.events.zone" }, { zone: draft.timezoneId })}</p>
      <TextField
        labelId="admin.events.field.start"
        type="datetime-local"
        required
        value={draft.start}
        onChange={(value) => change("start", value)}
        disabled={readOnly}
      />
      <TextField
        labelId="admin.events.field.end"
        type="datetime-local"
        required
        value={draft.end}
        onChange={(value) => change("end", value)}
        disabled={readOnly}
      />
      {event ? (
        event.recurring ? (
          <p>
            {intl.formatMessage({ id: "admin.events.occurrence" }, { count: event.occurrenceIds.length })}
          </p>
        ) : null
      ) : (
        <fieldset className="crest-admin-fieldset">
          <legend>{intl.formatMessage({ id: "admin.events.repeat" })}</legend>
          <SelectField
            labelId="admin.events.repeat.frequency"
            value={draft.repeat}
            onChange={(value) => change("repeat", value as EventDraft["repeat"])}
            disabled={readOnly}
            options={[
              { value: "", label: intl.formatMessage({ id: "admin.events.repeat.once" }) },
              ...EVENT_FREQUENCIES.map((frequency) => ({
                value: frequency,
                label: intl.formatMessage({ id: `admin.events.repeat.${frequency}` }),
              })),
            ]}
          />
          {draft.repeat ? (
            <>
              <TextField
                labelId="admin.events.repeat.interval"
                helpId="admin.events.repeat.intervalHelp"
                type="number"
                min={1}
                required
                value={draft.interval}
                onChange={(value) => change("interval", value)}
              />
              <TextField
                labelId="admin.events.repeat.count"
                helpId="admin.events.repeat.countHelp"
                type="number"
                min={1}
                required
                value={draft.count}
                onChange={(value) => change("count", value)}
              />
            </>
          ) : null}
        </fieldset>
      )}
      <fieldset className="crest-admin-fieldset">
        <legend>{intl.formatMessage({ id: "admin.events.settings" })}</legend>
        {SETTING_FLAGS.map((flag) => (
          <CheckField
            key={flag}
            labelId={`admin.events.setting.${flag}`}
            checked={draft.settings[flag]}
            onChange={(checked) => changeSetting(flag, checked)}
            disabled={readOnly}
          />
        ))}
        <CheckField
          labelId="admin.events.field.hideTickets"
          checked={draft.hideTickets}
          onChange={(checked) => change("hideTickets", checked)}
          disabled={readOnly}
        />
        {SETTING_WORDS.map((word) => (
          <TextField
            key={word}
            labelId={`admin.events.setting.${word}`}
            helpId="admin.events.setting.wordHelp"
            value={draft.settings[word] ?? ""}
            onChange={(value) => changeSetting(word, value)}
            disabled={readOnly}
          />
        ))}
      </fieldset>
      <p>{intl.formatMessage({ id: "admin.events.capacityHelp" })}</p>
      {failure ? <ErrorAlert error={failure} /> : null}
      {saved ? (
        <Alert type="success" role="status" title={intl.formatMessage({ id: "admin.events.saved" })} />
      ) : null}
      {readOnly ? null : (
        <Button type="primary" htmlType="submit" loading={create.isPending || edit.isPending}>
          {intl.formatMessage({ id: event ? "admin.events.save" : "admin.events.create" })}
        </Button>
      )}
    </form>
  );
}
