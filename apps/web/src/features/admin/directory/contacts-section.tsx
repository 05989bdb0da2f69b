import { type Contact, type StaffBusiness, staffDirectoryEndpoints } from "@crest/domain";
import { Alert, Button } from "antd";
import { type FormEvent, useState } from "react";
import { useIntl } from "react-intl";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { useStaffUser } from "../api/get-staff-user.ts";
import { staffCan } from "../components/staff-can.ts";
import { TextField } from "../events/form-fields.tsx";
import { useRemoveContact, useSaveContact } from "./directory-api.ts";
import { RemoveButton } from "./remove-button.tsx";

interface ContactDraft {
  names: string;
  email: string;
  /** Phone numbers, one per line. */
  phones: string;
}

const draftOf = (contact: Contact | null): ContactDraft => ({
  names: contact?.names ?? "",
  email: contact?.email ?? "",
  phones: (contact?.phones ?? []).join("\n"),
});

const bodyOf = (draft: ContactDraft) => ({
  names: draft.names,
  email: draft.email.trim() || null,
  phones: draft.phones
    .split("\n")
    .map((phone) => phone.trim())
    .filter(Boolean),
});

/** The business's contacts; managers add, change and remove them. */
export function ContactsSection({ business }: { business: StaffBusiness }) {
  const intl = useIntl();
  const staff = useStaffUser().data;
  const [adding, setAdding] = useState(false);
  return (
    <section className="crest-admin-section" aria-labelledby="directory-contacts-heading">
      <h2 id="directory-contacts-heading">{intl.formatMessage({ id: "admin.directory.contacts" })}</h2>
      {business.contacts.length === 0 ? (
        <p>{intl.formatMessage({ id: "admin.directory.noContacts" })}</p>
      ) : null}
      <ul className="crest-admin-cards">
        {business.contacts.map((contact) => (
          <li key={contact.id}>
            <h3>{contact.names}</h3>
            <ContactForm businessId={business.id} contact={contact} />
          </li>
        ))}
      </ul>
      {staffCan(staff, staffDirectoryEndpoints.addContact) && !adding ? (
        <Button onClick={() => setAdding(true)}>
          {intl.formatMessage({ id: "admin.directory.addContact" })}
        </Button>
      ) : null}
      {adding ? (
        <div className="crest-admin-cards">
          <h3>{intl.formatMessage({ id: "admin.directory.newContact" })}</h3>
          <ContactForm businessId={business.id} contact={null} onDone={() => setAdding(false)} />
        </div>
      ) : null}
    </section>
  );
}

function ContactForm({
  businessId,
  contact,
  onDone,
}: {
  businessId: string;
  contact: Contact | null;
  onDone?: () => void;
}) {
  const intl = useIntl();
  const staff = useStaffUser().data;
  const [draft, setDraft] = useState(() => draftOf(contact));
  const [saved, setSaved] = useState(false);
  const save = useSaveContact(businessId);
  const remove = useRemoveContact();
  const readOnly = !staffCan(
    staff,
    contact ? staffDirectoryEndpoints.updateContact : staffDirectoryEndpoints.addContact,
  );
  const change = (next: Partial<ContactDraft>) => {
    setSaved(false);
    setDraft((current) => ({ ...current, ...next }));
  };
  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    save.mutate(
      { contactId: contact?.id, body: bodyOf(draft) },
      { onSuccess: () => (onDone ? onDone() : setSaved(true)) },
    );
  };
  return (
    <form
      className="crest-admin-form"
      aria-label={contact?.names ?? intl.formatMessage({ id: "admin.directory.newContact" })}
      onSubmit={submit}
    >
      <TextField
        labelId="admin.directory.contact.names"
        required
        value={draft.names}
        onChange={(names) => change({ names })}
        disabled={readOnly}
      />
      <TextField
        labelId="admin.directory.contact.email"
        value={draft.email}
        onChange={(email) => change({ email })}
        disabled={readOnly}
      />
      <TextField
        labelId="admin.directory.contact.phones"
        helpId="admin.directory.contact.phonesHelp"
        multiline
        value={draft.phones}
        onChange={(phones) => change({ phones })}
        disabled={readOnly}
      />
      {save.error ? <ErrorAlert error={save.error} /> : null}
      {saved ? (
        <Alert
          type="success"
          role="status"
          title={intl.formatMessage({ id: "admin.directory.contactSaved" })}
        />
      ) : null}
      {readOnly ? null : (
        <div className="crest-admin-actions">
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {intl.formatMessage({
              id: contact ? "admin.directory.saveContact" : "admin.directory.addContact",
            })}
          </Button>
          {contact ? (
            <RemoveButton
              name={contact.names}
              pending={remove.isPending}
              error={remove.error}
              onRemove={(done) => remove.mutate(contact.id, { onSuccess: done })}
            />
          ) : (
            <Button onClick={onDone}>{intl.formatMessage({ id: "admin.directory.cancel" })}</Button>
          )}
        </div>
      )}
    </form>
  );
}
