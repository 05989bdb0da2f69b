import { bankLinksOf } from "@crest/domain/wallet/processor.rules";
import { Button, Flex } from "antd";
import { useT } from "../../../lib/intl/use-t.ts";
import { useErrorNotifier } from "../../../lib/notifications/use-error-notifier.tsx";
import { usePortalConfig } from "../../config/index.ts";
import { useGoCardlessLink } from "../api/create-gocardless-link.ts";
import { usePlaidLink } from "../api/get-plaid-link.ts";
import { openPlaidLink } from "../processors/plaid-link.ts";
import { rememberBillingRequest } from "./bank-link-return.ts";

/**
 * Connect a Bank Account, one button per bank integration (spec-1 §2.5 item 4): a plaid-named
 * one opens Link with a link token, a gocardless-named one the direct-debit flow. Both come
 * back to /account/wallet, where the new account is added.
 */
export function ConnectBankButtons() {
  const t = useT();
  const config = usePortalConfig();
  const notifyError = useErrorNotifier();
  const plaid = usePlaidLink();
  const goCardless = useGoCardlessLink();
  const links = bankLinksOf(config.processors);
  if (links.length === 0) return null;
  const back = `${window.location.origin}/account/wallet`;

  const connect = (flow: "plaid" | "gocardless") => {
    if (flow === "plaid")
      plaid.mutate(undefined, {
        onSuccess: (link) => void openPlaidLink(link, back).catch(notifyError),
        onError: notifyError,
      });
    else
      goCardless.mutate(
        { redirectUri: back, exitUri: back },
        {
          onSuccess: (link) => {
            rememberBillingRequest(link.billingRequest);
            window.location.assign(link.authorizationUrl);
          },
          onError: notifyError,
        },
      );
  };

  return (
    <Flex gap={8} wrap>
      {links.map(({ flow, processor }) => (
        <Button
          key={processor.id}
          onClick={() => connect(flow)}
          loading={flow === "plaid" ? plaid.isPending : goCardless.isPending}
        >
          {t(`wallet.connectBank.${flow}`)}
        </Button>
      ))}
    </Flex>
  );
}
