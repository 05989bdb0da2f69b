import { type StaffInvoice, staffInvoiceEndpoints } from "@crest/domain";
import { Alert, Button, Modal } from "antd";
import { useRef, useState } from "react";
import { useIntl } from "react-intl";
import { Link, useParams } from "react-router";
import { PageWait } from "../../../components/page/page-wait.tsx";
import type { Formatter } from "../../../lib/format/formatter.ts";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { useClubIntl } from "../components/club-intl.ts";
import { staffCan } from "../components/staff-can.ts";
import { useInvoice, useSendInvoice } from "./invoice-api.ts";
import "../orders/orders.css";
import "./billing.css";
import { ScrollRegion } from "../components/scroll-region.tsx";

/**
 * One invoice at /admin/billing/invoices/:invoiceId, opened from the Invoice rows of the club's
 * and a member's ledger: its member, status, due day, the charges it gathers, tax and totals.
 * Managers and owners send it to the member (asked first; a second press mails nothing more);
 * anyone may print it.
 */
export function InvoicePage() {
  const intl = useIntl();
  const { invoiceId = "" } = useParams();
  const club = useClubIntl();
  const invoice = useInvoice(invoiceId, club.knownCurrency);
  const title = invoice.data
    ? intl.formatMessage({ id: "admin.billing.invoice.title" }, { what: invoice.data.invoice.description })
    : intl.formatMessage({ id: "admin.billing.invoice.heading" });
  return (
    <div className="crest-admin-page crest-invoice">
      <p className="crest-invoice__noprint">
        <Link to="/admin/billing">{intl.formatMessage({ id: "admin.billing.invoice.back" })}</Link>
      </p>
      <h1 tabIndex={-1}>{title}</h1>
      {invoice.data === undefined ? (
        <PageWait query={club.staffQuery.isError ? club.staffQuery : invoice} />
      ) : invoice.data === null ? (
        <p>{intl.formatMessage({ id: "admin.billing.invoice.notFound" })}</p>
      ) : (
        <InvoiceDetail
          invoice={invoice.data}
          format={club.format}
          canSend={staffCan(club.staff, staffInvoiceEndpoints.send)}
        />
      )}
    </div>
  );
}

function InvoiceDetail({
  invoice: found,
  format,
  canSend,
}: {
  invoice: StaffInvoice;
  format: Formatter;
  canSend: boolean;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { invoice, lines, member } = found;
  const name = `${member.firstName} ${member.lastName}`;
  const status = found.overdue
    ? t("admin.billing.invoice.overdue")
    : t(`admin.billing.status.${invoice.status}`);
  const totals: [string, number][] = [
    ["admin.billing.invoice.subTotal", invoice.subTotal],
    ["admin.billing.invoice.tax", invoice.tax],
    ["admin.billing.invoice.discount", -invoice.discount],
    ["admin.billing.invoice.total", invoice.amount],
    ["admin.billing.invoice.amountDue", invoice.amountDue],
  ];
  return (
    <>
      <dl className="crest-admin-facts">
        <dt>{t("admin.billing.invoice.member")}</dt>
        <dd>
          <Link to={`/admin/billing/members/${member.id}`}>{name}</Link> {`(${member.email})`}
        </dd>
        <dt>{t("admin.billing.invoice.status")}</dt>
        <dd>{status}</dd>
        {invoice.periodStart && invoice.periodEnd ? (
          <>
            <dt>{t("admin.billing.invoice.period")}</dt>
            <dd>
              {t("admin.billing.invoice.periodDays", { from: invoice.periodStart, to: invoice.periodEnd })}
            </dd>
          </>
        ) : null}
        {invoice.dueDate ? (
          <>
            <dt>{t("admin.billing.invoice.due")}</dt>
            <dd>{invoice.dueDate}</dd>
          </>
        ) : null}
        {invoice.paidOn ? (
          <>
            <dt>{t("admin.billing.invoice.paid")}</dt>
            <dd>{format.dateTime(invoice.paidOn)}</dd>
          </>
        ) : null}
        <dt>{t("admin.billing.invoice.lastSent")}</dt>
        <dd>{found.lastSentAt ? format.dateTime(found.lastSentAt) : t("admin.billing.invoice.neverSent")}</dd>
      </dl>
      <h2>{t("admin.billing.invoice.lines")}</h2>
      <ScrollRegion label={t("admin.billing.invoice.linesCaption")}>
        <table className="crest-admin-table">
          <caption>{t("admin.billing.invoice.linesCaption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("admin.billing.column.date")}</th>
              <th scope="col">{t("admin.billing.column.description")}</th>
              <th scope="col" className="crest-admin-number">
                {t("admin.billing.invoice.tax")}
              </th>
              <th scope="col" className="crest-admin-number">
                {t("admin.billing.column.amount")}
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.id}>
                <td>{format.dateTime(line.createdOn)}</td>
                <td>{line.description}</td>
                <td className="crest-admin-number">{format.money(line.tax)}</td>
                <td className="crest-admin-number">{format.money(line.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <dl className="crest-admin-facts crest-invoice__totals">
        {totals.map(([id, amount]) => (
          <div key={id} className="crest-invoice__total">
            <dt>{t(id)}</dt>
            <dd className="crest-admin-number">{format.money(amount)}</dd>
          </div>
        ))}
      </dl>
      <InvoiceActions invoice={found} name={name} canSend={canSend} format={format} />
    </>
  );
}

function InvoiceActions({
  invoice,
  name,
  canSend,
  format,
}: {
  invoice: StaffInvoice;
  name: string;
  canSend: boolean;
  format: Formatter;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const send = useSendInvoice(invoice.invoice.id);
  const [asking, setAsking] = useState(false);
  // A second press while the first is on its way sends nothing, even before the button shows it
  // waits (two clicks land in one render); the server mails once within its window anyway.
  const sending = useRef(false);
  const confirm = () => {
    if (sending.current) return;
    sending.current = true;
    send.mutate(undefined, {
      onSuccess: () => setAsking(false),
      onSettled: () => {
        sending.current = false;
      },
    });
  };
  const said = send.data
    ? send.data.sent
      ? t("admin.billing.invoice.sent", { email: invoice.member.email })
      : t("admin.billing.invoice.alreadySent", { at: format.dateTime(send.data.lastSentAt) })
    : "";
  return (
    <div className="crest-invoice__noprint">
      {canSend ? null : <p>{t("admin.billing.invoice.readOnly")}</p>}
      {said ? <Alert type={send.data?.sent ? "success" : "info"} role="status" title={said} /> : null}
      <div className="crest-admin-actions">
        {canSend ? (
          <Button type="primary" onClick={() => setAsking(true)}>
            {t("admin.billing.invoice.send")}
          </Button>
        ) : null}
        <Button onClick={() => window.print()}>{t("admin.billing.invoice.print")}</Button>
      </div>
      <Modal
        open={asking}
        title={t("admin.billing.invoice.sendTitle")}
        okText={t("admin.billing.invoice.sendConfirm")}
        cancelText={t("admin.billing.invoice.sendCancel")}
        okButtonProps={{ loading: send.isPending }}
        onOk={confirm}
        onCancel={() => setAsking(false)}
      >
        <p>{t("admin.billing.invoice.sendText", { name, email: invoice.member.email })}</p>
        {send.error ? <ErrorAlert error={send.error} /> : null}
      </Modal>
    </div>
  );
}
