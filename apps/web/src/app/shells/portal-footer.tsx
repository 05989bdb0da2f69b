import { useIntl } from "react-intl";
import { Link } from "react-router";
import { usePortalConfig } from "../../features/config/index.ts";

/** Brand names of the usual networks, written as the brands write them; others as configured. */
const NETWORK_NAMES: Record<string, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  linkedin: "LinkedIn",
  tiktok: "TikTok",
  twitter: "X",
  x: "X",
  youtube: "YouTube",
  whatsapp: "WhatsApp",
};

const networkName = (network: string): string => NETWORK_NAMES[network.toLowerCase()] ?? network;

const LEGAL_LINKS = [
  ["privacy", "/privacy"],
  ["terms", "/terms"],
  ["cookie", "/cookie"],
  ["faq", "/faq"],
] as const;

export type LegalUri = (typeof LEGAL_LINKS)[number][0];

/**
 * The footer of both shells (the page's contentinfo landmark): the club's footer text, its
 * social links and the legal pages. `pathOf` says where each legal page lives for this session
 * (a Plus club may move them).
 */
export function PortalFooter({ pathOf }: { pathOf: (uri: LegalUri, fallback: string) => string }) {
  const intl = useIntl();
  const { props } = usePortalConfig();
  const newTab = intl.formatMessage({ id: "footer.newTab" });
  return (
    <footer className="crest-footer">
      {props.footer.text ? <p className="crest-footer__text">{props.footer.text}</p> : null}
      {props.social.length > 0 ? (
        <ul className="crest-footer__links" aria-label={intl.formatMessage({ id: "footer.social" })}>
          {props.social.map((link) => (
            <li key={`${link.network}|${link.url}`}>
              <a href={link.url} target="_blank" rel="noopener noreferrer">
                {networkName(link.network)}
                <span className="crest-visually-hidden">{` (${newTab})`}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <nav aria-label={intl.formatMessage({ id: "footer.legal" })}>
        <ul className="crest-footer__links">
          {LEGAL_LINKS.map(([uri, fallback]) => (
            <li key={uri}>
              <Link to={pathOf(uri, fallback)}>{intl.formatMessage({ id: `footer.${uri}` })}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
