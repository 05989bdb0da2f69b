import type { Account } from "@crest/domain";
import { type CSSProperties, lazy, Suspense, useState } from "react";
import { useIntl } from "react-intl";
import { Link, Outlet, useLocation } from "react-router";
import { ImagePlaceholderContext } from "../../components/media/image-with-fallback.tsx";
import { useAccount } from "../../features/account/index.ts";
import { needsLocationChoice } from "../../features/account/needs-location-choice.ts";
import { usePortalConfig } from "../../features/config/index.ts";
import { Announcer } from "../../lib/a11y/announcer.tsx";
import { PageFocus } from "../../lib/a11y/page-focus.tsx";
import { mediaUrl } from "../../lib/media-url.ts";
import { useUnknownOverlayLog } from "../../lib/overlays/index.ts";
import { ScreensContext } from "../../lib/routing/screens.ts";
import { useMinWidth } from "../../lib/theme/media-query.ts";
import { MEMBER_SCREENS } from "../routes/screens.ts";
import { AccountCard } from "./account-card.tsx";
import { AccountTabs } from "./account-tabs.tsx";
import { MainNavigation } from "./main-navigation.tsx";
import { MemberHeader } from "./member-header.tsx";
import { PortalFooter } from "./portal-footer.tsx";
import { useBasePath, useLegalPath } from "./use-shell-paths.ts";

const ForcedPasswordModal = lazy(() => import("../../features/account/components/forced-password-modal.tsx"));
const ChooseLocationModal = lazy(() => import("../../features/account/components/choose-location-modal.tsx"));
// antd's Drawer (and antd's theme) load when the member shows the intent to open the menu
// (pointer or focus on the burger), not at start: evaluating antd is a long task.
const loadMenuDrawer = () => import("./mobile-menu-drawer.tsx");
const MobileMenuDrawer = lazy(loadMenuDrawer);

const needsPassword = (account: Account): boolean =>
  account.flag === "createpw" || account.flag === "changepw";

/**
 * The signed-in layout (spec-1 §2.3, spec-2 §1). Lounge clubs get the side menu (280, or 112
 * collapsed below lg); Plus clubs, and every club on narrow screens, get the burger header
 * whose drawer holds the same navigation. Landmarks: banner (header), navigation, main,
 * contentinfo (footer). Plain elements styled in app.css: the shell and the home page draw
 * without antd, whose style engine was most of their start-up time; pages drawn with antd
 * bring its theme along (app/routes/build-routes.tsx), as do the menu drawer and the modal.
 * Every link in it leads to a screen that exists (ScreensContext, docs/member-experience.md).
 */
export function MemberShell() {
  const intl = useIntl();
  const config = usePortalConfig();
  const { data: account } = useAccount();
  const { pathname } = useLocation();
  const { breakpoints } = config.theme;
  const wide = useMinWidth(breakpoints.md);
  const large = useMinWidth(breakpoints.lg);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const accountBase = useBasePath("account", "/account");
  const legalPath = useLegalPath();
  useUnknownOverlayLog();

  const showSider = config.plan === "Lounge" && wide;

  // The router is built for a session, so the account is there; during sign-out it may not be.
  if (!account) return null;

  const collapsed = !large;
  const inAccount = pathname === accountBase || pathname.startsWith(`${accountBase}/`);
  const logoUrl = mediaUrl(config.props.logo.url || config.company.logoUrl);
  const shellStyle = {
    "--crest-page-width": `${config.props.layout.pageWidth}px`,
    "--crest-sider-width": `${collapsed ? config.props.sider.collapsed : config.props.sider.width}px`,
  } as CSSProperties;
  const openMenu = () => {
    setMenuWanted(true);
    setMenuOpen(true);
  };

  return (
    <ImagePlaceholderContext.Provider value={mediaUrl(config.props.assets.placeholder) ?? null}>
      <ScreensContext.Provider value={MEMBER_SCREENS}>
        <div className="crest-shell" style={shellStyle}>
          <a className="crest-skip-link" href="#main">
            {intl.formatMessage({ id: "shell.skipToContent" })}
          </a>
          {showSider ? (
            <aside
              className={collapsed ? "crest-sider crest-sider--collapsed" : "crest-sider"}
              aria-label={intl.formatMessage({ id: "shell.sideMenu" })}
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
            </aside>
          ) : null}
          <div className="crest-shell__body">
            <MemberHeader
              showBurger={!showSider}
              menuOpen={menuOpen}
              menuMounted={menuWanted}
              onOpenMenu={openMenu}
              onMenuIntent={() => void loadMenuDrawer()}
            />
            {inAccount ? <AccountTabs /> : null}
            <main id="main" tabIndex={-1} className="crest-main">
              <Outlet />
            </main>
            <PortalFooter pathOf={legalPath} />
          </div>
          {!showSider && menuWanted ? (
            <Suspense fallback={null}>
              <MobileMenuDrawer account={account} open={menuOpen} onClose={() => setMenuOpen(false)} />
            </Suspense>
          ) : null}
          {needsPassword(account) ? (
            <Suspense fallback={null}>
              <ForcedPasswordModal account={account} />
            </Suspense>
          ) : needsLocationChoice(account) ? (
            <Suspense fallback={null}>
              <ChooseLocationModal account={account} />
            </Suspense>
          ) : null}
          <PageFocus mainId="main" siteName={config.company.name} />
          <Announcer />
        </div>
      </ScreensContext.Provider>
    </ImagePlaceholderContext.Provider>
  );
}
