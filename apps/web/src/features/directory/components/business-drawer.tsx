import { type Business, WEEKDAYS } from "@crest/domain";
import { Descriptions, Divider, Drawer, Flex, Skeleton, Typography } from "antd";
import { useIntl } from "react-intl";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { useBusiness } from "../api/get-directory.ts";
import { OpeningTag } from "./opening-tag.tsx";

/** One business (URL-addressable at /directory/:tab/:id): about, locations with hours, contacts. */
export function BusinessDrawer({
  businessId,
  onClose,
}: {
  businessId: string | undefined;
  onClose: () => void;
}) {
  const business = useBusiness(businessId);
  const data = business.data;
  return (
    <Drawer open={Boolean(businessId)} onClose={onClose} title={data?.name} width="min(600px, 100vw)">
      {business.isPending ? (
        <Skeleton active />
      ) : data ? (
        <BusinessDetails business={data} />
      ) : (
        <ErrorAlert error={business.error} />
      )}
    </Drawer>
  );
}

/** A drawer section's heading (h2, never larger than the page's title). */
const SectionTitle = ({ children }: { children: string }) => (
  <Typography.Title level={2} style={{ fontSize: 16, marginBottom: 8 }}>
    {children}
  </Typography.Title>
);

const tel = (number: string) => `tel:${number.replace(/[^\d+]/g, "")}`;
const mapLink = (latitude: number | null, longitude: number | null, address: string | null) =>
  latitude !== null && longitude !== null
    ? `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`
    : address
      ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`
      : null;

function BusinessDetails({ business }: { business: Business }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <Flex vertical gap={12}>
      {business.slogan ? <Typography.Text type="secondary">{business.slogan}</Typography.Text> : null}
      {business.about ? (
        <section>
          <SectionTitle>{t("directory.about")}</SectionTitle>
          <Typography.Paragraph>{business.about}</Typography.Paragraph>
        </section>
      ) : null}
      <Flex gap={12} wrap>
        {business.phoneNumber ? (
          <a
            href={tel(business.phoneNumber)}
            aria-label={t("directory.call", { number: business.phoneNumber })}
          >
            {business.phoneNumber}
          </a>
        ) : null}
        {business.email ? (
          <a href={`mailto:${business.email}`} aria-label={t("directory.mail", { address: business.email })}>
            {business.email}
          </a>
        ) : null}
        {business.website ? (
          <a href={business.website} target="_blank" rel="noopener noreferrer">
            {t("directory.website")}
          </a>
        ) : null}
      </Flex>
      {business.products.length > 0 ? (
        <section>
          <SectionTitle>{t("directory.products")}</SectionTitle>
          <Typography.Text>{business.products.join(" · ")}</Typography.Text>
        </section>
      ) : null}
      <section>
        <SectionTitle>{t("directory.locations")}</SectionTitle>
        {business.locations.map((location) => {
          const map = mapLink(location.latitude, location.longitude, location.address);
          return (
            <Flex key={location.id} vertical gap={8} style={{ marginBottom: 16 }}>
              <Flex gap={8} wrap align="center">
                <Typography.Text strong>{location.name}</Typography.Text>
                <OpeningTag location={location} />
              </Flex>
              {location.address ? <Typography.Text>{location.address}</Typography.Text> : null}
              {map ? (
                <a href={map} target="_blank" rel="noopener noreferrer">
                  {t("directory.map")}
                </a>
              ) : null}
              <Descriptions
                size="small"
                column={1}
                bordered
                title={t("directory.hours")}
                items={WEEKDAYS.map((day) => ({
                  key: day,
                  label: t(`directory.day.${day}`),
                  children: location.hours[day] || t("directory.closedDay"),
                }))}
              />
            </Flex>
          );
        })}
      </section>
      {business.contacts.length > 0 ? (
        <>
          <Divider style={{ margin: 0 }} />
          <section>
            <SectionTitle>{t("directory.contacts")}</SectionTitle>
            {business.contacts.map((contact) => (
              <Flex key={contact.id} vertical gap={4} style={{ marginBottom: 12 }}>
                <Typography.Text strong>{contact.names}</Typography.Text>
                <Flex gap={12} wrap>
                  {contact.phones.map((phone) => (
                    <a key={phone} href={tel(phone)} aria-label={t("directory.call", { number: phone })}>
                      {phone}
                    </a>
                  ))}
                  {contact.email ? (
                    <a
                      href={`mailto:${contact.email}`}
                      aria-label={t("directory.mail", { address: contact.email })}
                    >
                      {contact.email}
                    </a>
                  ) : null}
                </Flex>
              </Flex>
            ))}
          </section>
        </>
      ) : null}
    </Flex>
  );
}
