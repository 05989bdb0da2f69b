import { NavList } from "../../../components/navigation/nav-list.tsx";
import { useT } from "../../../lib/intl/use-t.ts";
import { BillingMessages } from "../lazy-messages/billing-messages.tsx";

/** The billing tabs in the spec's order (spec-2 §2): invoices, transactions, orders, statements. */
export const BILLING_TABS = ["invoices", "transactions", "orders", "statements"] as const;
export type BillingTab = (typeof BILLING_TABS)[number];

/**
 * The links over every billing list, Orders among them (its page is the orders feature's): a
 * navigation of links like the account's own tabs, wrapping on a phone (antd's Tabs folded the
 * extra tabs into a menu button inside the tab list, which axe refuses).
 */
export function BillingTabs({ active }: { active: BillingTab }) {
  return (
    <BillingMessages>
      <TabRow active={active} />
    </BillingMessages>
  );
}

function TabRow({ active }: { active: BillingTab }) {
  const t = useT();
  return (
    <div className="crest-account-tabs">
      <NavList
        label={t("billing.sections")}
        orientation="horizontal"
        items={BILLING_TABS.map((key) => ({
          key,
          to: `/account/billing/${key}`,
          label: t(`billing.tab.${key}`),
          current: key === active,
        }))}
      />
    </div>
  );
}
