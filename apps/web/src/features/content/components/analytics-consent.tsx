import { Button, Flex } from "antd";
import { useState } from "react";
import { Panel } from "../../../components/page/panel.tsx";
import { announce } from "../../../lib/a11y/announcer.tsx";
import {
  analyticsConsent,
  type AnalyticsConsent as Consent,
  hasAnalytics,
  loadAnalytics,
  storeAnalyticsConsent,
} from "../../../lib/analytics/analytics.ts";
import { useT } from "../../../lib/intl/use-t.ts";
import { usePortalConfig } from "../../config/index.ts";

/**
 * On the cookie page, when the club uses analytics: accept or decline its cookies. Accepting
 * loads the script at once; declining after it loaded reloads the page without it.
 */
export function AnalyticsConsent() {
  const t = useT();
  const { analytics } = usePortalConfig();
  const [consent, setConsent] = useState<Consent | null>(analyticsConsent);
  if (!hasAnalytics(analytics)) return null;

  const choose = (next: Consent) => {
    storeAnalyticsConsent(next);
    setConsent(next);
    announce(t(next === "accepted" ? "content.analytics.accepted" : "content.analytics.declined"));
    if (next === "accepted") loadAnalytics(analytics);
    else if (document.querySelector("script[data-crest-analytics]")) window.location.reload();
  };

  return (
    <Panel title={t("content.analytics.title")}>
      <p style={{ marginTop: 0 }}>{t("content.analytics.text")}</p>
      <p>
        {t(
          consent === "accepted"
            ? "content.analytics.accepted"
            : consent === "declined"
              ? "content.analytics.declined"
              : "content.analytics.undecided",
        )}
      </p>
      <Flex gap={12} wrap>
        <Button type="primary" aria-pressed={consent === "accepted"} onClick={() => choose("accepted")}>
          {t("content.analytics.accept")}
        </Button>
        <Button aria-pressed={consent === "declined"} onClick={() => choose("declined")}>
          {t("content.analytics.decline")}
        </Button>
      </Flex>
    </Panel>
  );
}
