import { type StaffBusiness, staffDirectoryEndpoints } from "@crest/domain";
import { Alert, Button } from "antd";
import { type FormEvent, Fragment, useState } from "react";
import { useIntl } from "react-intl";
import { useNavigate, useParams } from "react-router";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { useStaffUser } from "../api/get-staff-user.ts";
import { EditorPage } from "../components/editor-page.tsx";
import { staffCan } from "../components/staff-can.ts";
import "../events/events.css";
import { CheckField, SelectField, TextField } from "../events/form-fields.tsx";
import { ContactsSection } from "./contacts-section.tsx";
import { useBusiness, useDirectoryCategories, useRemoveBusiness, useSaveBusiness } from "./directory-api.ts";
import { LocationsSection } from "./locations-section.tsx";
import { RemoveButton } from "./remove-button.tsx";

const TEXTS = ["name", "slogan", "brief", "about", "email", "phoneNumber", "website"] as const;
/** The form's fields; `categoryId` is "" for no category. */
type BusinessDraft = Record<(typeof TEXTS)[number], string> & { categoryId: string; hidden: boolean };

const draftOf = (business: StaffBusiness | null): BusinessDraft => ({
  name: business?.name ?? "",
  slogan: business?.slogan ?? "",
  brief: business?.brief ?? "",
  about: business?.about ?? "",
  email: business?.email ?? "",
  phoneNumber: business?.phoneNumber ?? "",
  website: business?.website ?? "",
  categoryId: business?.categoryId ?? "",
  hidden: business?.hidden ?? false,
});

/** What the form sends: blank texts and no category as null (none), the name as typed. */
const bodyOf = (draft: BusinessDraft) => ({
  name: draft.name,
  slogan: draft.slogan.trim() || null,
  brief: draft.brief.trim() || null,
  about: draft.about.trim() || null,
  email: draft.email.trim() || null,
  phoneNumber: draft.phoneNumber.trim() || null,
  website: draft.website.trim() || null,
  categoryId: draft.categoryId || null,
  hidden: draft.hidden,
});

/** /admin/directory/new and /admin/directory/{businessId}: a business, its places and its contacts. */
export function BusinessPage() {
  const { businessId } = useParams();
  const query = useBusiness(businessId);
  return (
    <EditorPage
      editing={Boolean(businessId)}
      query={query}
      backTo="/admin/directory"
      ids={{
        newTitle: "admin.directory.newTitle",
        editTitle: "admin.directory.editTitle",
        back: "admin.directory.back",
        notFound: "admin.directory.notFound",
      }}
    >
      {(business) => (
        <>
          <BusinessForm key={business?.id ?? "new"} business={business} />
          {business ? (
            <>
              <LocationsSection business={business} />
              <ContactsSection business={business} />
            </>
          ) : null}
        </>
      )}
    </EditorPage>
  );
}

/** The business's own fields and whether members see it; read-only below the manager level. */
function BusinessForm({ business }: { business: StaffBusiness | null }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const staff = useStaffUser().data;
  const [draft, setDraft] = useState(() => draftOf(business));
  const [saved, setSaved] = useState(false);
  const save = useSaveBusiness();
  const remove = useRemoveBusiness();
  const readOnly = !staffCan(
    staff,
    business ? staffDirectoryEndpoints.updateBusiness : staffDirectoryEndpoints.createBusiness,
  );
  const change = <K extends keyof BusinessDraft>(key: K, value: BusinessDraft[K]) => {
    setSaved(false);
    setDraft((current) => ({ ...current, [key]: value }));
  };
  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    save.mutate(
      { businessId: business?.id, body: bodyOf(draft) },
      {
        onSuccess: (done) => (business ? setSaved(true) : navigate(`/admin/directory/${done.id}`)),
      },
    );
  };
  return (
    <form className="crest-admin-form" onSubmit={submit}>
      {TEXTS.map((key) => (
        <Fragment key={key}>
          <TextField
            labelId={`admin.directory.field.${key}`}
            required={key === "name"}
            multiline={key === "about"}
            value={draft[key]}
            onChange={(value) => change(key, value)}
            disabled={readOnly}
          />
          {key === "name" ? (
            <CategoryField
              business={business}
              value={draft.categoryId}
              onChange={(value) => change("categoryId", value)}
              disabled={readOnly}
            />
          ) : null}
        </Fragment>
      ))}
      <CheckField
        labelId="admin.directory.field.hidden"
        checked={draft.hidden}
        onChange={(checked) => change("hidden", checked)}
        disabled={readOnly}
      />
      {save.error ? <ErrorAlert error={save.error} /> : null}
      {saved ? (
        <Alert type="success" role="status" title={intl.formatMessage({ id: "admin.directory.saved" })} />
      ) : null}
      {readOnly ? null : (
        <div className="crest-admin-actions">
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {intl.formatMessage({ id: business ? "admin.directory.save" : "admin.directory.create" })}
          </Button>
          {business && staffCan(staff, staffDirectoryEndpoints.deleteBusiness) ? (
            <RemoveButton
              name={business.name}
              pending={remove.isPending}
              error={remove.error}
              onRemove={(done) =>
                remove.mutate(business.id, {
                  onSuccess: () => {
                    done();
                    navigate("/admin/directory");
                  },
                })
              }
            />
          ) : null}
        </div>
      )}
    </form>
  );
}

/**
 * The business's category, one of the club's (members browse the directory by them) or none.
 * Until the club's list arrives, the business's own category is the one choice besides none, so
 * the select never shows "no category" for a business that has one.
 */
function CategoryField({
  business,
  value,
  onChange,
  disabled,
}: {
  business: StaffBusiness | null;
  value: string;
  onChange: (categoryId: string) => void;
  disabled: boolean;
}) {
  const intl = useIntl();
  const categories = useDirectoryCategories();
  const known =
    categories.data ??
    (business?.categoryId && business.category ? [{ id: business.categoryId, name: business.category }] : []);
  return (
    <>
      <SelectField
        labelId="admin.directory.field.category"
        value={value}
        onChange={onChange}
        disabled={disabled}
        options={[
          { value: "", label: intl.formatMessage({ id: "admin.directory.noCategory" }) },
          ...known.map((category) => ({ value: category.id, label: category.name })),
        ]}
      />
      {categories.error ? <ErrorAlert error={categories.error} /> : null}
    </>
  );
}
