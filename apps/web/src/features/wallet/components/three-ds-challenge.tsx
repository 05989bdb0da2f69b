import { Modal } from "antd";
import { useRef, useState } from "react";
import { useIntl } from "react-intl";
import { WalletMessages } from "../lazy-messages/wallet-messages.tsx";
import { type IntentStatus, sandboxChallengeUrl, sandboxIntentStatus } from "../processors/sandbox-client.ts";

export interface Challenge {
  intentId: string;
  clientSecret: string;
  resolve: (authenticated: boolean) => void;
}

const DONE: readonly IntentStatus[] = ["requires_confirmation", "succeeded"];

/**
 * The sandbox's 3-D Secure challenge in a modal, as a provider's client library shows its
 * bank page: the page is the sandbox's own; after each answer the intent's status tells whether
 * the member authenticated. Closing the modal counts as failing.
 */
export function ThreeDsChallenge({ challenge }: { challenge: Challenge | null }) {
  return (
    <WalletMessages>
      <ChallengeModal challenge={challenge} />
    </WalletMessages>
  );
}

function ChallengeModal({ challenge }: { challenge: Challenge | null }) {
  // One frame per intent: a new challenge starts with fresh state.
  return challenge ? <ChallengeFrame key={challenge.intentId} challenge={challenge} /> : null;
}

function ChallengeFrame({ challenge }: { challenge: Challenge }) {
  const intl = useIntl();
  const loads = useRef(0);
  const [settled, setSettled] = useState<string | null>(null);
  const finish = (authenticated: boolean) => {
    if (settled === challenge.intentId) return;
    setSettled(challenge.intentId);
    challenge.resolve(authenticated);
  };
  const onLoad = async () => {
    loads.current += 1;
    if (loads.current < 2) return;
    const status = await sandboxIntentStatus(challenge.intentId, challenge.clientSecret);
    if (status !== "requires_action") finish(DONE.includes(status));
  };
  return (
    <Modal
      open={settled !== challenge.intentId}
      title={intl.formatMessage({ id: "wallet.threeDs.title" })}
      footer={null}
      onCancel={() => finish(false)}
      destroyOnHidden
    >
      <iframe
        title={intl.formatMessage({ id: "wallet.threeDs.frame" })}
        src={sandboxChallengeUrl(challenge.intentId, challenge.clientSecret)}
        onLoad={() => void onLoad()}
        style={{ width: "100%", height: 420, border: 0 }}
      />
    </Modal>
  );
}
