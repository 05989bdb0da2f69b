import { useIntl } from "react-intl";
import type { Formatter } from "../../../lib/format/formatter.ts";
import { useReceivables } from "./billing-api.ts";

/** What members owe on invoices: not yet due, then overdue by 1–30, 31–60, 61–90 and more days. */
export function ReceivablesPanel({ format }: { format: Formatter }) {
  const intl = useIntl();
  const report = useReceivables().data;
  if (!report) return null;
  const buckets = [
    ["current", report.current],
    ["thirty", report.overdue.thirtyDays],
    ["sixty", report.overdue.sixtyDays],
    ["ninety", report.overdue.ninetyDays],
    ["overNinety", report.overdue.overNinetyDays],
  ] as const;
  return (
    <section aria-labelledby="admin-receivables">
      <h2 id="admin-receivables">{intl.formatMessage({ id: "admin.billing.receivables" })}</h2>
      <dl className="crest-admin-buckets">
        {buckets.map(([key, amount]) => (
          <div key={key}>
            <dt>{intl.formatMessage({ id: `admin.billing.receivables.${key}` })}</dt>
            <dd>{format.money(amount)}</dd>
          </div>
        ))}
      </dl>
      <p>
        {intl.formatMessage(
          { id: "admin.billing.receivables.open" },
          {
            count: report.openInvoices,
            invoiced: format.money(report.invoiced),
            paid: format.money(report.paid),
          },
        )}
      </p>
    </section>
  );
}
