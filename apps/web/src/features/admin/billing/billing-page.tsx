import { useIntl } from "react-intl";
import { useClubIntl } from "../components/club-intl.ts";
import { LedgerSection } from "./ledger-section.tsx";
import { ReceivablesPanel } from "./receivables-panel.tsx";
import "./billing.css";

/**
 * Billing at /admin/billing: receivables by age, then the club's whole ledger a page at a time,
 * filtered by kind, status and days on the server; a row's member opens their billing.
 */
export function BillingPage() {
  const intl = useIntl();
  const { format, timezone, ready } = useClubIntl();
  return (
    <div className="crest-admin-page">
      <h1 tabIndex={-1}>{intl.formatMessage({ id: "admin.billing.title" })}</h1>
      {ready ? <ReceivablesPanel format={format} /> : null}
      <LedgerSection customerId={null} ready={ready} timezone={timezone} format={format} />
    </div>
  );
}
