import { App, Button, Card, Flex, Skeleton, Typography } from "antd";
import { useFailedSubscriptionTransactions } from "../api/get-failed-subscription-transactions.ts";
import { MembershipsMessages } from "../lazy-messages/memberships-messages.tsx";
import { PaywallFlow } from "../paywall/paywall-flow.tsx";
import { PaywallLayout } from "../paywall/paywall-layout.tsx";
import "../paywall/paywall.css";
import { useT } from "../../../lib/intl/use-t.ts";

/**
 * The paywall (spec-1 §2.6, §4): at every path while the member carries the flag
 * `membership_failed_payment` (app/routes/build-routes.tsx); the first failed subscription
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
  const { data: transactions, isPending, isError, refetch } = useFailedSubscriptionTransactions();
  if (isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  const transaction = transactions?.[0];
  if (isError || !transaction)
    return (
      <Card>
        <Flex vertical gap={16} align="start">
          <h1 className="crest-paywall__heading">{t("paywall.intro.title")}</h1>
          <Typography.Paragraph>
            {t(isError ? "paywall.loadError" : "paywall.nothingDue")}
          </Typography.Paragraph>
          {/* Nothing left to pay: a fresh start asks for the account again, which lifts the paywall. */}
          <Button type="primary" onClick={() => (isError ? void refetch() : window.location.assign("/"))}>
            {t(isError ? "paywall.tryAgain" : "paywall.success.proceed")}
          </Button>
        </Flex>
      </Card>
    );
  return <PaywallFlow key={transaction.id} transaction={transaction} />;
}
