import { useState } from "react";
import { useIntl } from "react-intl";
import { PageWait } from "../../../components/page/page-wait.tsx";
import type { Formatter } from "../../../lib/format/formatter.ts";
import { type LedgerFilter, NO_FILTER, useLedger } from "./billing-api.ts";
import { LedgerFilters } from "./ledger-filters.tsx";
import { LedgerTable } from "./ledger-table.tsx";

/**
 * The Transactions section of a billing screen: the club's ledger, or one member's when
 * `customerId` is given, with its filters (status on the club's) and its page.
 */
export function LedgerSection({
  customerId,
  ready,
  timezone,
  format,
}: {
  customerId: string | null;
  ready: boolean;
  timezone: string;
  format: Formatter;
}) {
  const intl = useIntl();
  const [filter, setFilter] = useState<LedgerFilter>(NO_FILTER);
  const [page, setPage] = useState(1);
  const ledger = useLedger(customerId, filter, page, ready);
  return (
    <section aria-labelledby="admin-ledger">
      <h2 id="admin-ledger">{intl.formatMessage({ id: "admin.billing.ledger" })}</h2>
      <LedgerFilters
        filter={filter}
        timezone={timezone}
        withStatus={!customerId}
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
  );
}
