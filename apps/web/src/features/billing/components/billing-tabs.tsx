import { Tabs } from "antd";
import { useNavigate } from "react-router";
import { useT } from "../../../lib/intl/use-t.ts";
import { BillingMessages } from "../lazy-messages/billing-messages.tsx";

/** The billing tabs in the spec's order (spec-2 §2): invoices, transactions, orders, statements. */
export const BILLING_TABS = ["invoices", "transactions", "orders", "statements"] as const;
export type BillingTab = (typeof BILLING_TABS)[number];

/** The tabs over every billing list, Orders among them (its page is the orders feature's). */
export function BillingTabs({ active }: { active: BillingTab }) {
  return (
    <BillingMessages>
      <TabRow active={active} />
    </BillingMessages>
  );
}

function TabRow({ active }: { active: BillingTab }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Tabs
      activeKey={active}
      onChange={(key) => navigate(`/account/billing/${key}`)}
      items={BILLING_TABS.map((key) => ({ key, label: t(`billing.tab.${key}`) }))}
    />
  );
}
