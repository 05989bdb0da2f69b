import { staffBillingEndpoints } from "@crest/domain";
import { useIntl } from "react-intl";
import { Link, useParams } from "react-router";
import { PageWait } from "../../../components/page/page-wait.tsx";
import { useClubIntl } from "../components/club-intl.ts";
import { staffCan } from "../components/staff-can.ts";
import { useMember } from "../members/members-api.ts";
import { AdjustmentForm } from "./adjustment-form.tsx";
import { LedgerSection } from "./ledger-section.tsx";
import { StatementsSection } from "./statements-section.tsx";
import "./billing.css";

/**
 * A member's billing at /admin/billing/members/:customerId: what the house account owes, the
 * ledger (invoices included) by kind and days, a manual charge or credit for managers, and the
 * monthly statements. A viewer reads it all and is told the page is read-only for them.
 */
export function MemberBillingPage() {
  const intl = useIntl();
  const { customerId = "" } = useParams();
  const { format, timezone, currency, ready, staff } = useClubIntl();
  const member = useMember(customerId, ready ? currency : undefined);
  const back = (
    <p>
      <Link to={`/admin/members/${customerId}`}>
        {intl.formatMessage({ id: "admin.billing.backToMember" })}
      </Link>
    </p>
  );
  if (!member.data)
    return (
      <div className="crest-admin-page">
        {back}
        <h1 tabIndex={-1}>{intl.formatMessage({ id: "admin.billing.memberLoading" })}</h1>
        <PageWait query={member} />
      </div>
    );
  const name = member.data.account.fullName;
  const canAdjust = staffCan(staff, staffBillingEndpoints.adjust);
  return (
    <div className="crest-admin-page">
      {back}
      <h1 tabIndex={-1}>{intl.formatMessage({ id: "admin.billing.memberTitle" }, { name })}</h1>
      <p>
        {intl.formatMessage(
          { id: "admin.billing.owes" },
          { amount: format.money(member.data.ledgerBalance) },
        )}
      </p>
      {canAdjust ? (
        <AdjustmentForm customerId={customerId} memberName={name} currency={currency} format={format} />
      ) : (
        <p className="crest-admin-help">{intl.formatMessage({ id: "admin.billing.readOnly" })}</p>
      )}
      <LedgerSection customerId={customerId} ready={ready} timezone={timezone} format={format} />
      <StatementsSection
        customerId={customerId}
        canSend={staffCan(staff, staffBillingEndpoints.sendStatement)}
        format={format}
      />
    </div>
  );
}
