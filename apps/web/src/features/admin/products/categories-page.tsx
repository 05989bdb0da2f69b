import { PRODUCT_TYPES, type ProductType, type StaffCategory, staffCatalogueEndpoints } from "@crest/domain";
import { Alert, Button, Pagination } from "antd";
import { type FormEvent, useState } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { PageWait } from "../../../components/page/page-wait.tsx";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { useStaffUser } from "../api/get-staff-user.ts";
import { staffCan } from "../components/staff-can.ts";
import { CheckField, SelectField, TextField } from "../events/form-fields.tsx";
import {
  CATEGORIES_PAGE_SIZE,
  useAllCategories,
  useSaveCategory,
  useStaffCategories,
} from "./products-api.ts";
import "../events/events.css";
import "./products.css";
import { ScrollRegion } from "../components/scroll-region.tsx";

/**
 * The club's categories at /admin/categories, of the shop or the dining menu (`fandb`), hidden
 * ones too, a page at a time in their order: managers add, rename, move, order and hide them.
 */
export function CategoriesPage() {
  const intl = useIntl();
  const staff = useStaffUser().data;
  const [type, setType] = useState<ProductType>("physical");
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<StaffCategory | "new" | null>(null);
  const [status, setStatus] = useState("");
  const categories = useStaffCategories(type, page);
  const all = useAllCategories();
  const manager = staffCan(staff, staffCatalogueEndpoints.editCategory);
  const nameOf = (id: string | null) => all.data?.find((category) => category.id === id)?.name;
  const rows = categories.data?.data ?? [];
  const pagination = categories.data?.pagination;
  return (
    <div className="crest-admin-page">
      <h1 tabIndex={-1}>{intl.formatMessage({ id: "admin.categories.title" })}</h1>
      <p>
        <Link to="/admin/products">{intl.formatMessage({ id: "admin.products.back" })}</Link>
      </p>
      {manager ? null : <p>{intl.formatMessage({ id: "admin.categories.readOnly" })}</p>}
      <form
        className="crest-admin-form crest-admin-form--inline"
        onSubmit={(event) => event.preventDefault()}
      >
        <SelectField
          labelId="admin.categories.ofType"
          value={type}
          onChange={(next) => {
            setType(next as ProductType);
            setPage(1);
            setEditing(null);
          }}
          options={PRODUCT_TYPES.map((each) => ({
            value: each,
            label: intl.formatMessage({ id: `admin.products.type.${each}` }),
          }))}
        />
      </form>
      {!categories.data ? (
        <PageWait query={categories} />
      ) : rows.length === 0 ? (
        <p>{intl.formatMessage({ id: "admin.categories.empty" })}</p>
      ) : (
        <ScrollRegion label={intl.formatMessage({ id: "admin.categories.caption" })}>
          <table className="crest-admin-table">
            <caption>{intl.formatMessage({ id: "admin.categories.caption" })}</caption>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage({ id: "admin.categories.column.name" })}</th>
                <th scope="col">{intl.formatMessage({ id: "admin.categories.column.parent" })}</th>
                <th scope="col">{intl.formatMessage({ id: "admin.categories.column.order" })}</th>
                <th scope="col">{intl.formatMessage({ id: "admin.categories.column.shown" })}</th>
                <th scope="col">{intl.formatMessage({ id: "admin.categories.column.products" })}</th>
                {manager ? (
                  <th scope="col">{intl.formatMessage({ id: "admin.categories.column.actions" })}</th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((category) => (
                <tr key={category.id}>
                  <td>{category.name}</td>
                  <td>{nameOf(category.parentId) ?? "—"}</td>
                  <td>{category.order}</td>
                  <td>
                    {intl.formatMessage({
                      id: category.hidden ? "admin.categories.hidden" : "admin.categories.shown",
                    })}
                  </td>
                  <td>{category.productCount}</td>
                  {manager ? (
                    <td>
                      <Button
                        onClick={() => setEditing(category)}
                        aria-label={intl.formatMessage(
                          { id: "admin.categories.editNamed" },
                          { name: category.name },
                        )}
                      >
                        {intl.formatMessage({ id: "admin.categories.edit" })}
                      </Button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {pagination && pagination.totalCount > CATEGORIES_PAGE_SIZE ? (
        <Pagination
          current={page}
          pageSize={CATEGORIES_PAGE_SIZE}
          total={pagination.totalCount}
          showSizeChanger={false}
          onChange={setPage}
        />
      ) : null}
      {status ? <Alert type="success" role="status" title={status} /> : null}
      {manager && editing === null ? (
        <Button onClick={() => setEditing("new")}>
          {intl.formatMessage({ id: "admin.categories.add" })}
        </Button>
      ) : null}
      {manager && editing !== null ? (
        <CategoryForm
          key={editing === "new" ? `new-${type}` : editing.id}
          type={type}
          category={editing === "new" ? null : editing}
          choices={(all.data ?? []).filter((each) => each.type === type)}
          onDone={(message) => {
            setEditing(null);
            setStatus(message);
          }}
          onCancel={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}

interface CategoryDraft {
  name: string;
  description: string;
  parentId: string;
  order: string;
  hidden: boolean;
  featured: boolean;
}

/** Adds a category of the type shown, or renames, moves, orders or hides one. */
function CategoryForm({
  type,
  category,
  choices,
  onDone,
  onCancel,
}: {
  type: ProductType;
  category: StaffCategory | null;
  /** The categories it may go under (the server refuses itself and those below it: 400 on `parent_id`). */
  choices: StaffCategory[];
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const save = useSaveCategory();
  const [draft, setDraft] = useState<CategoryDraft>(() => ({
    name: category?.name ?? "",
    description: category?.description ?? "",
    parentId: category?.parentId ?? "",
    order: category ? String(category.order) : "",
    hidden: category?.hidden ?? false,
    featured: category?.featured ?? false,
  }));
  const change = <K extends keyof CategoryDraft>(key: K, value: CategoryDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    const fields = {
      name: draft.name,
      description: draft.description,
      parentId: draft.parentId || null,
      hidden: draft.hidden,
      featured: draft.featured,
      ...(draft.order.trim() ? { order: Number(draft.order) } : {}),
    };
    save.mutate(category ? { categoryId: category.id, body: fields } : { body: { ...fields, type } }, {
      onSuccess: (saved) =>
        onDone(
          intl.formatMessage(
            { id: category ? "admin.categories.saved" : "admin.categories.added" },
            { name: saved.name },
          ),
        ),
    });
  };
  const heading = category ? "admin.categories.editTitle" : "admin.categories.addTitle";
  return (
    <form className="crest-admin-form" aria-label={intl.formatMessage({ id: heading })} onSubmit={submit}>
      <h2>{intl.formatMessage({ id: heading })}</h2>
      <TextField
        labelId="admin.categories.field.name"
        required
        value={draft.name}
        onChange={(value) => change("name", value)}
      />
      <TextField
        labelId="admin.categories.field.description"
        multiline
        value={draft.description}
        onChange={(value) => change("description", value)}
      />
      <SelectField
        labelId="admin.categories.field.parent"
        value={draft.parentId}
        onChange={(value) => change("parentId", value)}
        options={[
          { value: "", label: intl.formatMessage({ id: "admin.categories.topLevel" }) },
          ...choices
            .filter((each) => each.id !== category?.id)
            .map((each) => ({ value: each.id, label: each.name })),
        ]}
      />
      <TextField
        labelId="admin.categories.field.order"
        helpId="admin.categories.field.orderHelp"
        type="number"
        min={0}
        value={draft.order}
        onChange={(value) => change("order", value)}
      />
      <CheckField
        labelId="admin.categories.field.hidden"
        checked={draft.hidden}
        onChange={(checked) => change("hidden", checked)}
      />
      <CheckField
        labelId="admin.categories.field.featured"
        checked={draft.featured}
        onChange={(checked) => change("featured", checked)}
      />
      {save.error ? <ErrorAlert error={save.error} /> : null}
      <div className="crest-admin-actions">
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {intl.formatMessage({ id: category ? "admin.categories.save" : "admin.categories.addSubmit" })}
        </Button>
        <Button onClick={onCancel}>{intl.formatMessage({ id: "admin.variants.cancel" })}</Button>
      </div>
    </form>
  );
}
