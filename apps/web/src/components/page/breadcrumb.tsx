import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";

export interface Crumb {
  title: ReactNode;
  /** Absent for the current page. */
  to?: string;
}

/**
 * Where the page sits: a labelled navigation with an ordered list of links, the current page
 * last (aria-current). Ours because antd's Breadcrumb brings its dropdown menus (~8 KB).
 */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: "page.breadcrumb" })} className="crest-breadcrumb">
      <ol>
        {items.map((crumb) => (
          <li key={crumb.to ?? "current"}>
            {crumb.to ? (
              <Link to={crumb.to}>{crumb.title}</Link>
            ) : (
              <span aria-current="page">{crumb.title}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
