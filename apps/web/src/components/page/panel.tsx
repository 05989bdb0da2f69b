import { type ReactNode, useId } from "react";

export interface PanelProps {
  /** The panel's heading (an h2: panels sit under the page's h1). */
  title: ReactNode;
  children: ReactNode;
  /** Actions beside the heading. */
  extra?: ReactNode;
  className?: string;
}

/**
 * A titled section of a page, drawn like antd's Card (styles in app.css, the club's card
 * radius). Ours because antd's Card brings its Tabs with it (~13 KB on every page).
 */
export function Panel({ title, children, extra, className }: PanelProps) {
  const headingId = useId();
  return (
    <section className={className ? `crest-panel ${className}` : "crest-panel"} aria-labelledby={headingId}>
      <div className="crest-panel__head">
        <h2 id={headingId} className="crest-panel__title">
          {title}
        </h2>
        {extra}
      </div>
      <div className="crest-panel__body">{children}</div>
    </section>
  );
}
