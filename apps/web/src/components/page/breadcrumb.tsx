import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { Link, useLocation } from "react-router";

export interface Crumb {
  title: ReactNode;
  /** Absent for the current page. */
  to?: string;
}

/**
 * Where the page sits: a labelled navigation with an ordered list of links, the current page
 * last (aria-current). A crumb never links to the page it is on (/account is the profile: its
 * "Account" crumb is text there). Ours because antd's Breadcrumb brings its dropdown menus (~8 KB).
 */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const here = (to: string) => to.replace(/\/+$/, "") === pathname.replace(/\/+$/, "");
  return (
    <nav aria-label={intl.formatMessage({ id: "page.breadcrumb" })} className="crest-breadcrumb">
      <ol>
        {items.map((crumb) => (
          <li key={crumb.to ?? "current"}>
            {crumb.to && !here(crumb.to) ? (
              <Link to={crumb.to}>{crumb.title}</Link>
            ) : crumb.to ? (
              <span>{crumb.title}</span>
            ) : (
              <span aria-current="page">{crumb.title}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
