import {
  PRODUCT_STATUSES,
  PRODUCT_TYPES,
  type ProductType,
  type StaffProduct,
  staffCatalogueEndpoints,
} from "@crest/domain";
import { Alert, Button } from "antd";
import { type FormEvent, useState } from "react";
import { useIntl } from "react-intl";
import { useLocation, useNavigate, useParams } from "react-router";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { useStaffUser } from "../api/get-staff-user.ts";
import { useClubIntl } from "../components/club-intl.ts";
import { EditorPage } from "../components/editor-page.tsx";
import { staffCan } from "../components/staff-can.ts";
import { CheckField, SelectField, TextField } from "../events/form-fields.tsx";
import { PhotosSection } from "./photos-section.tsx";
import {
  newProductDraft,
  type ProductDraft,
  productDraftOf,
  productInputOf,
  productPatchOf,
} from "./product-draft.ts";
import { useAllCategories, useCreateProduct, useEditProduct, useStaffProduct } from "./products-api.ts";
import { VariantsSection } from "./variants-section.tsx";
import "../events/events.css";
import "./products.css";

/** /admin/products/new and /admin/products/{productId}: the product's fields, then its variants and photos. */
export function ProductEditorPage() {
  const { productId } = useParams();
  const product = useStaffProduct(productId);
  return (
    <EditorPage
      editing={Boolean(productId)}
      query={product}
      backTo="/admin/products"
      ids={{
        newTitle: "admin.products.newTitle",
        editTitle: "admin.products.editTitle",
        back: "admin.products.back",
        notFound: "admin.products.notFound",
      }}
    >
      {(saved) => (
        <>
          <ProductForm key={saved?.id ?? "new"} product={saved} />
          {saved ? (
            <>
              <VariantsSection product={saved} />
              <PhotosSection product={saved} />
            </>
          ) : null}
        </>
      )}
    </EditorPage>
  );
}

