import { ORDER_FULFILMENTS, ORDER_STATUSES } from "@crest/domain";
import { Button, Pagination } from "antd";
import { type FormEvent, useId, useState } from "react";
import { useIntl } from "react-intl";
import { Link, useSearchParams } from "react-router";
import { PageWait } from "../../../components/page/page-wait.tsx";
import { fromZonedInput, useClubIntl } from "../components/club-intl.ts";
import { SelectField } from "../events/form-fields.tsx";
import { Field } from "../theme-editor/fields.tsx";
import { ORDERS_PAGE_SIZE, type OrdersFilter, useStaffOrders } from "./orders-api.ts";
import "./orders.css";
import { ScrollRegion } from "../components/scroll-region.tsx";

const SORTS = ["date_desc", "date_asc", "total_desc", "total_asc"] as const;
type Sort = (typeof SORTS)[number];

/** The filters as the address holds them (so Back from an order returns to the same list). */
const FILTER_PARAMS = ["status", "fulfilment", "from", "to", "q", "member", "sort"] as const;
type Filters = Record<(typeof FILTER_PARAMS)[number], string>;

/** A date typed in the filters as an instant: the start of that day (`to`: of the next) in the club's zone. */
function dayStart(day: string, zone: string, next = false): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const start = fromZonedInput(`${day}T00:00`, zone);
  if (!start) return undefined;
  return next ? (fromZonedInput(`${nextDay(day)}T00:00`, zone) ?? undefined) : start;
}
const nextDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

/** The server's query from the address's filters. */
function queryOf(filters: Filters, zone: string): OrdersFilter {
  const [sort, direction] = (SORTS.includes(filters.sort as Sort) ? filters.sort : "date_desc").split(
    "_",
  ) as [OrdersFilter["sort"], OrdersFilter["direction"]];
  const status = ORDER_STATUSES.find((value) => value === filters.status);
  const fulfilment = ORDER_FULFILMENTS.find((value) => value === filters.fulfilment);
  const from = dayStart(filters.from, zone);
  const to = dayStart(filters.to, zone, true);
  return {
    sort,
    direction,
    ...(status ? { status } : {}),
    ...(fulfilment ? { fulfilment } : {}),
    ...(from ? { from: from.toISOString() } : {}),
    ...(to ? { to: to.toISOString() } : {}),
    ...(filters.q ? { search: filters.q } : {}),
    ...(filters.member ? { customerId: filters.member } : {}),
  };
}

