/**
 * The frame of a table that scrolls sideways on a phone: a region the keyboard can reach and
 * scroll (WCAG 2.1.1; axe's scrollable-region-focusable), named as its table is.
 */
import type { ReactNode } from "react";

export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must take focus to be scrolled by keyboard
    <section className="crest-admin-scroll" tabIndex={0} aria-label={label}>
      {children}
    </section>
  );
}
