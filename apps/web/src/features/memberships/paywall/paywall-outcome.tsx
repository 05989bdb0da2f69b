import { Button, Card, Flex, Typography } from "antd";
import { useIntl } from "react-intl";
import { ResultScreen } from "../../../components/results/result-screen.tsx";
import { useT } from "../../../lib/intl/use-t.ts";
import { errorNotice } from "../../../lib/notifications/error-notice.ts";

/**
 * Success (spec-1 §2.6): 'Thank You', Logout, and 'Proceed to My Club', which loads the portal
 * afresh: the account is asked for again, and with the flag cleared the portal replaces the
 * paywall (a membership with more failed periods comes back to the paywall's intro).
 */
export function PaywallSuccess() {
  const t = useT();
  return (
    <Card>
      <ResultScreen
        status="success"
        titleId="paywall.success.title"
        subTitleId="paywall.success.text"
        extra={
          <Flex gap={12} justify="center" wrap>
            <Button href="/logout">{t("paywall.logout")}</Button>
            <Button type="primary" onClick={() => window.location.assign("/")}>
              {t("paywall.success.proceed")}
            </Button>
          </Flex>
        }
      />
    </Card>
  );
}

/** Error (spec-1 §2.6, §8): 'Payment Failed', the error's details, and 'Go Back' to the pay step. */
export function PaywallError({ error, onBack }: { error: unknown; onBack: () => void }) {
  const intl = useIntl();
  const notice = errorNotice(error, intl);
  return (
    <Card>
      <ResultScreen
        status="error"
        titleId="paywall.error.title"
        subTitleId="paywall.error.text"
        extra={
          <Button type="primary" onClick={onBack} autoFocus>
            {intl.formatMessage({ id: "paywall.error.back" })}
          </Button>
        }
      >
        <Typography.Paragraph className="crest-paywall__details" role="alert">
          <strong>{notice.title}</strong>: {notice.description}
        </Typography.Paragraph>
      </ResultScreen>
    </Card>
  );
}
