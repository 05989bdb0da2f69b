import { useIntl } from "react-intl";
import { Link } from "react-router";
import { CalendarIcon, MenuIcon } from "../../components/icons.tsx";
import { usePortalConfig } from "../../features/config/index.ts";
import { NotificationBell } from "../../features/notifications/index.ts";
import { mediaUrl } from "../../lib/media-url.ts";
import { LanguageSwitch } from "./language-switch.tsx";
import { useScreenPath } from "./use-shell-paths.ts";

/**
 * The member header (the banner landmark): burger (Plus, or narrow screens), logo, language,
 * notifications and schedule (each only once its screen exists). Everything but the logo keeps its
 * size; the logo shrinks, so the header fits a 320 px screen (WCAG 1.4.10).
 */
export function MemberHeader({
  showBurger,
  menuOpen,
  menuMounted,
  onOpenMenu,
  onMenuIntent,
}: {
  showBurger: boolean;
  menuOpen: boolean;
  /** The menu drawer exists in the page (it loads on first use): only then may the burger point at it. */
  menuMounted: boolean;
  onOpenMenu: () => void;
  /** The pointer or focus reached the burger: a good moment to load the drawer. */
  onMenuIntent: () => void;
}) {
  const intl = useIntl();
  const config = usePortalConfig();
  const notifications = useScreenPath("notifications");
  const schedule = useScreenPath("my-schedule");
  const logoUrl = mediaUrl(config.props.logo.url || config.company.logoUrl);
  return (
    <header className="crest-header">
      {showBurger ? (
        <button
          type="button"
          className="crest-icon-button"
          aria-label={intl.formatMessage({ id: "shell.openMenu" })}
          aria-expanded={menuOpen}
          aria-controls={menuMounted ? "crest-mobile-menu" : undefined}
          onClick={onOpenMenu}
          onPointerEnter={onMenuIntent}
          onPointerDown={onMenuIntent}
          onFocus={onMenuIntent}
        >
          <MenuIcon />
        </button>
      ) : null}
      {showBurger && logoUrl ? (
        <Link
          to="/"
          className="crest-header__logo"
          aria-label={intl.formatMessage({ id: "shell.home" }, { club: config.company.name })}
        >
          <img src={logoUrl} alt="" />
        </Link>
      ) : null}
      <span className="crest-header__spacer" />
      <LanguageSwitch />
      {notifications ? <NotificationBell to={notifications} /> : null}
      {[{ to: schedule, label: "shell.mySchedule", icon: <CalendarIcon /> }].map(({ to, label, icon }) =>
        to ? (
          <Link
            key={label}
            to={to}
            className="crest-icon-button"
            aria-label={intl.formatMessage({ id: label })}
          >
            {icon}
          </Link>
        ) : null,
      )}
    </header>
  );
}
