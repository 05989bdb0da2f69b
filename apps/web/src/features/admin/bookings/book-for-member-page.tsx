import { localDayOf, type StaffMemberSummary, type StaffResource } from "@crest/domain";
import { Alert, Button } from "antd";
import { type FormEvent, useId, useState } from "react";
import { useIntl } from "react-intl";
import { Link, useSearchParams } from "react-router";
import { PageWait } from "../../../components/page/page-wait.tsx";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { useClubIntl } from "../components/club-intl.ts";
import { SelectField, TextField } from "../events/form-fields.tsx";
import { useMemberSearch } from "../members/members-api.ts";
import { useBookForMember, useMemberSlots } from "./bookings-api.ts";
import { ResourcePage } from "./resource-page.tsx";

/**
 * /admin/bookings/{resourceId}/book?date=…: the front desk books for a member. Find the member
 * (as the members search does), then the day, party or treatment, and one of the free slots that
 * member would see; the booking is the member's own (their mail, their schedule). Only free
 * bookings: a paid one is the member's to pay in checkout, and the screen says so.
 */
export function BookForMemberPage() {
  const intl = useIntl();
  return (
    <ResourcePage titleId="admin.bookings.book.titleOf">
      {(resource) => (
        <>
          <p>
            <Link to={`/admin/bookings/${resource.id}/day`}>
              {intl.formatMessage({ id: "admin.bookings.book.backToDay" })}
            </Link>
          </p>
          <BookForm resource={resource} />
        </>
      )}
    </ResourcePage>
  );
}

function BookForm({ resource }: { resource: StaffResource }) {
  const intl = useIntl();
  const [search] = useSearchParams();
  const [member, setMember] = useState<StaffMemberSummary | null>(null);
  const [date, setDate] = useState(search.get("date") ?? localDayOf(new Date(), resource.timezoneId));
  const [partySize, setPartySize] = useState("2");
  const [serviceId, setServiceId] = useState(resource.services[0]?.id ?? "");
  const [therapistId, setTherapistId] = useState("anyone");
  const service = resource.services.find((one) => one.id === serviceId);
  const choice = member
    ? {
        customerId: member.id,
        date,
        partySize: resource.blockType === "dining" ? Number(partySize) : undefined,
        serviceId: resource.blockType === "spa" ? serviceId : undefined,
        therapistId: resource.blockType === "spa" ? therapistId : undefined,
      }
    : null;
  return (
    <>
      <MemberFinder chosen={member} onChoose={setMember} />
      {member ? (
        <section className="crest-admin-section" aria-labelledby="book-when-heading">
          <h2 id="book-when-heading">{intl.formatMessage({ id: "admin.bookings.book.when" })}</h2>
          <div className="crest-admin-form crest-admin-form--inline">
            <TextField
              labelId="admin.bookings.dayField"
              type="date"
              required
              value={date}
              onChange={setDate}
            />
            {resource.blockType === "dining" ? (
              <TextField
                labelId="admin.bookings.book.partySize"
                type="number"
                min={1}
                required
                value={partySize}
                onChange={setPartySize}
              />
            ) : null}
            {resource.blockType === "spa" ? (
              <>
                <SelectField
                  labelId="admin.bookings.book.service"
                  value={serviceId}
                  onChange={(value) => {
                    setServiceId(value);
                    setTherapistId("anyone");
                  }}
                  options={resource.services.map((one) => ({ value: one.id, label: one.title }))}
                />
                <SelectField
                  labelId="admin.bookings.book.therapist"
                  value={therapistId}
                  onChange={setTherapistId}
                  options={[
                    { value: "anyone", label: intl.formatMessage({ id: "admin.bookings.book.anyone" }) },
                    ...(service?.therapists ?? []).map((one) => ({ value: one.id, label: one.name })),
                  ]}
                />
              </>
            ) : null}
          </div>
          {choice ? <SlotPicker resource={resource} member={member} choice={choice} /> : null}
        </section>
      ) : null}
    </>
  );
}

