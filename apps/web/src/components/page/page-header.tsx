import { Breadcrumb } from "antd";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";

export interface Crumb {
  title: ReactNode;
  /** Absent for the current page. */
  to?: string;
}

export interface PageHeaderProps {
  title: ReactNode;
  breadcrumb?: Crumb[];
  /** Actions at the end of the header row. */
  extra?: ReactNode;
}

/** The page title (the page's one h1) with an optional breadcrumb trail above it. */
export function PageHeader({ title, breadcrumb, extra }: PageHeaderProps) {
  const intl = useIntl();
  return (
    <header className="crest-page-header">
      {breadcrumb && breadcrumb.length > 0 ? (
        <Breadcrumb
          aria-label={intl.formatMessage({ id: "page.breadcrumb" })}
          items={breadcrumb.map((crumb) => ({
            title: crumb.to ? <Link to={crumb.to}>{crumb.title}</Link> : crumb.title,
          }))}
        />
      ) : null}
      <div className="crest-page-header__row">
        <h1 className="crest-page-header__title">{title}</h1>
        {extra ? <div className="crest-page-header__extra">{extra}</div> : null}
      </div>
    </header>
  );
}
