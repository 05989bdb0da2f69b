import type { StaffEvent, TicketType } from "@crest/domain";
import { Alert, Button } from "antd";
import { type FormEvent, useState } from "react";
import { useIntl } from "react-intl";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { useStaffUser } from "../api/get-staff-user.ts";
import { useClubIntl } from "../components/club-intl.ts";
import { canManageEvents } from "./event-permissions.ts";
import { useSaveTicketType } from "./events-api.ts";
import { CheckField, TextField } from "./form-fields.tsx";
import {
  newTicketTypeDraft,
  type TicketTypeDraft,
  ticketTypeDraftOf,
  ticketTypeInputOf,
  ticketTypePatchOf,
} from "./ticket-type-draft.ts";

/** The event's ticket types: each with its price and limits, editable, and a form to add one. */
export function TicketTypesSection({ event }: { event: StaffEvent }) {
  const intl = useIntl();
  const staff = useStaffUser().data;
  const { format } = useClubIntl();
  const [editing, setEditing] = useState<TicketType | "new" | null>(null);
  const [status, setStatus] = useState("");
  const manager = canManageEvents(staff) && event.status !== "cancelled";
  const noLimit = intl.formatMessage({ id: "admin.tickets.noLimit" });
  return (
    <section className="crest-admin-section" aria-labelledby="ticket-types-heading">
      <h2 id="ticket-types-heading">{intl.formatMessage({ id: "admin.tickets.title" })}</h2>
      {event.tickets.length === 0 ? <p>{intl.formatMessage({ id: "admin.tickets.empty" })}</p> : null}
      <ul className="crest-admin-cards">
        {event.tickets.map((type) => (
          <li key={type.id}>
            <h3>{type.name}</h3>
            <p>
              {intl.formatMessage(
                { id: "admin.tickets.summary" },
                {
                  price: format.money(type.price),
                  left: type.availableQuantity ?? noLimit,
                  minimum: type.minimum,
                  maximum: type.maximum || noLimit,
                  perMember: type.perMemberMaximum ?? noLimit,
                },
              )}
            </p>
            <p>
              {[
                type.onSale || type.offSale
                  ? intl.formatMessage(
                      { id: "admin.tickets.window" },
                      {
                        from: type.onSale ? format.dateTime(type.onSale) : "—",
                        to: type.offSale ? format.dateTime(type.offSale) : "—",
                      },
                    )
                  : null,
                type.membersOnly ? intl.formatMessage({ id: "admin.tickets.membersOnly" }) : null,
                type.requiresPasscode ? intl.formatMessage({ id: "admin.tickets.withPasscode" }) : null,
              ]
                .filter(Boolean)
                .join(" · ")}
            </p>
            {manager ? (
              <Button
                onClick={() => setEditing(type)}
                aria-label={intl.formatMessage({ id: "admin.tickets.editNamed" }, { name: type.name })}
              >
                {intl.formatMessage({ id: "admin.tickets.edit" })}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {status ? <Alert type="success" role="status" title={status} /> : null}
      {manager && editing === null ? (
        <Button onClick={() => setEditing("new")}>{intl.formatMessage({ id: "admin.tickets.add" })}</Button>
      ) : null}
      {manager && editing !== null ? (
        <TicketTypeForm
          key={editing === "new" ? "new" : editing.id}
          event={event}
          type={editing === "new" ? null : editing}
          onDone={(message) => {
            setEditing(null);
            setStatus(message);
          }}
        />
      ) : null}
    </section>
  );
}

/** Adds a ticket type, or changes one. */
function TicketTypeForm({
  event,
  type,
  onDone,
}: {
  event: StaffEvent;
  type: TicketType | null;
  onDone: (message: string) => void;
}) {
  const intl = useIntl();
  const { currency } = useClubIntl();
  const zone = event.timezoneId;
  const [draft, setDraft] = useState<TicketTypeDraft>(() =>
    type ? ticketTypeDraftOf(type, zone, currency) : newTicketTypeDraft(),
  );
  const save = useSaveTicketType();
  const field = (key: Exclude<keyof TicketTypeDraft, "membersOnly" | "removePasscode">) => ({
    value: draft[key],
    onChange: (value: string) => setDraft((current) => ({ ...current, [key]: value })),
  });
  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    save.mutate(
      type
        ? { eventId: event.id, ticketTypeId: type.id, body: ticketTypePatchOf(draft, zone, currency) }
        : { eventId: event.id, body: ticketTypeInputOf(draft, zone, currency) },
      {
        onSuccess: (saved) =>
          onDone(
            intl.formatMessage(
              { id: type ? "admin.tickets.saved" : "admin.tickets.added" },
              { name: saved.name },
            ),
          ),
      },
    );
  };
  return (
    <form className="crest-admin-form" onSubmit={submit} aria-labelledby="ticket-type-form-heading">
      <h3 id="ticket-type-form-heading">
        {type
          ? intl.formatMessage({ id: "admin.tickets.editTitle" }, { name: type.name })
          : intl.formatMessage({ id: "admin.tickets.addTitle" })}
      </h3>
      <TextField labelId="admin.tickets.field.name" required {...field("name")} />
      <TextField labelId="admin.tickets.field.description" {...field("description")} />
      <TextField labelId="admin.tickets.field.price" type="number" min={0} required {...field("price")} />
      <TextField labelId="admin.tickets.field.onSale" type="datetime-local" {...field("onSale")} />
      <TextField labelId="admin.tickets.field.offSale" type="datetime-local" {...field("offSale")} />
      <TextField
        labelId="admin.tickets.field.quantity"
        helpId={type ? "admin.tickets.field.quantityEditHelp" : "admin.tickets.field.quantityHelp"}
        type="number"
        min={0}
        {...field("quantity")}
      />
      <TextField labelId="admin.tickets.field.minimum" type="number" min={1} required {...field("minimum")} />
      <TextField
        labelId="admin.tickets.field.maximum"
        helpId="admin.tickets.field.maximumHelp"
        type="number"
        min={0}
        {...field("maximum")}
      />
      <TextField
        labelId="admin.tickets.field.perMember"
        helpId="admin.tickets.field.perMemberHelp"
        type="number"
        min={1}
        {...field("perMemberMaximum")}
      />
      <CheckField
        labelId="admin.tickets.field.membersOnly"
        checked={draft.membersOnly}
        onChange={(checked) => setDraft((current) => ({ ...current, membersOnly: checked }))}
      />
      <TextField
        labelId="admin.tickets.field.passcode"
        helpId={
          type?.requiresPasscode ? "admin.tickets.field.passcodeKeepHelp" : "admin.tickets.field.passcodeHelp"
        }
        {...field("passcode")}
      />
      {type?.requiresPasscode ? (
        <CheckField
          labelId="admin.tickets.field.removePasscode"
          checked={draft.removePasscode}
          onChange={(checked) => setDraft((current) => ({ ...current, removePasscode: checked }))}
        />
      ) : null}
      {save.error ? <ErrorAlert error={save.error} /> : null}
      <div className="crest-admin-actions">
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {intl.formatMessage({ id: type ? "admin.tickets.save" : "admin.tickets.addSubmit" })}
        </Button>
        <Button onClick={() => onDone("")}>{intl.formatMessage({ id: "admin.tickets.discard" })}</Button>
      </div>
    </form>
  );
}
