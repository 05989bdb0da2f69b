import { Button, Card, Flex, Typography } from "antd";
import { useIntl } from "react-intl";
import { useT } from "../../../lib/intl/use-t.ts";
import { usePortalConfig } from "../../config/index.ts";
import { PaywallHeading } from "./paywall-heading.tsx";

/** The intro (spec-1 §2.6): why the membership is inactive, and 'Activate Your Membership'. */
export function PaywallIntro({ onActivate }: { onActivate: () => void }) {
  const t = useT();
  return (
    <Card>
      <Flex vertical gap={16} align="start">
        <PaywallHeading>{t("paywall.intro.title")}</PaywallHeading>
        <Typography.Paragraph>{t("paywall.intro.text")}</Typography.Paragraph>
        <Button type="primary" size="large" onClick={onActivate}>
          {t("paywall.intro.activate")}
        </Button>
      </Flex>
    </Card>
  );
}

/**
 * The intro of a subscription that is not renewable (spec-1 §2.6): on hold and past due; the
 * member must contact the club, so there is no pay action, only the club's contact details.
 */
export function PaywallOnHold() {
  const intl = useIntl();
  const t = useT();
  const { company } = usePortalConfig();
  return (
    <Card>
      <Flex vertical gap={16} align="start">
        <PaywallHeading>{t("paywall.onHold.title")}</PaywallHeading>
        <Typography.Paragraph>{t("paywall.onHold.text")}</Typography.Paragraph>
        <address style={{ fontStyle: "normal" }}>
          <div>{company.name}</div>
          {company.phone ? (
            <div>
              {intl.formatMessage(
                { id: "paywall.contact.phone" },
                { phone: <a href={`tel:${company.phone}`}>{company.phone}</a> },
              )}
            </div>
          ) : null}
          {company.email ? (
            <div>
              {intl.formatMessage(
                { id: "paywall.contact.email" },
                { email: <a href={`mailto:${company.email}`}>{company.email}</a> },
              )}
            </div>
          ) : null}
        </address>
      </Flex>
    </Card>
  );
}