/** A native date input with its catalogue label. */
function DateField({
  labelId,
  value,
  onChange,
}: {
  labelId: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <Field id={id} labelId={labelId}>
      <input
        id={id}
        type="date"
        className="crest-admin-input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}

/**
 * The club's orders at /admin/orders, a page at a time from the server: filtered by status,
 * fulfilment (delivered or picked up), member and dates; found by order number or the member's
 * e-mail or name; sorted by date or total. The filters live in the address.
 */
export function OrdersListPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(FILTER_PARAMS.map((name) => [name, params.get(name) ?? ""])) as Filters;
  const page = Math.max(1, Number(params.get("page")) || 1);
  const club = useClubIntl();
  const orders = useStaffOrders(queryOf(filters, club.timezone), page, club.knownCurrency);
  const [typed, setTyped] = useState(filters.q);

  const go = (next: Partial<Filters>, nextPage = 1) => {
    const merged = { ...filters, ...next };
    const search = new URLSearchParams();
    for (const name of FILTER_PARAMS) if (merged[name]) search.set(name, merged[name]);
    if (nextPage > 1) search.set("page", String(nextPage));
    setParams(search);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ q: typed.trim() });
  };
  const option = (prefix: string) => (value: string) => ({ value, label: t(`${prefix}.${value}`) });

  const title = <h1 tabIndex={-1}>{t("admin.orders.title")}</h1>;
  const form = (
    <search>
      <form
        className="crest-admin-form crest-admin-form--inline"
        aria-label={t("admin.orders.filters")}
        onSubmit={submit}
      >
        <Field id="admin-orders-search" labelId="admin.orders.search" helpId="admin.orders.searchHelp">
          <input
            id="admin-orders-search"
            className="crest-admin-input"
            aria-describedby="admin-orders-search-help"
            value={typed}
            maxLength={200}
            onChange={(event) => setTyped(event.target.value)}
          />
        </Field>
        <Button type="primary" htmlType="submit">
          {t("admin.orders.searchSubmit")}
        </Button>
        <SelectField
          labelId="admin.orders.status"
          value={filters.status}
          onChange={(status) => go({ status })}
          options={[
            { value: "", label: t("admin.orders.any") },
            ...ORDER_STATUSES.map(option("admin.orders.status")),
          ]}
        />
        <SelectField
          labelId="admin.orders.fulfilment"
          value={filters.fulfilment}
          onChange={(fulfilment) => go({ fulfilment })}
          options={[
            { value: "", label: t("admin.orders.any") },
            ...ORDER_FULFILMENTS.map(option("admin.orders.fulfilment")),
          ]}
        />
        <DateField labelId="admin.orders.from" value={filters.from} onChange={(from) => go({ from })} />
        <DateField labelId="admin.orders.to" value={filters.to} onChange={(to) => go({ to })} />
        <SelectField
          labelId="admin.orders.sort"
          value={SORTS.includes(filters.sort as Sort) ? filters.sort : "date_desc"}
          onChange={(sort) => go({ sort })}
          options={SORTS.map(option("admin.orders.sort"))}
        />
      </form>
    </search>
  );
  const memberFilter = filters.member ? (
    <p>
      {t("admin.orders.oneMember")}{" "}
      <Button type="link" onClick={() => go({ member: "" })}>
        {t("admin.orders.allMembers")}
      </Button>
    </p>
  ) : null;
  if (!orders.data)
    return (
      <div className="crest-admin-page">
        {title}
        {form}
        <PageWait query={club.staffQuery.isError ? club.staffQuery : orders} />
      </div>
    );
  const { data, pagination } = orders.data;
  const total = pagination?.totalCount ?? data.length;
  return (
    <div className="crest-admin-page">
      {title}
      {form}
      {memberFilter}
      <p role="status">{t("admin.orders.found", { count: total })}</p>
      {data.length === 0 ? null : (
        <ScrollRegion label={t("admin.orders.title")}>
          <table className="crest-admin-table">
            <caption>{t("admin.orders.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("admin.orders.column.number")}</th>
                <th scope="col">{t("admin.orders.column.placed")}</th>
                <th scope="col">{t("admin.orders.column.member")}</th>
                <th scope="col">{t("admin.orders.column.status")}</th>
                <th scope="col">{t("admin.orders.column.fulfilment")}</th>
                <th scope="col" className="crest-admin-number">
                  {t("admin.orders.column.total")}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((order) => (
                <tr key={order.id}>
                  <td>
                    <Link
                      to={`/admin/orders/${order.id}`}
                      aria-label={t("admin.orders.open", { number: order.number })}
                    >
                      {`#${order.number}`}
                    </Link>
                  </td>
                  <td>{club.format.dateTime(order.createdOn)}</td>
                  <td>
                    {`${order.member.firstName} ${order.member.lastName}`.trim()}
                    <br />
                    <span className="crest-admin-help">{order.member.email}</span>
                  </td>
                  <td>{t(`admin.orders.status.${order.status}`)}</td>
                  <td>{order.fulfilment ? t(`admin.orders.fulfilment.${order.fulfilment}`) : "—"}</td>
                  <td className="crest-admin-number">{club.format.money(order.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {total > ORDERS_PAGE_SIZE ? (
        <Pagination
          current={page}
          pageSize={ORDERS_PAGE_SIZE}
          total={total}
          showSizeChanger={false}
          onChange={(next) => go({}, next)}
        />
      ) : null}
    </div>
  );
}
