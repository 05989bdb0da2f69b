import { formatPhone } from "@crest/domain";
import { Card, Descriptions, type DescriptionsProps } from "antd";
import { useIntl } from "react-intl";
import { WIDGET_TITLE, type WidgetProps } from "./widget.ts";

const withProtocol = (url: string): string => (/^https?:\/\//i.test(url) ? url : `https://${url}`);

/** The club's card from config.company: name, address, phone, website and e-mail (and, on my-club, its story). */
export function ClubCard({ config, showBiography = false }: WidgetProps & { showBiography?: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { company } = config;
  const items: DescriptionsProps["items"] = [];
  if (company.fullAddress) {
    items.push({
      key: "address",
      label: t("home.club.address"),
      children: <address style={{ fontStyle: "normal" }}>{company.fullAddress}</address>,
    });
  }
  if (company.phone) {
    items.push({
      key: "phone",
      label: t("home.club.phone"),
      children: <a href={`tel:${company.phone.replace(/[^\d+]/g, "")}`}>{formatPhone(company.phone)}</a>,
    });
  }
  if (company.website) {
    items.push({
      key: "website",
      label: t("home.club.website"),
      children: (
        <a href={withProtocol(company.website)} target="_blank" rel="noopener noreferrer">
          {company.website.replace(/^https?:\/\//i, "")}
        </a>
      ),
    });
  }
  if (company.email) {
    items.push({
      key: "email",
      label: t("home.club.email"),
      children: <a href={`mailto:${company.email}`}>{company.email}</a>,
    });
  }
  return (
    <Card title={<h2 style={WIDGET_TITLE}>{company.name}</h2>}>
      {showBiography && company.biography ? (
        <p style={{ whiteSpace: "pre-line" }}>{company.biography}</p>
      ) : null}
      {items.length > 0 ? <Descriptions column={1} items={items} /> : null}
    </Card>
  );
}

/** The club card with the club's own description, for the my-club page. */
export const ClubStoryCard = (props: WidgetProps) => <ClubCard {...props} showBiography />;
