import { type StaffProduct, type StaffVariant, staffCatalogueEndpoints } from "@crest/domain";
import { Alert, Button } from "antd";
import { type FormEvent, useState } from "react";
import { useIntl } from "react-intl";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { useStaffUser } from "../api/get-staff-user.ts";
import { useClubIntl } from "../components/club-intl.ts";
import { ScrollRegion } from "../components/scroll-region.tsx";
import { staffCan } from "../components/staff-can.ts";
import { TextField } from "../events/form-fields.tsx";
import {
  newVariantDraft,
  type VariantDraft,
  variantDraftOf,
  variantInputOf,
  variantPatchOf,
} from "./product-draft.ts";
import { useRemoveVariant, useSaveVariant } from "./products-api.ts";

/**
 * The product's variants in a table (options, price, weight, stock and what carts hold), each
 * editable and removable, and a form to add one. Removing one a cart holds is refused (409).
 */
export function VariantsSection({ product }: { product: StaffProduct }) {
  const intl = useIntl();
  const staff = useStaffUser().data;
  const { format } = useClubIntl();
  const [editing, setEditing] = useState<StaffVariant | "new" | null>(null);
  const [status, setStatus] = useState("");
  const remove = useRemoveVariant();
  const manager = staffCan(staff, staffCatalogueEndpoints.editVariant);
  const dash = "—";
  return (
    <section className="crest-admin-section" aria-labelledby="variants-heading">
      <h2 id="variants-heading">{intl.formatMessage({ id: "admin.variants.title" })}</h2>
      {product.variants.length === 0 ? (
        <p>{intl.formatMessage({ id: "admin.variants.empty" })}</p>
      ) : (
        <ScrollRegion label={intl.formatMessage({ id: "admin.variants.caption" }, { name: product.name })}>
          <table className="crest-admin-table">
            <caption>{intl.formatMessage({ id: "admin.variants.caption" }, { name: product.name })}</caption>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage({ id: "admin.variants.column.options" })}</th>
                <th scope="col">{intl.formatMessage({ id: "admin.variants.column.price" })}</th>
                <th scope="col">{intl.formatMessage({ id: "admin.variants.column.weight" })}</th>
                <th scope="col">{intl.formatMessage({ id: "admin.variants.column.onHand" })}</th>
                <th scope="col">{intl.formatMessage({ id: "admin.variants.column.held" })}</th>
                {manager ? (
                  <th scope="col">{intl.formatMessage({ id: "admin.variants.column.actions" })}</th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {product.variants.map((variant) => (
                <tr key={variant.id}>
                  <td>{variant.label}</td>
                  <td>
                    {variant.price === null
                      ? intl.formatMessage({ id: "admin.variants.productPrice" })
                      : format.money(variant.price)}
                  </td>
                  <td>{variant.weightGrams ?? dash}</td>
                  <td>{variant.onHand}</td>
                  <td>{variant.held}</td>
                  {manager ? (
                    <td className="crest-admin-actions">
                      <Button
                        onClick={() => setEditing(variant)}
                        aria-label={intl.formatMessage(
                          { id: "admin.variants.editNamed" },
                          { label: variant.label },
                        )}
                      >
                        {intl.formatMessage({ id: "admin.variants.edit" })}
                      </Button>
                      <Button
                        loading={remove.isPending && remove.variables?.variantId === variant.id}
                        aria-label={intl.formatMessage(
                          { id: "admin.variants.removeNamed" },
                          { label: variant.label },
                        )}
                        onClick={() =>
                          remove.mutate(
                            { productId: product.id, variantId: variant.id },
                            {
                              onSuccess: () =>
                                setStatus(
                                  intl.formatMessage(
                                    { id: "admin.variants.removed" },
                                    { label: variant.label },
                                  ),
                                ),
                            },
                          )
                        }
                      >
                        {intl.formatMessage({ id: "admin.variants.remove" })}
                      </Button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {remove.error ? <ErrorAlert error={remove.error} /> : null}
      {status ? <Alert type="success" role="status" title={status} /> : null}
      {manager && editing === null ? (
        <Button onClick={() => setEditing("new")}>{intl.formatMessage({ id: "admin.variants.add" })}</Button>
      ) : null}
      {manager && editing !== null ? (
        <VariantForm
          key={editing === "new" ? "new" : editing.id}
          product={product}
          variant={editing === "new" ? null : editing}
          onDone={(message) => {
            setEditing(null);
            setStatus(message);
          }}
          onCancel={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}

/** Adds a variant, or changes one. */
function VariantForm({
  product,
  variant,
  onDone,
  onCancel,
}: {
  product: StaffProduct;
  variant: StaffVariant | null;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const { currency } = useClubIntl();
  const [draft, setDraft] = useState<VariantDraft>(() =>
    variant ? variantDraftOf(variant, currency) : newVariantDraft(),
  );
  const save = useSaveVariant();
  const field = (key: keyof VariantDraft) => ({
    value: draft[key],
    onChange: (value: string) => setDraft((current) => ({ ...current, [key]: value })),
  });
  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    save.mutate(
      variant
        ? { productId: product.id, variantId: variant.id, body: variantPatchOf(draft, variant, currency) }
        : { productId: product.id, body: variantInputOf(draft, currency) },
      {
        onSuccess: (saved) =>
          onDone(
            intl.formatMessage(
              { id: variant ? "admin.variants.savedOne" : "admin.variants.added" },
              { label: saved.label },
            ),
          ),
      },
    );
  };
  return (
    <form
      className="crest-admin-form"
      aria-label={intl.formatMessage({
        id: variant ? "admin.variants.editTitle" : "admin.variants.addTitle",
      })}
      onSubmit={submit}
    >
      <h3>{intl.formatMessage({ id: variant ? "admin.variants.editTitle" : "admin.variants.addTitle" })}</h3>
      <TextField
        labelId="admin.variants.field.options"
        helpId="admin.variants.field.optionsHelp"
        required
        {...field("options")}
      />
      <TextField
        labelId="admin.variants.field.price"
        helpId="admin.variants.field.priceHelp"
        type="number"
        min={0}
        {...field("price")}
      />
      <TextField
        labelId="admin.variants.field.weightGrams"
        helpId="admin.variants.field.weightHelp"
        type="number"
        min={0}
        {...field("weightGrams")}
      />
      <TextField
        labelId="admin.variants.field.onHand"
        helpId="admin.products.field.onHandHelp"
        type="number"
        min={0}
        {...field("onHand")}
      />
      {variant ? <p>{intl.formatMessage({ id: "admin.products.held" }, { held: variant.held })}</p> : null}
      {save.error ? <ErrorAlert error={save.error} /> : null}
      <div className="crest-admin-actions">
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {intl.formatMessage({ id: variant ? "admin.variants.save" : "admin.variants.addSubmit" })}
        </Button>
        <Button onClick={onCancel}>{intl.formatMessage({ id: "admin.variants.cancel" })}</Button>
      </div>
    </form>
  );
}
