import { useState } from "react";
import { useIntl } from "react-intl";
import { PageWait } from "../../../components/page/page-wait.tsx";
import { type LedgerFilter, NO_FILTER, useClubLedger } from "./billing-api.ts";
import { useBillingIntl } from "./billing-intl.ts";
import { LedgerFilters } from "./ledger-filters.tsx";
import { LedgerTable } from "./ledger-table.tsx";
import { ReceivablesPanel } from "./receivables-panel.tsx";
import "./billing.css";

/**
 * Billing at /admin/billing: receivables by age, then the club's whole ledger a page at a time,
 * filtered by kind, status and days on the server; a row's member opens their billing.
 */
export function BillingPage() {
  const intl = useIntl();
  const { format, timezone, ready } = useBillingIntl();
  const [filter, setFilter] = useState<LedgerFilter>(NO_FILTER);
  const [page, setPage] = useState(1);
  const ledger = useClubLedger(filter, page, ready);
  return (
    <div className="crest-admin-page">
      <h1 tabIndex={-1}>{intl.formatMessage({ id: "admin.billing.title" })}</h1>
      {ready ? <ReceivablesPanel format={format} /> : null}
      <section aria-labelledby="admin-club-ledger">
        <h2 id="admin-club-ledger">{intl.formatMessage({ id: "admin.billing.ledger" })}</h2>
        <LedgerFilters
          filter={filter}
          timezone={timezone}
          withStatus
          onApply={(next) => {
            setFilter(next);
            setPage(1);
          }}
        />
        {ledger.data ? (
          <LedgerTable
            rows={ledger.data.data}
            pagination={ledger.data.pagination}
            page={page}
            onPage={setPage}
            format={format}
          />
        ) : (
          <PageWait query={ledger} />
        )}
      </section>
    </div>
  );
}
