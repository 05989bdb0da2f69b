import { useIntl } from "react-intl";
import { useLocation } from "react-router";
import { NavList } from "../../components/navigation/nav-list.tsx";

/** The account area's tabs; those whose pages are not built yet still link (and show not found). */
export const ACCOUNT_TABS = [
  "profile",
  "memberships",
  "wallet",
  "addresses",
  "billing",
  "perks",
  "surveys",
] as const;

/** The horizontal account menu shown on wide screens under /account (spec-2 §2). */
export function AccountTabs({ base }: { base: string }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const rest = pathname.slice(base.length).split("/")[1] ?? "";
  const current = rest === "" ? "profile" : rest;
  return (
    <div className="crest-account-tabs">
      <NavList
        label={intl.formatMessage({ id: "account.tabs" })}
        orientation="horizontal"
        items={ACCOUNT_TABS.map((tab) => ({
          key: tab,
          to: `${base}/${tab}`,
          label: intl.formatMessage({ id: `account.tab.${tab}` }),
          current: tab === current,
        }))}
      />
    </div>
  );
}
