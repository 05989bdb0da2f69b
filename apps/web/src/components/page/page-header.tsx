import type { ReactNode } from "react";
import { Breadcrumb, type Crumb } from "./breadcrumb.tsx";

export type { Crumb };

export interface PageHeaderProps {
  title: ReactNode;
  breadcrumb?: Crumb[];
  /** Actions at the end of the header row. */
  extra?: ReactNode;
}

/** The page title (the page's one h1) with an optional breadcrumb trail above it. */
export function PageHeader({ title, breadcrumb, extra }: PageHeaderProps) {
  return (
    <header className="crest-page-header">
      {breadcrumb && breadcrumb.length > 0 ? <Breadcrumb items={breadcrumb} /> : null}
      <div className="crest-page-header__row">
        <h1 className="crest-page-header__title">{title}</h1>
        {extra ? <div className="crest-page-header__extra">{extra}</div> : null}
      </div>
    </header>
  );
}
