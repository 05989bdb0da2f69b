import {
  type CancelResult,
  type Order,
  type OrderItem,
  orderStaffEndpoints,
  type PaymentTransaction,
  type StaffOrderDetail,
} from "@crest/domain";
import { Alert, Button, ConfigProvider } from "antd";
import { Fragment, useState } from "react";
import { useIntl } from "react-intl";
import { Link, useParams } from "react-router";
import { PageWait } from "../../../components/page/page-wait.tsx";
import type { Formatter } from "../../../lib/format/formatter.ts";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { brandLabel } from "../../wallet/index.ts";
import { useClubIntl } from "../components/club-intl.ts";
import { ScrollRegion } from "../components/scroll-region.tsx";
import { staffCan } from "../components/staff-can.ts";
import { DANGER_THEME } from "../events/event-status-panel.tsx";
import { CancelLineDialog } from "./cancel-line-dialog.tsx";
import { useCompleteOrder, useStaffOrder } from "./orders-api.ts";
import "./orders.css";

type T = (id: string, values?: Record<string, string | number>) => string;

/** A payment's method as staff read it: "Visa •••• 4242". */
const methodOf = (payment: Pick<PaymentTransaction, "brand" | "lastFour">) =>
  payment.lastFour ? `${brandLabel(payment.brand)} •••• ${payment.lastFour}` : brandLabel(payment.brand);

/** Whether the order can still be handed over (completing a closed one is refused). */
const isOpen = (order: Order) => order.status === "processing" || order.status === "partially_refunded";

/**
 * One order at /admin/orders/:orderId: its member, where it goes (or where it is picked up),
 * its lines with what was cancelled and refunded, its totals, payments and refunds. Staff and
 * above mark it picked up or shipped; managers cancel a line with its refund, after a
 * confirmation that says how much goes back and to which card. A viewer sees it all, changes
 * nothing.
 */
export function OrderPage() {
  const intl = useIntl();
  const { orderId = "" } = useParams();
  const club = useClubIntl();
  const detail = useStaffOrder(orderId, club.knownCurrency);
  // One heading in one place whether the order is there yet: focus moved to it stays on it.
  return (
    <div className="crest-admin-page">
      <p>
        <Link to="/admin/orders">{intl.formatMessage({ id: "admin.order.back" })}</Link>
      </p>
      <h1 tabIndex={-1}>
        {detail.data
          ? intl.formatMessage({ id: "admin.order.title" }, { number: detail.data.order.number })
          : intl.formatMessage({ id: "admin.order.loadingTitle" })}
      </h1>
      {detail.data ? (
        <OrderDetail detail={detail.data} club={club} />
      ) : (
        <PageWait query={club.staffQuery.isError ? club.staffQuery : detail} />
      )}
    </div>
  );
}

