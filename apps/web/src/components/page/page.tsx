import type { ReactNode } from "react";
import { type Crumb, PageHeader } from "./page-header.tsx";
import { PageLayout } from "./page-layout.tsx";

export interface PageProps {
  /** The page's one h1; a page without a title (a survey, the passbook) draws its own. */
  title?: ReactNode;
  breadcrumb?: Crumb[];
  /** Actions at the end of the title row. */
  extra?: ReactNode;
  /** A side card, beside the content on wide screens (PageLayout). */
  side?: ReactNode;
  sideLabel?: string;
  children: ReactNode;
}

/** A page's header props, kept in one object and spread into each state the page draws. */
export type PageFrame = Omit<PageProps, "children">;

/**
 * The shell of every member page: the header (breadcrumb, title, actions) over the content
 * column. A page keeps its header props in one object and spreads it into each state it draws
 * (loading, failed, loaded), so the title never moves while the data arrives.
 */
export function Page({ title, breadcrumb, extra, side, sideLabel, children }: PageProps) {
  const header =
    title === undefined ? undefined : <PageHeader title={title} breadcrumb={breadcrumb} extra={extra} />;
  return (
    <PageLayout header={header} side={side} sideLabel={sideLabel}>
      {children}
    </PageLayout>
  );
}
