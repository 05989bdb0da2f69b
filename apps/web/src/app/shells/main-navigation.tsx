import type { Account } from "@crest/domain";
import { useIntl } from "react-intl";
import { useLocation } from "react-router";
import { NavigationIcon } from "../../components/icons.tsx";
import { NavList } from "../../components/navigation/nav-list.tsx";
import { usePortalConfig } from "../../features/config/index.ts";
import { useNavigationEntries } from "../../lib/routing/navigation-entries.ts";

const isWithin = (pathname: string, base: string): boolean =>
  base === "/" ? pathname === "/" : pathname === base || pathname.startsWith(`${base}/`);

/** The main navigation from config.props.navigation (spec-2 §1), in the sider or the mobile drawer. */
export function MainNavigation({
  account,
  collapsed = false,
  onNavigate,
}: {
  account: Account;
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const intl = useIntl();
  const config = usePortalConfig();
  const { pathname } = useLocation();
  const entries = useNavigationEntries(config, account.isMember);
  return (
    <NavList
      label={intl.formatMessage({ id: "nav.label" })}
      collapsed={collapsed}
      onNavigate={onNavigate}
      items={entries.map((entry) => ({
        key: entry.key,
        to: entry.path,
        label: entry.label ?? intl.formatMessage({ id: `nav.${entry.key}` }),
        icon: <NavigationIcon name={entry.key} />,
        current: isWithin(pathname, entry.path),
      }))}
    />
  );
}
