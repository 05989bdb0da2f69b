import { Card, Flex, Tag } from "antd";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { WIDGET_TITLE, type WidgetProps } from "./widget.ts";

/** Member or not: said in words (the tag's colour only repeats it), with the way to memberships. */
export function MembershipWidget({ account }: WidgetProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Card title={<h2 style={WIDGET_TITLE}>{t("home.membership.title")}</h2>}>
      <Flex vertical gap={12} align="flex-start">
        <Tag color={account.isMember ? "success" : "default"} style={{ fontSize: 14, padding: "4px 10px" }}>
          {t(account.isMember ? "home.membership.member" : "home.membership.notMember")}
        </Tag>
        <p style={{ margin: 0 }}>
          {t(account.isMember ? "home.membership.memberText" : "home.membership.notMemberText")}
        </p>
        <Link to="/account/memberships">{t("home.membership.link")}</Link>
      </Flex>
    </Card>
  );
}
