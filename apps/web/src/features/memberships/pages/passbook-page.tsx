import { Button } from "antd";
import { useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { useParams } from "react-router";
import { Page } from "../../../components/page/page.tsx";
import { ResultScreen } from "../../../components/results/result-screen.tsx";
import { isApiError } from "../../../lib/api-error.ts";
import { errorNotice } from "../../../lib/notifications/error-notice.ts";
import { openPassbook } from "../api/open-passbook.ts";
import { MembershipsMessages } from "../lazy-messages/memberships-messages.tsx";

/**
 * /passbook/:id (spec-1 §2.1, §2.2; §8 wallet_device_not_supported): the link a card's e-mail
 * carries. On a phone it hands over to the wallet download; elsewhere it says 'Device Not
 * Supported' with the catalogue's wording.
 */
export default function PassbookPage() {
  return (
    <MembershipsMessages>
      <Passbook />
    </MembershipsMessages>
  );
}

function Passbook() {
  const intl = useIntl();
  const { id = "" } = useParams();
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    openPassbook(id, (url) => window.location.assign(url)).catch(setError);
  }, [id]);

  if (!error)
    return (
      <Page>
        <p role="status">{intl.formatMessage({ id: "passbook.opening" })}</p>
      </Page>
    );
  const notice = errorNotice(error, intl);
  const unsupported = isApiError(error) && error.code === "wallet_device_not_supported";
  return (
    <Page>
      <ResultScreen
        status={unsupported ? "warning" : "error"}
        titleId="passbook.title"
        subTitle={
          <>
            <strong>{notice.title}</strong>
            <br />
            {notice.description}
          </>
        }
        extra={<Button href="/">{intl.formatMessage({ id: "paywall.success.proceed" })}</Button>}
      />
    </Page>
  );
}
