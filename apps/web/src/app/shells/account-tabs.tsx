import { Menu } from "antd";
import { useIntl } from "react-intl";
import { Link, useLocation } from "react-router";

/** The account area's tabs; those whose pages are not built yet still link (and show not found). */
export const ACCOUNT_TABS = ["profile", "memberships", "wallet", "billing", "perks", "surveys"] as const;

/** The horizontal account menu shown on wide screens under /account (spec-2 §2). */
export function AccountTabs({ base }: { base: string }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const rest = pathname.slice(base.length).split("/")[1] ?? "";
  const current = rest === "" ? "profile" : rest;
  return (
    <nav className="crest-account-tabs" aria-label={intl.formatMessage({ id: "account.tabs" })}>
      <Menu
        mode="horizontal"
        // Six short tabs always fit; antd's overflow measuring copies would be aria-hidden
        // yet hold focusable links (axe aria-hidden-focus).
        disabledOverflow
        selectedKeys={[current]}
        style={{ background: "transparent", borderBottom: 0 }}
        items={ACCOUNT_TABS.map((tab) => ({
          key: tab,
          label: <Link to={`${base}/${tab}`}>{intl.formatMessage({ id: `account.tab.${tab}` })}</Link>,
        }))}
      />
    </nav>
  );
}
