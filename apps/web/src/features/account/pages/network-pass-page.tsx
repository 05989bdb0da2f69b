import { useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { useSearchParams } from "react-router";
import { TransitScreen } from "../../../components/page/transit-screen.tsx";
import { isApiError } from "../../../lib/api-error.ts";
import { startNetworkSwitch } from "../api/switch-network.ts";
import { NetworkSwitchMessages } from "../lazy-messages/network-switch-messages.tsx";

/**
 * /global-switch/pass?to=&binding= (spec-1 §4 Global network switching), at the club the member
 * leaves: the club they go to sent the browser here with the hash of the nonce it gave it;
 * this asks for a pass bound to it and goes on to that club's page that spends it.
 */
export default function NetworkPassPage() {
  return (
    <NetworkSwitchMessages>
      <AskForPass />
    </NetworkSwitchMessages>
  );
}

function AskForPass() {
  const intl = useIntl();
  const [query] = useSearchParams();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const to = query.get("to");
    const binding = query.get("binding");
    if (!to || !binding) {
      setFailed(true);
      return;
    }
    startNetworkSwitch(to, binding).then(
      ({ url }) => window.location.replace(url),
      // A lost session is the api client's: it already went to sign in again.
      (error: unknown) => setFailed(!(isApiError(error) && error.status === 401)),
    );
  }, [query]);
  if (!failed) return <TransitScreen status={intl.formatMessage({ id: "networkSwitch.leaving" })} />;
  return (
    <TransitScreen
      title={intl.formatMessage({ id: "networkSwitch.failedTitle" })}
      text={intl.formatMessage({ id: "networkSwitch.failedText" })}
      actions={
        <a className="startup__button" href="/">
          {intl.formatMessage({ id: "networkSwitch.back" })}
        </a>
      }
    />
  );
}
