import { Link } from "react-router";
import { Panel } from "../../../components/page/panel.tsx";
import { useT } from "../../../lib/intl/use-t.ts";
import type { WidgetProps } from "./widget.ts";

/** Member or not: said in words (the tag's colour only repeats it), with the way to memberships. */
export function MembershipWidget({ account }: WidgetProps) {
  const t = useT();
  return (
    <Panel title={t("home.membership.title")}>
      <div className="crest-stack">
        <span className={account.isMember ? "crest-tag crest-tag--success" : "crest-tag"}>
          {t(account.isMember ? "home.membership.member" : "home.membership.notMember")}
        </span>
        <p style={{ margin: 0 }}>
          {t(account.isMember ? "home.membership.memberText" : "home.membership.notMemberText")}
        </p>
        <Link to="/account/memberships">{t("home.membership.link")}</Link>
      </div>
    </Panel>
  );
}
