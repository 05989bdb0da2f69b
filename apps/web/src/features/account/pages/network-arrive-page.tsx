import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { TransitScreen } from "../../../components/page/transit-screen.tsx";
import { isApiError } from "../../../lib/api-error.ts";
import { useT } from "../../../lib/intl/use-t.ts";
import { signOut } from "../../auth/index.ts";
import { arriveFromNetwork } from "../api/arrive-from-network.ts";
import { NetworkSwitchMessages } from "../lazy-messages/network-switch-messages.tsx";

type ArrivalState = "working" | "expired" | "signedInAsOther";

/**
 * /global-switch/arrive#{pass} (spec-1 §4 Global network switching), at the club the member
 * goes to: spends the pass (kept in the fragment, which no server sees, and dropped from the
 * address at once) and starts the portal afresh, signed in. Someone else signed in here in
 * this browser is never replaced silently: the member chooses to sign them out.
 */
export default function NetworkArrivePage() {
  return (
    <NetworkSwitchMessages>
      <Arrival />
    </NetworkSwitchMessages>
  );
}

function Arrival() {
  const t = useT();
  const { hash, pathname } = useLocation();
  const navigate = useNavigate();
  const [pass] = useState(() => decodeURIComponent(hash.slice(1)));
  const [arrival, setArrival] = useState<ArrivalState>("working");

  const arrive = useCallback(() => {
    setArrival("working");
    arriveFromNetwork(pass).then(
      () => window.location.replace("/"),
      (error: unknown) =>
        setArrival(isApiError(error) && error.code === "signed_in_as_other" ? "signedInAsOther" : "expired"),
    );
  }, [pass]);

  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    navigate(pathname, { replace: true });
    if (pass) arrive();
    else setArrival("expired");
  }, [arrive, navigate, pass, pathname]);

  if (arrival === "working") return <TransitScreen status={t("networkSwitch.arriving")} />;
  if (arrival === "expired")
    return (
      <TransitScreen
        title={t("networkSwitch.expiredTitle")}
        text={t("networkSwitch.expiredText")}
        actions={
          <a className="startup__button" href="/">
            {t("networkSwitch.back")}
          </a>
        }
      />
    );
  return (
    <TransitScreen
      title={t("networkSwitch.otherTitle")}
      text={t("networkSwitch.otherText")}
      actions={
        <>
          <button
            type="button"
            className="startup__button"
            onClick={() => {
              setArrival("working");
              signOut()
                .catch(() => undefined)
                .then(arrive);
            }}
          >
            {t("networkSwitch.signOutAndContinue")}
          </button>
          <a className="crest-link-button" href="/">
            {t("networkSwitch.stay")}
          </a>
        </>
      }
    />
  );
}