/** The order's status, actions and sections, under the page's heading. */
function OrderDetail({ detail, club }: { detail: StaffOrderDetail; club: ReturnType<typeof useClubIntl> }) {
  const intl = useIntl();
  const t: T = (id, values) => intl.formatMessage({ id }, values);
  const complete = useCompleteOrder(detail.order.id);
  const [cancelling, setCancelling] = useState<OrderItem | null>(null);
  const [done, setDone] = useState("");
  const { order, member, fulfilment, payments, cancellations, cancelPreviews } = detail;
  const canComplete = staffCan(club.staff, orderStaffEndpoints.complete);
  const canCancel = staffCan(club.staff, orderStaffEndpoints.cancelLine);
  const how = fulfilment === "shipping" ? "shipped" : "picked_up";
  const paidWith = payments.find((payment) => payment.status !== "failed");
  const preview = cancelling ? cancelPreviews.find((row) => row.orderItemId === cancelling.id) : undefined;
  const cancelled = (line: OrderItem, result: CancelResult) => {
    setCancelling(null);
    setDone(
      t("admin.order.cancelled", {
        quantity: result.item.cancelledQuantity,
        title: line.title,
        amount: club.format.money(result.amount),
      }),
    );
  };

  return (
    <ConfigProvider theme={DANGER_THEME}>
      <div>
        <p>
          {t("admin.order.statusLine", {
            status: t(`admin.orders.status.${order.status}`),
            placed: club.format.dateTime(order.createdOn),
          })}
        </p>
        {done ? <Alert type="success" role="status" title={done} /> : null}
        {complete.isSuccess ? (
          <Alert type="success" role="status" title={t(`admin.order.completed.${how}`)} />
        ) : null}
        {complete.error ? <ErrorAlert error={complete.error} /> : null}
        {canComplete && isOpen(order) ? (
          <div className="crest-admin-actions">
            <Button type="primary" loading={complete.isPending} onClick={() => complete.mutate(how)}>
              {t(`admin.order.mark.${how}`)}
            </Button>
          </div>
        ) : null}
        {!canCancel ? <p>{t(canComplete ? "admin.order.staffOnly" : "admin.order.readOnly")}</p> : null}

        <MemberSection member={member} t={t} />
        <DeliverySection detail={detail} format={club.format} t={t} />

        <section className="crest-admin-section" aria-labelledby="order-lines-heading">
          <h2 id="order-lines-heading">{t("admin.order.lines")}</h2>
          <ScrollRegion label={t("admin.order.lines")}>
            <table className="crest-admin-table">
              <thead>
                <tr>
                  <th scope="col">{t("admin.order.column.item")}</th>
                  <th scope="col" className="crest-admin-number">
                    {t("admin.order.column.quantity")}
                  </th>
                  <th scope="col" className="crest-admin-number">
                    {t("admin.order.column.price")}
                  </th>
                  <th scope="col" className="crest-admin-number">
                    {t("admin.order.column.total")}
                  </th>
                  <th scope="col">{t("admin.order.column.lineStatus")}</th>
                  {canCancel ? <th scope="col">{t("admin.order.column.actions")}</th> : null}
                </tr>
              </thead>
              <tbody>
                {order.items.map((line) => {
                  const linePreview = cancelPreviews.find((row) => row.orderItemId === line.id);
                  return (
                    <tr key={line.id}>
                      <td>
                        {line.title}
                        {line.productAttribute ? (
                          <>
                            <br />
                            <span className="crest-admin-help">{line.productAttribute}</span>
                          </>
                        ) : null}
                      </td>
                      <td className="crest-admin-number">{line.quantity}</td>
                      <td className="crest-admin-number">{club.format.money(line.price)}</td>
                      <td className="crest-admin-number">{club.format.money(line.total)}</td>
                      <td>
                        {line.cancelledQuantity > 0
                          ? t("admin.order.lineCancelled", {
                              cancelled: line.cancelledQuantity,
                              quantity: line.quantity,
                              amount: club.format.money(line.refundedAmount),
                            })
                          : t("admin.order.lineActive")}
                      </td>
                      {canCancel ? (
                        <td>
                          {linePreview?.canCancel ? (
                            <Button
                              danger
                              onClick={() => setCancelling(line)}
                              aria-label={t("admin.order.cancelLineOf", { title: line.title })}
                            >
                              {t("admin.order.cancelLine")}
                            </Button>
                          ) : null}
                        </td>
                      ) : null}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </ScrollRegion>
          <Totals order={order} format={club.format} t={t} />
        </section>

        <section className="crest-admin-section" aria-labelledby="order-payments-heading">
          <h2 id="order-payments-heading">{t("admin.order.payments")}</h2>
          {payments.length === 0 ? (
            <p>{t("admin.order.noPayments")}</p>
          ) : (
            <ScrollRegion label={t("admin.order.payments")}>
              <table className="crest-admin-table">
                <thead>
                  <tr>
                    <th scope="col">{t("admin.order.column.method")}</th>
                    <th scope="col">{t("admin.order.column.date")}</th>
                    <th scope="col">{t("admin.order.column.paymentStatus")}</th>
                    <th scope="col" className="crest-admin-number">
                      {t("admin.order.column.amount")}
                    </th>
                    <th scope="col" className="crest-admin-number">
                      {t("admin.order.column.refunded")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {payments.map((payment) => (
                    <tr key={payment.id}>
                      <td>{methodOf(payment)}</td>
                      <td>{club.format.dateTime(payment.createdOn)}</td>
                      <td>{t(`admin.order.payment.${payment.status}`)}</td>
                      <td className="crest-admin-number">{club.format.money(payment.amount)}</td>
                      <td className="crest-admin-number">{club.format.money(payment.refundedAmount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )}
        </section>

        <section className="crest-admin-section" aria-labelledby="order-refunds-heading">
          <h2 id="order-refunds-heading">{t("admin.order.refunds")}</h2>
          {cancellations.length === 0 ? (
            <p>{t("admin.order.noRefunds")}</p>
          ) : (
            <ul>
              {cancellations.map((cancellation) => {
                const line = order.items.find((item) => item.id === cancellation.orderItemId);
                return (
                  <li key={cancellation.id}>
                    {t(`admin.order.refundLine.${cancellation.by}`, {
                      date: club.format.dateTime(cancellation.createdOn),
                      quantity: cancellation.quantity,
                      title: line?.title ?? "",
                      amount: club.format.money(cancellation.amount),
                    })}
                    <ul>
                      {cancellation.refunds.map((refund) => (
                        <li key={refund.id}>
                          {t(`admin.order.refundTo.${refund.destination}`, {
                            amount: club.format.money(refund.amount),
                            card: paidWith ? methodOf(paidWith) : t("admin.order.theCard"),
                            status: t(`admin.order.refundStatus.${refund.status}`),
                          })}
                        </li>
                      ))}
                    </ul>
                  </li>
                );
              })}
            </ul>
          )}
        </section>

        {cancelling && preview ? (
          <CancelLineDialog
            orderId={order.id}
            line={cancelling}
            preview={preview}
            cardName={paidWith ? methodOf(paidWith) : null}
            format={club.format}
            onClose={() => setCancelling(null)}
            onDone={(result) => cancelled(cancelling, result)}
          />
        ) : null}
      </div>
    </ConfigProvider>
  );
}

function MemberSection({ member, t }: { member: StaffOrderDetail["member"]; t: T }) {
  return (
    <section className="crest-admin-section" aria-labelledby="order-member-heading">
      <h2 id="order-member-heading">{t("admin.order.member")}</h2>
      <p>{`${`${member.firstName} ${member.lastName}`.trim()} (${member.email})`}</p>
      <p className="crest-admin-actions">
        <Link to={`/admin/members/${member.id}`}>{t("admin.order.memberPage")}</Link>
        <Link to={`/admin/orders?member=${member.id}`}>{t("admin.order.memberOrders")}</Link>
      </p>
    </section>
  );
}

/** Where the order goes: delivered to an address, picked up at a location, or how its food is served. */
function DeliverySection({ detail, format, t }: { detail: StaffOrderDetail; format: Formatter; t: T }) {
  const { shippingAddress, dining } = detail.order;
  if (!shippingAddress && !dining) return null;
  return (
    <section className="crest-admin-section" aria-labelledby="order-delivery-heading">
      <h2 id="order-delivery-heading">
        {t(detail.fulfilment ? `admin.order.delivery.${detail.fulfilment}` : "admin.order.delivery.dining")}
      </h2>
      <dl className="crest-admin-facts">
        {shippingAddress ? (
          <>
            <dt>{t("admin.order.deliveryName")}</dt>
            <dd>{shippingAddress.name}</dd>
            <dt>{t("admin.order.deliveryMethod")}</dt>
            <dd>{shippingAddress.method}</dd>
            <dt>{t("admin.order.deliveryAddress")}</dt>
            <dd>{shippingAddress.address}</dd>
          </>
        ) : null}
        {dining ? (
          <>
            <dt>{t("admin.order.diningHow")}</dt>
            <dd>{t(`admin.order.dining.${dining.type}`)}</dd>
            {dining.locationName ? (
              <>
                <dt>{t("admin.order.deliveryAddress")}</dt>
                <dd>{[dining.locationName, dining.address].filter(Boolean).join(", ")}</dd>
              </>
            ) : null}
            {dining.at ? (
              <>
                <dt>{t("admin.order.diningAt")}</dt>
                <dd>{format.dateTime(dining.at)}</dd>
              </>
            ) : null}
            {dining.place ? (
              <>
                <dt>{t("admin.order.diningPlace")}</dt>
                <dd>{dining.place}</dd>
              </>
            ) : null}
          </>
        ) : null}
      </dl>
    </section>
  );
}

function Totals({ order, format, t }: { order: Order; format: Formatter; t: T }) {
  const rows: [string, number][] = [
    ["admin.order.subTotal", order.subTotal],
    ["admin.order.discount", -order.discountTotal],
    ["admin.order.shipping", order.shippingTotal],
    ["admin.order.fees", order.serviceFeeTotal],
    ["admin.order.tip", order.tipTotal],
    ["admin.order.tax", order.taxTotal],
  ];
  return (
    <dl className="crest-admin-facts">
      {rows
        .filter(([, amount]) => amount !== 0)
        .map(([id, amount]) => (
          <Fragment key={id}>
            <dt>{t(id)}</dt>
            <dd>{format.money(amount)}</dd>
          </Fragment>
        ))}
      <dt>{t("admin.order.total")}</dt>
      <dd>{format.money(order.total)}</dd>
      {order.creditsApplied > 0 ? (
        <>
          <dt>{t("admin.order.credits")}</dt>
          <dd>{format.money(order.creditsApplied)}</dd>
        </>
      ) : null}
      <dt>{t("admin.order.charged")}</dt>
      <dd>{format.money(order.charge)}</dd>
    </dl>
  );
}