/** The member, found by the start of a name, an e-mail or a whole card number. */
function MemberFinder({
  chosen,
  onChoose,
}: {
  chosen: StaffMemberSummary | null;
  onChoose: (member: StaffMemberSummary | null) => void;
}) {
  const intl = useIntl();
  const [typed, setTyped] = useState("");
  const [q, setQ] = useState<string | null>(null);
  const found = useMemberSearch(q ?? "", 1, "name");
  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    onChoose(null);
    setQ(typed.trim());
  };
  return (
    <section className="crest-admin-section" aria-labelledby="book-member-heading">
      <h2 id="book-member-heading">{intl.formatMessage({ id: "admin.bookings.book.member" })}</h2>
      {chosen ? (
        <p>
          {intl.formatMessage(
            { id: "admin.bookings.book.chosen" },
            { name: `${chosen.firstName} ${chosen.lastName}`, email: chosen.email },
          )}{" "}
          <Button onClick={() => onChoose(null)}>
            {intl.formatMessage({ id: "admin.bookings.book.another" })}
          </Button>
        </p>
      ) : (
        <>
          <form
            className="crest-admin-form crest-admin-form--inline"
            aria-label={intl.formatMessage({ id: "admin.bookings.book.find" })}
            onSubmit={submit}
          >
            <TextField
              labelId="admin.bookings.book.search"
              helpId="admin.bookings.book.searchHelp"
              required
              value={typed}
              onChange={setTyped}
            />
            <Button htmlType="submit">{intl.formatMessage({ id: "admin.bookings.book.findSubmit" })}</Button>
          </form>
          {q === null ? null : !found.data || found.isPlaceholderData ? (
            <PageWait query={found} />
          ) : found.data.data.length === 0 ? (
            <p role="status">{intl.formatMessage({ id: "admin.bookings.book.noMember" })}</p>
          ) : (
            <ul className="crest-admin-cards">
              {found.data.data.map((row) => (
                <li key={row.id}>
                  {`${row.firstName} ${row.lastName} (${row.email})`}{" "}
                  <Button
                    onClick={() => onChoose(row)}
                    aria-label={intl.formatMessage(
                      { id: "admin.bookings.book.chooseOf" },
                      { name: `${row.firstName} ${row.lastName}` },
                    )}
                  >
                    {intl.formatMessage({ id: "admin.bookings.book.choose" })}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

/** The free slots the member would see that day; one is booked for them. */
function SlotPicker({
  resource,
  member,
  choice,
}: {
  resource: StaffResource;
  member: StaffMemberSummary;
  choice: NonNullable<Parameters<typeof useMemberSlots>[1]>;
}) {
  const intl = useIntl();
  const id = useId();
  const { format } = useClubIntl();
  const slots = useMemberSlots(resource.id, choice);
  const book = useBookForMember();
  const [picked, setPicked] = useState("");
  const [done, setDone] = useState("");
  if (!slots.data) return <PageWait query={slots} />;
  const slot = slots.data.find((one) => one.startDate.toISOString() === picked);
  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    if (!slot) return;
    setDone("");
    book.mutate(
      {
        customerId: member.id,
        resourceId: resource.id,
        startDate: slot.startDate,
        partySize: choice.partySize ?? 1,
        therapistId: choice.therapistId ?? "anyone",
        ...(choice.serviceId ? { serviceId: choice.serviceId } : {}),
      },
      {
        onSuccess: () => {
          setPicked("");
          setDone(
            intl.formatMessage(
              { id: "admin.bookings.book.booked" },
              { name: `${member.firstName} ${member.lastName}`, when: `${slot.localDate} ${slot.localTime}` },
            ),
          );
        },
      },
    );
  };
  return (
    <form className="crest-admin-form" onSubmit={submit} aria-labelledby={`${id}-legend`}>
      <fieldset className="crest-admin-fieldset">
        <legend id={`${id}-legend`}>{intl.formatMessage({ id: "admin.bookings.book.slots" })}</legend>
        {slots.data.length === 0 ? <p>{intl.formatMessage({ id: "admin.bookings.book.noSlots" })}</p> : null}
        <div className="crest-admin-slots">
          {slots.data.map((one) => (
            <label key={one.startDate.toISOString()} className="crest-admin-slot">
              <input
                type="radio"
                name={`${id}-slot`}
                value={one.startDate.toISOString()}
                checked={picked === one.startDate.toISOString()}
                onChange={() => setPicked(one.startDate.toISOString())}
              />{" "}
              {one.localTime}
            </label>
          ))}
        </div>
      </fieldset>
      {slot && slot.price > 0 ? (
        <Alert
          type="info"
          title={intl.formatMessage({ id: "admin.bookings.book.paid" }, { price: format.money(slot.price) })}
        />
      ) : null}
      {book.error ? <ErrorAlert error={book.error} /> : null}
      <div aria-live="polite">{done ? <Alert type="success" title={done} /> : null}</div>
      <Button type="primary" htmlType="submit" disabled={!slot || slot.price > 0} loading={book.isPending}>
        {intl.formatMessage({ id: "admin.bookings.book.submit" })}
      </Button>
    </form>
  );
}
