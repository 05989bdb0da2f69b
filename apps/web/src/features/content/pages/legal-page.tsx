import { useLocation } from "react-router";
import { EmptyList } from "../../../components/empty/empty-list.tsx";
import { Page } from "../../../components/page/page.tsx";
import { useT } from "../../../lib/intl/use-t.ts";
import { useRouteHandle } from "../../../lib/routing/route-handle.ts";
import { usePortalConfig } from "../../config/index.ts";
import { AnalyticsConsent } from "../components/analytics-consent.tsx";
import { type LegalSection, legalSectionOf, paragraphsOf } from "../components/legal-text.ts";

/**
 * /privacy, /terms and /cookie (spec-1 §2.1, for visitors and members): the club's text from
 * config.props.sections as plain paragraphs. The text is never parsed as HTML, so a club's copy
 * cannot inject markup or scripts.
 */
export default function LegalPage() {
  const t = useT();
  const config = usePortalConfig();
  const { pathname } = useLocation();
  const handle = useRouteHandle();
  // The route row names the page even when a club moved its path; the path is the fallback.
  const section: LegalSection =
    legalSectionOf(handle?.rowId) ?? legalSectionOf(pathname.split("/")[1]) ?? "privacy";
  const paragraphs = paragraphsOf(config.props.sections[section]);

  return (
    <Page title={t(`content.${section}`)}>
      {paragraphs.length === 0 ? (
        <EmptyList />
      ) : (
        <article style={{ maxWidth: 760, whiteSpace: "pre-line", lineHeight: 1.7 }}>
          {paragraphs.map((paragraph) => (
            <p key={paragraph.key}>{paragraph.text}</p>
          ))}
        </article>
      )}
      {section === "cookie" ? <AnalyticsConsent /> : null}
    </Page>
  );
}
