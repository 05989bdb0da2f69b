import type { ReactNode } from "react";

export interface PageLayoutProps {
  header?: ReactNode;
  children: ReactNode;
  /** A side card (detail actions, summaries); beside the content on wide screens, below it otherwise. */
  side?: ReactNode;
  sideLabel?: string;
}

/**
 * The content column of a page (default width 1320, spec-1 §9) with an optional side panel,
 * 352 wide from 1800 px (narrower from 1200, stacked below that). Widths live in app.css.
 */
export function PageLayout({ header, children, side, sideLabel }: PageLayoutProps) {
  return (
    <div className={side ? "crest-page crest-page--with-side" : "crest-page"}>
      {header}
      <div className="crest-page__body">
        <div className="crest-page__main">{children}</div>
        {side ? (
          <aside className="crest-page__side" aria-label={sideLabel}>
            {side}
          </aside>
        ) : null}
      </div>
    </div>
  );
}
