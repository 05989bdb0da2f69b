import { type DirectoryCategory, staffDirectoryEndpoints } from "@crest/domain";
import { Button } from "antd";
import { type FormEvent, useId, useState } from "react";
import { useIntl } from "react-intl";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { useStaffUser } from "../api/get-staff-user.ts";
import { moved } from "../components/moved.ts";
import { staffCan } from "../components/staff-can.ts";
import { TextField } from "../events/form-fields.tsx";
import {
  useDirectoryCategories,
  useOrderCategories,
  useRemoveCategory,
  useSaveCategory,
} from "./directory-api.ts";
import { RemoveButton } from "./remove-button.tsx";

/**
 * The directory's categories, in the order members see them as chips: managers add, rename,
 * move and remove them (a removed category's businesses stay, without one); others read.
 */
export function CategoriesSection() {
  const intl = useIntl();
  const id = useId();
  const staff = useStaffUser().data;
  const categories = useDirectoryCategories();
  const order = useOrderCategories();
  const remove = useRemoveCategory();
  const add = useSaveCategory();
  const [name, setName] = useState("");
  const [renaming, setRenaming] = useState<string | null>(null);
  const canWrite = staffCan(staff, staffDirectoryEndpoints.createCategory);
  const rows = categories.data ?? [];
  const ids = rows.map((category) => category.id);
  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    add.mutate({ name: name.trim() }, { onSuccess: () => setName("") });
  };
  return (
    <section className="crest-admin-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{intl.formatMessage({ id: "admin.directory.categories" })}</h2>
      {rows.length === 0 ? <p>{intl.formatMessage({ id: "admin.directory.categories.none" })}</p> : null}
      <ul className="crest-admin-cards">
        {rows.map((category, index) => (
          <li key={category.id}>
            {renaming === category.id ? (
              <RenameForm category={category} onDone={() => setRenaming(null)} />
            ) : (
              <strong>{category.name}</strong>
            )}
            {canWrite && renaming !== category.id ? (
              <p className="crest-admin-actions">
                <Button onClick={() => setRenaming(category.id)}>
                  {intl.formatMessage({ id: "admin.directory.categories.rename" }, { name: category.name })}
                </Button>
                <Button
                  disabled={index === 0 || order.isPending}
                  onClick={() => order.mutate(moved(ids, index, index - 1))}
                >
                  {intl.formatMessage({ id: "admin.list.moveUpNamed" }, { name: category.name })}
                </Button>
                <Button
                  disabled={index === rows.length - 1 || order.isPending}
                  onClick={() => order.mutate(moved(ids, index, index + 1))}
                >
                  {intl.formatMessage({ id: "admin.list.moveDownNamed" }, { name: category.name })}
                </Button>
                <RemoveButton
                  name={category.name}
                  textId="admin.directory.categories.removeText"
                  pending={remove.isPending}
                  error={remove.error}
                  onRemove={(done) => remove.mutate(category.id, { onSuccess: done })}
                />
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      {order.error ? <ErrorAlert error={order.error} /> : null}
      {canWrite ? (
        <form
          className="crest-admin-form crest-admin-form--inline"
          aria-label={intl.formatMessage({ id: "admin.directory.categories.add" })}
          onSubmit={submit}
        >
          <TextField labelId="admin.directory.categories.name" required value={name} onChange={setName} />
          <Button htmlType="submit" loading={add.isPending}>
            {intl.formatMessage({ id: "admin.directory.categories.add" })}
          </Button>
        </form>
      ) : null}
      {add.error ? <ErrorAlert error={add.error} /> : null}
    </section>
  );
}

/** A category's name, changed in place. */
function RenameForm({ category, onDone }: { category: DirectoryCategory; onDone: () => void }) {
  const intl = useIntl();
  const save = useSaveCategory();
  const [name, setName] = useState(category.name);
  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    save.mutate({ directoryCategoryId: category.id, name: name.trim() }, { onSuccess: onDone });
  };
  return (
    <form
      className="crest-admin-form crest-admin-form--inline"
      aria-label={intl.formatMessage({ id: "admin.directory.categories.rename" }, { name: category.name })}
      onSubmit={submit}
    >
      <TextField labelId="admin.directory.categories.name" required value={name} onChange={setName} />
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {intl.formatMessage({ id: "admin.directory.categories.save" })}
      </Button>
      <Button onClick={onDone}>{intl.formatMessage({ id: "admin.directory.cancel" })}</Button>
      {save.error ? <ErrorAlert error={save.error} /> : null}
    </form>
  );
}
