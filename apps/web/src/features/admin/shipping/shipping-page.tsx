import {
  type StaffPickupLocation,
  type StaffShippingRate,
  shippingStaffEndpoints,
  WEEKDAYS,
} from "@crest/domain";
import { Alert, Button } from "antd";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { Link, useNavigate } from "react-router";
import { PageWait, type WaitingQuery } from "../../../components/page/page-wait.tsx";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { useClubIntl } from "../components/club-intl.ts";
import { staffCan } from "../components/staff-can.ts";
import {
  SHIPPING_PAGE_SIZE,
  useOrderPickupLocations,
  useOrderRates,
  usePickupLocations,
  useShippingRates,
} from "./shipping-api.ts";
import "../orders/orders.css";
import "./shipping.css";
import { moved } from "../components/moved.ts";
import { ScrollRegion } from "../components/scroll-region.tsx";

/**
 * /admin/shipping: the club's rates and pickup locations, each in the order members are offered
 * them. Managers and owners add, open and move them up or down; a viewer reads.
 */
export function ShippingPage() {
  const intl = useIntl();
  const club = useClubIntl();
  const manager = staffCan(club.staff, shippingStaffEndpoints.createRate);
  return (
    <div className="crest-admin-page">
      <h1 tabIndex={-1}>{intl.formatMessage({ id: "admin.shipping.title" })}</h1>
      {manager ? null : <p>{intl.formatMessage({ id: "admin.shipping.readOnly" })}</p>}
      <RatesSection manager={manager} />
      <LocationsSection manager={manager} />
    </div>
  );
}

/** A reorder of one list (rates or locations): every id of the club's, in the new order. */
type OrderWrite = { mutate: (ids: string[]) => void; isPending: boolean; isSuccess: boolean; error: unknown };

/**
 * The order column's cell for one row: Up and Down, named after it. Only when the whole list is on
 * the page (a reorder names every row); a club with more pages reorders nothing here.
 */
function MoveCell({
  name,
  at,
  ids,
  movable,
  order,
}: {
  name: string;
  at: number;
  ids: string[];
  movable: boolean;
  order: OrderWrite;
}) {
  const intl = useIntl();
  const button = (by: -1 | 1, id: string, labelId: string, disabled: boolean) => (
    <Button
      size="small"
      disabled={disabled || order.isPending}
      aria-label={intl.formatMessage({ id: labelId }, { name })}
      onClick={() => order.mutate(moved(ids, at, at + by))}
    >
      {intl.formatMessage({ id })}
    </Button>
  );
  return (
    <td>
      {movable ? (
        <span className="crest-shipping-move">
          {button(-1, "admin.shipping.moveUp", "admin.shipping.moveUpOf", at === 0)}
          {button(1, "admin.shipping.moveDown", "admin.shipping.moveDownOf", at === ids.length - 1)}
        </span>
      ) : null}
    </td>
  );
}

/** What the last reorder said: its error, or that the order is saved. */
function OrderFeedback({ order }: { order: OrderWrite }) {
  const intl = useIntl();
  if (order.error) return <ErrorAlert error={order.error} />;
  return order.isSuccess ? (
    <Alert type="success" role="status" title={intl.formatMessage({ id: "admin.shipping.reordered" })} />
  ) : null;
}

/**
 * One of the page's lists, in the members' order: its heading, New for managers, a wait, a line
 * when empty, the table (the first cell links to the row's editor, the last moves it) and what the
 * last reorder said.
 */
