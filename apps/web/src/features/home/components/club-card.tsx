import type { ReactNode } from "react";
import { Panel } from "../../../components/page/panel.tsx";
import { useT } from "../../../lib/intl/use-t.ts";
import type { WidgetProps } from "./widget.ts";

const withProtocol = (url: string): string => (/^https?:\/\//i.test(url) ? url : `https://${url}`);

/**
 * The club's card from config.company: name, address, phone (in the one format, from the
 * server), website and e-mail (and, on my-club, its story).
 */
export function ClubCard({ config, showBiography = false }: WidgetProps & { showBiography?: boolean }) {
  const t = useT();
  const { company } = config;
  const items: { key: string; label: string; children: ReactNode }[] = [];
  if (company.fullAddress) {
    items.push({
      key: "address",
      label: t("home.club.address"),
      children: (
        <address style={{ fontStyle: "normal" }}>
          <bdi>{company.fullAddress}</bdi>
        </address>
      ),
    });
  }
  if (company.phone) {
    items.push({
      key: "phone",
      label: t("home.club.phone"),
      children: (
        <a href={`tel:${company.phone.replace(/[^\d+]/g, "")}`}>
          <bdi dir="ltr">{company.phone}</bdi>
        </a>
      ),
    });
  }
  if (company.website) {
    items.push({
      key: "website",
      label: t("home.club.website"),
      children: (
        <a href={withProtocol(company.website)} target="_blank" rel="noopener noreferrer">
          <bdi dir="ltr">{company.website.replace(/^https?:\/\//i, "")}</bdi>
        </a>
      ),
    });
  }
  if (company.email) {
    items.push({
      key: "email",
      label: t("home.club.email"),
      children: (
        <a href={`mailto:${company.email}`}>
          <bdi dir="ltr">{company.email}</bdi>
        </a>
      ),
    });
  }
  return (
    <Panel title={company.name}>
      {showBiography && company.biography ? (
        <p style={{ whiteSpace: "pre-line" }}>{company.biography}</p>
      ) : null}
      {items.length > 0 ? (
        <dl className="crest-facts">
          {items.map((item) => (
            <div key={item.key} className="crest-facts__row">
              <dt>{item.label}</dt>
              <dd>{item.children}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </Panel>
  );
}

/** The club card with the club's own description, for the my-club page. */
export const ClubStoryCard = (props: WidgetProps) => <ClubCard {...props} showBiography />;
