import { App, Button, Card, Flex, Skeleton, Typography } from "antd";
import { OverdueInvoices, useOverdueInvoices } from "../../billing/index.ts";
import { useFailedSubscriptionTransactions } from "../api/get-failed-subscription-transactions.ts";
import { MembershipsMessages } from "../lazy-messages/memberships-messages.tsx";
import { PaywallFlow } from "../paywall/paywall-flow.tsx";
import { PaywallHeading } from "../paywall/paywall-heading.tsx";
import { PaywallLayout } from "../paywall/paywall-layout.tsx";
import "../paywall/paywall.css";
import { useT } from "../../../lib/intl/use-t.ts";

/**
 * The paywall (spec-1 §2.6, §4): at every path while the member carries the flag
 * `membership_failed_payment` (app/routes/build-routes.tsx): the invoices past due that hold the
 * member (the club's overdue policy, issue 28) come first, then the first failed subscription
 * transaction is the one to pay.
 */
export default function PaywallPage() {
  return (
    <MembershipsMessages>
      <App component={false}>
        <PaywallLayout>
          <Paywall />
        </PaywallLayout>
      </App>
    </MembershipsMessages>
  );
}

function Paywall() {
  const t = useT();
  const overdue = useOverdueInvoices();
  const { data: transactions, isPending, isError, refetch } = useFailedSubscriptionTransactions();
  if (isPending || overdue.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  // Overdue invoices first (the club's overdue policy): each paid, the list is read again.
  const invoices = overdue.data ?? [];
  if (invoices.length > 0)
    return (
      <Card>
        <Flex vertical gap={16}>
          <PaywallHeading>{t("paywall.invoices.title")}</PaywallHeading>
          <Typography.Paragraph>{t("paywall.invoices.text")}</Typography.Paragraph>
          <OverdueInvoices invoices={invoices} />
        </Flex>
      </Card>
    );
  const transaction = transactions?.[0];
  if (isError || overdue.isError || !transaction)
    return (
      <Card>
        <Flex vertical gap={16} align="start">
          <h1 className="crest-paywall__heading">{t("paywall.intro.title")}</h1>
          <Typography.Paragraph>
            {t(isError || overdue.isError ? "paywall.loadError" : "paywall.nothingDue")}
          </Typography.Paragraph>
          {/* Nothing left to pay: a fresh start asks for the account again, which lifts the paywall. */}
          <Button
            type="primary"
            onClick={() =>
              isError || overdue.isError
                ? void Promise.all([refetch(), overdue.refetch()])
                : window.location.assign("/")
            }
          >
            {t(isError || overdue.isError ? "paywall.tryAgain" : "paywall.success.proceed")}
          </Button>
        </Flex>
      </Card>
    );
  return <PaywallFlow key={transaction.id} transaction={transaction} />;
}
