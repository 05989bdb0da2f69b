import { PRODUCT_STATUSES, PRODUCT_TYPES, STAFF_PRODUCT_SORTS, staffCatalogueEndpoints } from "@crest/domain";
import { Button, Pagination } from "antd";
import { useState } from "react";
import { useIntl } from "react-intl";
import { Link, useNavigate } from "react-router";
import { PageWait } from "../../../components/page/page-wait.tsx";
import { useStaffUser } from "../api/get-staff-user.ts";
import { useClubIntl } from "../components/club-intl.ts";
import { staffCan } from "../components/staff-can.ts";
import { SelectField, TextField } from "../events/form-fields.tsx";
import {
  NO_PRODUCTS_FILTER,
  PRODUCTS_PAGE_SIZE,
  type ProductsFilter,
  useAllCategories,
  useStaffProducts,
} from "./products-api.ts";
import "../events/events.css";
import "./products.css";
import { ScrollRegion } from "../components/scroll-region.tsx";

/**
 * The club's products at /admin/products, hidden ones too, a page at a time: found by name,
 * narrowed by category, status and type (the shop or the dining menu), in the order chosen.
 * Managers and owners add products from here; a viewer sees the list only.
 */
export function ProductsListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const staff = useStaffUser().data;
  const { format } = useClubIntl();
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<ProductsFilter>(NO_PRODUCTS_FILTER);
  const [search, setSearch] = useState("");
  const products = useStaffProducts(filter, page);
  const categories = useAllCategories();
  const choose = (next: ProductsFilter) => {
    setFilter(next);
    setPage(1);
  };
  const any = intl.formatMessage({ id: "admin.products.any" });
  const title = <h1 tabIndex={-1}>{intl.formatMessage({ id: "admin.products.title" })}</h1>;
  const filters = (
    <form
      className="crest-admin-form crest-admin-form--inline"
      aria-label={intl.formatMessage({ id: "admin.products.filters" })}
      onSubmit={(submitted) => {
        submitted.preventDefault();
        choose({ ...filter, search });
      }}
    >
      <TextField labelId="admin.products.search" value={search} onChange={setSearch} />
      <SelectField
        labelId="admin.products.field.category"
        value={filter.category}
        onChange={(category) => choose({ ...filter, category })}
        options={[
          { value: "", label: any },
          ...(categories.data ?? []).map((category) => ({ value: category.id, label: category.name })),
        ]}
      />
      <SelectField
        labelId="admin.products.field.status"
        value={filter.status}
        onChange={(status) => choose({ ...filter, status: status as ProductsFilter["status"] })}
        options={[
          { value: "", label: any },
          ...PRODUCT_STATUSES.map((status) => ({
            value: status,
            label: intl.formatMessage({ id: `admin.products.status.${status}` }),
          })),
        ]}
      />
      <SelectField
        labelId="admin.products.field.type"
        value={filter.type}
        onChange={(type) => choose({ ...filter, type: type as ProductsFilter["type"] })}
        options={[
          { value: "", label: any },
          ...PRODUCT_TYPES.map((type) => ({
            value: type,
            label: intl.formatMessage({ id: `admin.products.type.${type}` }),
          })),
        ]}
      />
      <SelectField
        labelId="admin.products.sort"
        value={filter.sort}
        onChange={(sort) => choose({ ...filter, sort: sort as ProductsFilter["sort"] })}
        options={STAFF_PRODUCT_SORTS.map((sort) => ({
          value: sort,
          label: intl.formatMessage({ id: `admin.products.sort.${sort}` }),
        }))}
      />
      <Button htmlType="submit">{intl.formatMessage({ id: "admin.products.searchSubmit" })}</Button>
    </form>
  );
  const actions = (
    <p className="crest-admin-actions">
      {staffCan(staff, staffCatalogueEndpoints.createProduct) ? (
        <Button type="primary" onClick={() => navigate("/admin/products/new")}>
          {intl.formatMessage({ id: "admin.products.new" })}
        </Button>
      ) : (
        <span>{intl.formatMessage({ id: "admin.products.readOnly" })}</span>
      )}
      <Link to="/admin/categories">{intl.formatMessage({ id: "admin.products.toCategories" })}</Link>
    </p>
  );
  if (!products.data)
    return (
      <div className="crest-admin-page">
        {title}
        {actions}
        {filters}
        <PageWait query={products} />
      </div>
    );
  const { data, pagination } = products.data;
  return (
    <div className="crest-admin-page">
      {title}
      {actions}
      {filters}
      {data.length === 0 ? (
        <p>{intl.formatMessage({ id: "admin.products.empty" })}</p>
      ) : (
        <ScrollRegion label={intl.formatMessage({ id: "admin.products.caption" })}>
          <table className="crest-admin-table">
            <caption>{intl.formatMessage({ id: "admin.products.caption" })}</caption>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage({ id: "admin.products.column.name" })}</th>
                <th scope="col">{intl.formatMessage({ id: "admin.products.column.type" })}</th>
                <th scope="col">{intl.formatMessage({ id: "admin.products.column.status" })}</th>
                <th scope="col">{intl.formatMessage({ id: "admin.products.column.price" })}</th>
                <th scope="col">{intl.formatMessage({ id: "admin.products.column.stock" })}</th>
                <th scope="col">{intl.formatMessage({ id: "admin.products.column.categories" })}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((product) => (
                <tr key={product.id}>
                  <td>
                    <Link to={`/admin/products/${product.id}`}>{product.name}</Link>
                  </td>
                  <td>{intl.formatMessage({ id: `admin.products.type.${product.type}` })}</td>
                  <td>{intl.formatMessage({ id: `admin.products.status.${product.status}` })}</td>
                  <td>{format.money(product.price)}</td>
                  <td>
                    {product.hasInventory
                      ? intl.formatMessage(
                          { id: "admin.products.stockLine" },
                          {
                            onHand: product.variants.length
                              ? product.variants.reduce((sum, variant) => sum + variant.onHand, 0)
                              : product.onHand,
                            held: product.variants.length
                              ? product.variants.reduce((sum, variant) => sum + variant.held, 0)
                              : product.held,
                          },
                        )
                      : intl.formatMessage({ id: "admin.products.notCounted" })}
                  </td>
                  <td>{product.categories.map((category) => category.name).join(", ")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {pagination && pagination.totalCount > PRODUCTS_PAGE_SIZE ? (
        <Pagination
          current={page}
          pageSize={PRODUCTS_PAGE_SIZE}
          total={pagination.totalCount}
          showSizeChanger={false}
          onChange={setPage}
        />
      ) : null}
    </div>
  );
}
