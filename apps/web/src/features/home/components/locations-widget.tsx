import { useIntl } from "react-intl";
import { Panel } from "../../../components/page/panel.tsx";
import { useT } from "../../../lib/intl/use-t.ts";
import { useNetworkSwitch } from "../../account/index.ts";
import type { WidgetProps } from "./widget.ts";

/** Other locations exist only for a member of a global network the club has switched on. */
export const hasOtherLocations = ({ account, config }: WidgetProps): boolean =>
  config.settings.globalNetworks && account.globalNetworks.some((location) => !location.current);

/**
 * Switching location (spec-1 §4 Global network switching): the other clubs of the member's network
 * (only when the club enables global networks; the server keeps only Version4 portals). Each
 * switches the member there, signed in without a second password; this club is not listed.
 */
export function LocationsWidget({ account, config }: WidgetProps) {
  const intl = useIntl();
  const t = useT();
  const networkSwitch = useNetworkSwitch(account.companyId);
  if (!hasOtherLocations({ account, config })) return null;
  const others = account.globalNetworks.filter((location) => !location.current);
  return (
    <Panel title={t("home.locations.title")}>
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {others.map((location) => (
          <li key={location.id} style={{ marginBottom: 8 }}>
            <bdi>{location.name}</bdi>
            {location.id === account.homeHouseId ? (
              <span className="crest-tag" style={{ marginInlineStart: 8 }}>
                {t("home.locations.home")}
              </span>
            ) : null}{" "}
            <button
              type="button"
              className="crest-link-button"
              aria-disabled={networkSwitch.isPending}
              onClick={() => {
                if (!networkSwitch.isPending) networkSwitch.mutate(location);
              }}
            >
              {intl.formatMessage({ id: "home.locations.switch" }, { name: location.name })}
            </button>
          </li>
        ))}
      </ul>
      {networkSwitch.isError ? <p role="alert">{t("home.locations.switchFailed")}</p> : null}
    </Panel>
  );
}
