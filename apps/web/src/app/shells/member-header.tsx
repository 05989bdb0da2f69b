import { Button, Layout } from "antd";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { BellIcon, CalendarIcon, MenuIcon } from "../../components/icons.tsx";
import { usePortalConfig } from "../../features/config/index.ts";
import { mediaUrl } from "../../lib/media-url.ts";
import { LanguageSwitch } from "./language-switch.tsx";

const iconLinkStyle = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 48,
  height: 48,
  fontSize: 24,
  color: "inherit",
} as const;

/** The member header: burger (Plus, or narrow screens), logo, language, notifications and schedule. */
export function MemberHeader({
  showBurger,
  menuOpen,
  onOpenMenu,
}: {
  showBurger: boolean;
  menuOpen: boolean;
  onOpenMenu: () => void;
}) {
  const intl = useIntl();
  const config = usePortalConfig();
  const logoUrl = mediaUrl(config.props.logo.url || config.company.logoUrl);
  return (
    <Layout.Header className="crest-header">
      {showBurger ? (
        <Button
          type="text"
          size="large"
          icon={<MenuIcon />}
          aria-label={intl.formatMessage({ id: "shell.openMenu" })}
          aria-expanded={menuOpen}
          aria-controls="crest-mobile-menu"
          onClick={onOpenMenu}
        />
      ) : null}
      {showBurger && logoUrl ? (
        <Link to="/" aria-label={intl.formatMessage({ id: "shell.home" }, { club: config.company.name })}>
          <img src={logoUrl} alt="" style={{ maxHeight: 48, maxWidth: 160, display: "block" }} />
        </Link>
      ) : null}
      <span className="crest-header__spacer" />
      <LanguageSwitch />
      <Link
        to="/notifications"
        style={iconLinkStyle}
        aria-label={intl.formatMessage({ id: "shell.notifications" })}
      >
        <BellIcon />
      </Link>
      <Link
        to="/my-schedule"
        style={iconLinkStyle}
        aria-label={intl.formatMessage({ id: "shell.mySchedule" })}
      >
        <CalendarIcon />
      </Link>
    </Layout.Header>
  );
}
