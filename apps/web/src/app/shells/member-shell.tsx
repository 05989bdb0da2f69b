import type { Account } from "@crest/domain";
import { App, Grid, Layout } from "antd";
import { type CSSProperties, lazy, Suspense, useState } from "react";
import { useIntl } from "react-intl";
import { Link, Outlet, useLocation } from "react-router";
import { useAccount } from "../../features/account/index.ts";
import { needsLocationChoice } from "../../features/account/needs-location-choice.ts";
import { usePortalConfig } from "../../features/config/index.ts";
import { mediaUrl } from "../../lib/media-url.ts";
import { AccountCard } from "./account-card.tsx";
import { AccountTabs } from "./account-tabs.tsx";
import { MainNavigation } from "./main-navigation.tsx";
import { MemberHeader } from "./member-header.tsx";
import { MobileMenuDrawer } from "./mobile-menu-drawer.tsx";
import { useBasePath } from "./use-shell-paths.ts";

const ForcedPasswordModal = lazy(() => import("../../features/account/components/forced-password-modal.tsx"));
const ChooseLocationModal = lazy(() => import("../../features/account/components/choose-location-modal.tsx"));

const needsPassword = (account: Account): boolean =>
  account.flag === "createpw" || account.flag === "changepw";

/**
 * The signed-in layout (spec-1 §2.3, spec-2 §1). Lounge clubs get the side menu (280, or 112
 * collapsed below lg); Plus clubs, and every club on narrow screens, get the burger header
 * whose drawer holds the same navigation.
 */
export function MemberShell() {
  const intl = useIntl();
  const config = usePortalConfig();
  const { data: account } = useAccount();
  const screens = Grid.useBreakpoint();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const accountBase = useBasePath("account", "/account");

  // The router is built for a session, so the account is there; during sign-out it may not be.
  if (!account) return null;

  const wide = screens.md ?? true;
  const showSider = config.plan === "Lounge" && wide;
  const collapsed = !(screens.lg ?? true);
  const inAccount = pathname === accountBase || pathname.startsWith(`${accountBase}/`);
  const logoUrl = mediaUrl(config.props.logo.url || config.company.logoUrl);
  const pageWidth = { "--crest-page-width": `${config.props.layout.pageWidth}px` } as CSSProperties;

  // antd's <App> gives member pages App.useApp() (message, modal); it lives here, not at the
  // root, so the visitor pages and their login budget do without it.
  return (
    <App>
      <Layout style={{ minHeight: "100vh", ...pageWidth }}>
        <a className="crest-skip-link" href="#main">
          {intl.formatMessage({ id: "shell.skipToContent" })}
        </a>
        {showSider ? (
          <Layout.Sider
            theme="light"
            width={config.props.sider.width}
            collapsedWidth={config.props.sider.collapsed}
            collapsed={collapsed}
            trigger={null}
          >
            <div className="crest-sider__logo">
              <Link
                to="/"
                aria-label={intl.formatMessage({ id: "shell.home" }, { club: config.company.name })}
              >
                {logoUrl ? <img src={logoUrl} alt="" /> : config.company.name}
              </Link>
            </div>
            <AccountCard account={account} collapsed={collapsed} />
            <MainNavigation account={account} collapsed={collapsed} />
          </Layout.Sider>
        ) : null}
        <Layout>
          <MemberHeader showBurger={!showSider} menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} />
          {inAccount && (screens.lg ?? true) ? <AccountTabs base={accountBase} /> : null}
          <Layout.Content id="main" tabIndex={-1}>
            <Outlet />
          </Layout.Content>
        </Layout>
        {showSider ? null : (
          <MobileMenuDrawer account={account} open={menuOpen} onClose={() => setMenuOpen(false)} />
        )}
        {needsPassword(account) ? (
          <Suspense fallback={null}>
            <ForcedPasswordModal account={account} />
          </Suspense>
        ) : needsLocationChoice(account) ? (
          <Suspense fallback={null}>
            <ChooseLocationModal account={account} />
          </Suspense>
        ) : null}
      </Layout>
    </App>
  );
}