function ListSection<Row extends { id: string }>({
  id,
  manager,
  query,
  order,
  ids: labels,
  columns,
  nameOf,
  hrefOf,
  cells,
}: {
  id: string;
  manager: boolean;
  query: WaitingQuery & { data?: { data: Row[]; pagination?: { totalCount: number } | null } };
  order: OrderWrite;
  ids: { title: string; newLabel: string; newPath: string; empty: string; caption: string };
  /** Message ids of the columns after the first. */
  columns: string[];
  nameOf: (row: Row) => string;
  hrefOf: (row: Row) => string;
  /** The cells after the first. */
  cells: (row: Row) => ReactNode;
}) {
  const intl = useIntl();
  const t = (messageId: string) => intl.formatMessage({ id: messageId });
  const navigate = useNavigate();
  const rows = query.data?.data ?? [];
  const rowIds = rows.map((row) => row.id);
  const movable = (query.data?.pagination?.totalCount ?? rows.length) <= SHIPPING_PAGE_SIZE;
  return (
    <section className="crest-admin-section" aria-labelledby={id}>
      <h2 id={id}>{t(labels.title)}</h2>
      {manager ? (
        <p>
          <Button type="primary" onClick={() => navigate(labels.newPath)}>
            {t(labels.newLabel)}
          </Button>
        </p>
      ) : null}
      {!query.data ? (
        <PageWait query={query} />
      ) : rows.length === 0 ? (
        <p>{t(labels.empty)}</p>
      ) : (
        <ScrollRegion label={t(labels.caption)}>
          <table className="crest-admin-table">
            <caption>{t(labels.caption)}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th scope="col" key={column}>
                    {t(column)}
                  </th>
                ))}
                {manager ? <th scope="col">{t("admin.shipping.column.order")}</th> : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, at) => (
                <tr key={row.id}>
                  <td>
                    <Link to={hrefOf(row)}>{nameOf(row)}</Link>
                  </td>
                  {cells(row)}
                  {manager ? (
                    <MoveCell name={nameOf(row)} at={at} ids={rowIds} movable={movable} order={order} />
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <OrderFeedback order={order} />
    </section>
  );
}

function RatesSection({ manager }: { manager: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const club = useClubIntl();
  const rates = useShippingRates(1, club.knownCurrency);
  const order = useOrderRates();
  const price = (rate: StaffShippingRate) =>
    rate.basis === "flat"
      ? club.format.money(rate.price)
      : rate.brackets
          .map((bracket) =>
            intl.formatMessage(
              { id: "admin.shipping.bracketLine" },
              {
                weight: intl.formatNumber(bracket.upToGrams / 1000, { maximumFractionDigits: 3 }),
                price: club.format.money(bracket.price),
              },
            ),
          )
          .join("; ");
  return (
    <ListSection
      id="shipping-rates-heading"
      manager={manager}
      query={club.staffQuery.isError ? { ...club.staffQuery, data: undefined } : rates}
      order={order}
      ids={{
        title: "admin.shipping.rates",
        newLabel: "admin.shipping.newRate",
        newPath: "/admin/shipping/rates/new",
        empty: "admin.shipping.noRates",
        caption: "admin.shipping.ratesCaption",
      }}
      columns={[
        "admin.shipping.column.method",
        "admin.shipping.column.courier",
        "admin.shipping.column.price",
        "admin.shipping.column.countries",
        "admin.shipping.column.freeFrom",
        "admin.shipping.column.validUntil",
      ]}
      nameOf={(rate) => rate.method}
      hrefOf={(rate) => `/admin/shipping/rates/${rate.id}`}
      cells={(rate) => (
        <>
          <td>{rate.courier}</td>
          <td>{price(rate)}</td>
          <td>{rate.countries.length ? rate.countries.join(", ") : t("admin.shipping.everyCountry")}</td>
          <td>{rate.freeFrom === null ? "—" : club.format.money(rate.freeFrom)}</td>
          <td>{rate.validUntil ? club.format.date(rate.validUntil) : t("admin.shipping.always")}</td>
        </>
      )}
    />
  );
}

/** A location's week in one line: the open days and their hours. */
function weekLine(location: StaffPickupLocation, dayName: (day: string) => string, closed: string) {
  const open = WEEKDAYS.filter((day) => location.hours[day]?.trim());
  return open.length ? open.map((day) => `${dayName(day)} ${location.hours[day]}`).join("; ") : closed;
}

function LocationsSection({ manager }: { manager: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const locations = usePickupLocations(1);
  const order = useOrderPickupLocations();
  const dayName = (day: string) => t(`admin.directory.day.${day}`);
  return (
    <ListSection
      id="shipping-locations-heading"
      manager={manager}
      query={locations}
      order={order}
      ids={{
        title: "admin.shipping.locations",
        newLabel: "admin.shipping.newLocation",
        newPath: "/admin/shipping/pickup-locations/new",
        empty: "admin.shipping.noLocations",
        caption: "admin.shipping.locationsCaption",
      }}
      columns={["admin.shipping.column.name", "admin.shipping.column.address", "admin.shipping.column.hours"]}
      nameOf={(location) => location.name}
      hrefOf={(location) => `/admin/shipping/pickup-locations/${location.id}`}
      cells={(location) => (
        <>
          <td>{location.address}</td>
          <td>{weekLine(location, dayName, t("admin.hours.closed"))}</td>
        </>
      )}
    />
  );
}
