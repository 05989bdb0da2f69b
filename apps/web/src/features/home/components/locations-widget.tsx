import { useIntl } from "react-intl";
import { Panel } from "../../../components/page/panel.tsx";
import type { WidgetProps } from "./widget.ts";

/**
 * The global network's other locations (spec-1 §6: only when the club enables global networks;
 * the server already keeps only Version4 portals). Each links to that club's own portal.
 */
/** Other locations exist only for a member of a global network the club has switched on. */
export const hasOtherLocations = ({ account, config }: WidgetProps): boolean =>
  config.settings.globalNetworks && account.globalNetworks.some((location) => !location.current);

export function LocationsWidget({ account, config }: WidgetProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  if (!hasOtherLocations({ account, config })) return null;
  const others = account.globalNetworks.filter((location) => !location.current);
  return (
    <Panel title={t("home.locations.title")}>
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {others.map((location) => (
          <li key={location.id} style={{ marginBottom: 8 }}>
            {location.url ? (
              <a href={location.url} rel="noopener">
                {location.name}
              </a>
            ) : (
              location.name
            )}
            {location.id === account.homeHouseId ? (
              <span className="crest-tag" style={{ marginInlineStart: 8 }}>
                {t("home.locations.home")}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </Panel>
  );
}
