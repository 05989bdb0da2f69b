import type { ReactNode } from "react";
import { useIntl } from "react-intl";

/** One group of the theme editor's fields under its heading (an h2: the page's title is the h1). */
export function Section({
  id,
  titleId,
  introId,
  children,
}: {
  id: string;
  titleId: string;
  introId?: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <section className="crest-admin-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{intl.formatMessage({ id: titleId })}</h2>
      {introId ? <p className="crest-admin-field__help">{intl.formatMessage({ id: introId })}</p> : null}
      {children}
    </section>
  );
}
