import type { Account } from "@crest/domain";
import { Menu } from "antd";
import { useIntl } from "react-intl";
import { Link, useLocation } from "react-router";
import { NavigationIcon } from "../../components/icons.tsx";
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
  const selected = entries.filter((entry) => isWithin(pathname, entry.path)).map((entry) => entry.path);

  return (
    <nav aria-label={intl.formatMessage({ id: "nav.label" })}>
      <Menu
        mode="inline"
        inlineCollapsed={collapsed}
        selectedKeys={selected}
        onClick={onNavigate}
        style={{ borderInlineEnd: 0 }}
        items={entries.map((entry) => ({
          key: entry.path,
          icon: <NavigationIcon name={entry.key} />,
          label: <Link to={entry.path}>{entry.label ?? intl.formatMessage({ id: `nav.${entry.key}` })}</Link>,
        }))}
      />
    </nav>
  );
}
