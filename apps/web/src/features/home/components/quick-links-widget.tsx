import type { CSSProperties } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { NavigationIcon } from "../../../components/icons.tsx";
import { Panel } from "../../../components/page/panel.tsx";
import { useNavigationEntries } from "../../../lib/routing/navigation-entries.ts";
import type { WidgetProps } from "./widget.ts";

/** Two tiles a row on phones, more as the card widens; each tile is a 48 px tall touch target. */
const LIST: CSSProperties = {
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(140px, 1fr))",
  gap: 12,
};
const TILE: CSSProperties = {
  display: "flex",
  alignItems: "center",
  gap: 10,
  minHeight: 48,
  padding: "8px 12px",
  border: "1px solid rgba(0, 0, 0, 0.12)",
  borderRadius: 4,
  fontSize: 16,
};

/** The main navigation's items as tiles, by the sider's own rules (the shell's navigation helper). */
export function QuickLinksWidget({ account, config }: WidgetProps) {
  const intl = useIntl();
  const entries = useNavigationEntries(config, account.isMember);
  if (entries.length === 0) return null;
  return (
    <Panel title={intl.formatMessage({ id: "home.quickLinks" })}>
      <ul style={LIST}>
        {entries.map((entry) => (
          <li key={entry.key}>
            <Link to={entry.path} style={TILE}>
              <NavigationIcon name={entry.key} />
              <span>{entry.label ?? intl.formatMessage({ id: `nav.${entry.key}` })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
