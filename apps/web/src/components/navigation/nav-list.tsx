import type { ReactNode } from "react";
import { Link } from "react-router";

export interface NavListItem {
  key: string;
  to: string;
  label: string;
  icon?: ReactNode;
  current: boolean;
}

export interface NavListProps {
  /** Names the navigation landmark ("Main Navigation", "Account"). */
  label: string;
  items: NavListItem[];
  orientation?: "vertical" | "horizontal";
  /** Icons only; each label stays in the link for assistive technology. */
  collapsed?: boolean;
  onNavigate?: () => void;
}

/**
 * A navigation landmark holding a plain list of links, the current one marked aria-current.
 * Site navigation is links, not an ARIA menu: antd's Menu (role=menu) added a tab stop of its
 * own and asked for arrow keys where every visitor expects Tab. Styles live in app.css.
 */
export function NavList({
  label,
  items,
  orientation = "vertical",
  collapsed = false,
  onNavigate,
}: NavListProps) {
  return (
    <nav aria-label={label} className={`crest-nav crest-nav--${orientation}`}>
      <ul className="crest-nav__list">
        {items.map((item) => (
          <li key={item.key}>
            <Link
              to={item.to}
              className="crest-nav__link"
              aria-current={item.current ? "page" : undefined}
              onClick={onNavigate}
            >
              {item.icon ? <span className="crest-nav__icon">{item.icon}</span> : null}
              <span className={collapsed ? "crest-visually-hidden" : "crest-nav__label"}>{item.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