/** The product's fields; a viewer sees them disabled. */
function ProductForm({ product }: { product: StaffProduct | null }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const created = Boolean((useLocation().state as { created?: boolean } | null)?.created);
  const staff = useStaffUser().data;
  const { currency } = useClubIntl();
  const categories = useAllCategories();
  const [draft, setDraft] = useState<ProductDraft>(() =>
    product ? productDraftOf(product, currency) : newProductDraft(),
  );
  const [saved, setSaved] = useState(false);
  const create = useCreateProduct();
  const edit = useEditProduct();
  const readOnly = !staffCan(staff, staffCatalogueEndpoints.editProduct);
  const change = <K extends keyof ProductDraft>(key: K, value: ProductDraft[K]) => {
    setSaved(false);
    setDraft((current) => ({ ...current, [key]: value }));
  };
  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    if (product)
      edit.mutate(
        { productId: product.id, patch: productPatchOf(draft, product, currency) },
        { onSuccess: () => setSaved(true) },
      );
    else
      create.mutate(productInputOf(draft, currency), {
        onSuccess: (made) => navigate(`/admin/products/${made.id}`, { state: { created: true } }),
      });
  };
  const failure = create.error ?? edit.error;
  const field = (key: "name" | "price" | "minQty" | "maxQty" | "weightGrams" | "onHand" | "position") => ({
    value: draft[key],
    onChange: (value: string) => change(key, value),
    disabled: readOnly,
  });
  const ofType = (categories.data ?? []).filter((category) => category.type === draft.type);
  const hasVariants = Boolean(product?.variants.length);

  return (
    <form className="crest-admin-form" onSubmit={submit}>
      {created ? (
        <Alert type="success" role="status" title={intl.formatMessage({ id: "admin.products.created" })} />
      ) : null}
      <TextField labelId="admin.products.field.name" required {...field("name")} />
      <TextField
        labelId="admin.products.field.description"
        multiline
        value={draft.description}
        onChange={(value) => change("description", value)}
        disabled={readOnly}
      />
      <SelectField
        labelId="admin.products.field.type"
        value={draft.type}
        onChange={(value) => change("type", value as ProductType)}
        disabled={readOnly}
        options={PRODUCT_TYPES.map((type) => ({
          value: type,
          label: intl.formatMessage({ id: `admin.products.type.${type}` }),
        }))}
      />
      <SelectField
        labelId="admin.products.field.status"
        value={draft.status}
        onChange={(value) => change("status", value as ProductDraft["status"])}
        disabled={readOnly}
        options={PRODUCT_STATUSES.map((status) => ({
          value: status,
          label: intl.formatMessage({ id: `admin.products.statusChoice.${status}` }),
        }))}
      />
      <TextField
        labelId="admin.products.field.price"
        helpId="admin.products.field.priceHelp"
        type="number"
        min={0}
        required
        {...field("price")}
      />
      <TextField
        labelId="admin.products.field.group"
        helpId="admin.products.field.groupHelp"
        value={draft.group}
        onChange={(value) => change("group", value)}
        disabled={readOnly}
      />
      <TextField labelId="admin.products.field.minQty" type="number" min={1} required {...field("minQty")} />
      <TextField
        labelId="admin.products.field.maxQty"
        helpId="admin.products.field.maxQtyHelp"
        type="number"
        min={1}
        {...field("maxQty")}
      />
      <TextField labelId="admin.products.field.weightGrams" type="number" min={0} {...field("weightGrams")} />
      <TextField
        labelId="admin.products.field.position"
        helpId="admin.products.field.positionHelp"
        type="number"
        min={0}
        {...field("position")}
      />
      <fieldset className="crest-admin-fieldset">
        <legend>{intl.formatMessage({ id: "admin.products.stock" })}</legend>
        <CheckField
          labelId="admin.products.field.hasInventory"
          checked={draft.hasInventory}
          onChange={(checked) => change("hasInventory", checked)}
          disabled={readOnly}
        />
        <CheckField
          labelId="admin.products.field.allowBackorders"
          checked={draft.allowBackorders}
          onChange={(checked) => change("allowBackorders", checked)}
          disabled={readOnly}
        />
        {hasVariants ? (
          <p>{intl.formatMessage({ id: "admin.products.stockInVariants" })}</p>
        ) : (
          <>
            <TextField
              labelId="admin.products.field.onHand"
              helpId="admin.products.field.onHandHelp"
              type="number"
              min={0}
              {...field("onHand")}
            />
            {product ? (
              <p>{intl.formatMessage({ id: "admin.products.held" }, { held: product.held })}</p>
            ) : null}
          </>
        )}
      </fieldset>
      <fieldset className="crest-admin-fieldset">
        <legend>{intl.formatMessage({ id: "admin.products.categories" })}</legend>
        {ofType.length === 0 ? <p>{intl.formatMessage({ id: "admin.products.noCategories" })}</p> : null}
        {ofType.map((category) => (
          <div key={category.id} className="crest-admin-field crest-admin-field--check">
            <label>
              <input
                type="checkbox"
                checked={draft.categoryIds.includes(category.id)}
                disabled={readOnly}
                onChange={(event) =>
                  change(
                    "categoryIds",
                    event.target.checked
                      ? [...draft.categoryIds, category.id]
                      : draft.categoryIds.filter((id) => id !== category.id),
                  )
                }
              />{" "}
              {category.name}
            </label>
          </div>
        ))}
      </fieldset>
      {failure ? <ErrorAlert error={failure} /> : null}
      {saved ? (
        <Alert type="success" role="status" title={intl.formatMessage({ id: "admin.products.saved" })} />
      ) : null}
      {readOnly ? (
        <p>{intl.formatMessage({ id: "admin.products.readOnly" })}</p>
      ) : (
        <Button type="primary" htmlType="submit" loading={create.isPending || edit.isPending}>
          {intl.formatMessage({ id: product ? "admin.products.save" : "admin.products.create" })}
        </Button>
      )}
    </form>
  );
}
