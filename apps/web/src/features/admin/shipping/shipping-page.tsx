import {
  type StaffPickupLocation,
  type StaffShippingRate,
  shippingStaffEndpoints,
  WEEKDAYS,
} from "@crest/domain";
import { Alert, Button } from "antd";
import { useIntl } from "react-intl";
import { Link, useNavigate } from "react-router";
import { PageWait } from "../../../components/page/page-wait.tsx";
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

/** Moves one id a place up or down in the order. */
const moved = (ids: string[], at: number, by: -1 | 1) => {
  const next = [...ids];
  const [id] = next.splice(at, 1);
  if (id) next.splice(at + by, 0, id);
  return next;
};

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
      onClick={() => order.mutate(moved(ids, at, by))}
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

function RatesSection({ manager }: { manager: boolean }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const club = useClubIntl();
  const rates = useShippingRates(1, club.knownCurrency);
  const order = useOrderRates();
  const rows = rates.data?.data ?? [];
  const ids = rows.map((row) => row.id);
  const total = rates.data?.pagination?.totalCount ?? rows.length;
  const price = (rate: StaffShippingRate) =>
    rate.basis === "flat"
      ? club.format.money(rate.price)
      : rate.brackets
          .map((bracket) =>
            t("admin.shipping.bracketLine", {
              weight: intl.formatNumber(bracket.upToGrams / 1000, { maximumFractionDigits: 3 }),
              price: club.format.money(bracket.price),
            }),
          )
          .join("; ");
  return (
    <section className="crest-admin-section" aria-labelledby="shipping-rates-heading">
      <h2 id="shipping-rates-heading">{t("admin.shipping.rates")}</h2>
      {manager ? (
        <p>
          <Button type="primary" onClick={() => navigate("/admin/shipping/rates/new")}>
            {t("admin.shipping.newRate")}
          </Button>
        </p>
      ) : null}
      {!rates.data ? (
        <PageWait query={club.staffQuery.isError ? club.staffQuery : rates} />
      ) : rows.length === 0 ? (
        <p>{t("admin.shipping.noRates")}</p>
      ) : (
        <div className="crest-admin-scroll">
          <table className="crest-admin-table">
            <caption>{t("admin.shipping.ratesCaption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("admin.shipping.column.method")}</th>
                <th scope="col">{t("admin.shipping.column.courier")}</th>
                <th scope="col">{t("admin.shipping.column.price")}</th>
                <th scope="col">{t("admin.shipping.column.countries")}</th>
                <th scope="col">{t("admin.shipping.column.freeFrom")}</th>
                <th scope="col">{t("admin.shipping.column.validUntil")}</th>
                {manager ? <th scope="col">{t("admin.shipping.column.order")}</th> : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((rate, at) => (
                <tr key={rate.id}>
                  <td>
                    <Link to={`/admin/shipping/rates/${rate.id}`}>{rate.method}</Link>
                  </td>
                  <td>{rate.courier}</td>
                  <td>{price(rate)}</td>
                  <td>
                    {rate.countries.length ? rate.countries.join(", ") : t("admin.shipping.everyCountry")}
                  </td>
                  <td>{rate.freeFrom === null ? "—" : club.format.money(rate.freeFrom)}</td>
                  <td>{rate.validUntil ? club.format.date(rate.validUntil) : t("admin.shipping.always")}</td>
                  {manager ? (
                    <MoveCell
                      name={rate.method}
                      at={at}
                      ids={ids}
                      movable={total <= SHIPPING_PAGE_SIZE}
                      order={order}
                    />
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <OrderFeedback order={order} />
    </section>
  );
}

/** A location's week in one line: the open days and their hours. */
function weekLine(location: StaffPickupLocation, dayName: (day: string) => string, closed: string) {
  const open = WEEKDAYS.filter((day) => location.hours[day]?.trim());
  return open.length ? open.map((day) => `${dayName(day)} ${location.hours[day]}`).join("; ") : closed;
}

function LocationsSection({ manager }: { manager: boolean }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const locations = usePickupLocations(1);
  const order = useOrderPickupLocations();
  const rows = locations.data?.data ?? [];
  const ids = rows.map((row) => row.id);
  const total = locations.data?.pagination?.totalCount ?? rows.length;
  const dayName = (day: string) => t(`admin.directory.day.${day}`);
  return (
    <section className="crest-admin-section" aria-labelledby="shipping-locations-heading">
      <h2 id="shipping-locations-heading">{t("admin.shipping.locations")}</h2>
      {manager ? (
        <p>
          <Button type="primary" onClick={() => navigate("/admin/shipping/pickup-locations/new")}>
            {t("admin.shipping.newLocation")}
          </Button>
        </p>
      ) : null}
      {!locations.data ? (
        <PageWait query={locations} />
      ) : rows.length === 0 ? (
        <p>{t("admin.shipping.noLocations")}</p>
      ) : (
        <div className="crest-admin-scroll">
          <table className="crest-admin-table">
            <caption>{t("admin.shipping.locationsCaption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("admin.shipping.column.name")}</th>
                <th scope="col">{t("admin.shipping.column.address")}</th>
                <th scope="col">{t("admin.shipping.column.hours")}</th>
                {manager ? <th scope="col">{t("admin.shipping.column.order")}</th> : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((location, at) => (
                <tr key={location.id}>
                  <td>
                    <Link to={`/admin/shipping/pickup-locations/${location.id}`}>{location.name}</Link>
                  </td>
                  <td>{location.address}</td>
                  <td>{weekLine(location, dayName, t("admin.hours.closed"))}</td>
                  {manager ? (
                    <MoveCell
                      name={location.name}
                      at={at}
                      ids={ids}
                      movable={total <= SHIPPING_PAGE_SIZE}
                      order={order}
                    />
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <OrderFeedback order={order} />
    </section>
  );
}
