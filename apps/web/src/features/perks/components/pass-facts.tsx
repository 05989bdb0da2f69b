import type { Pass } from "@crest/domain";
import { Badge, Flex, Tag, Typography } from "antd";
import { useIntl } from "react-intl";
import { useFormat } from "../../../lib/format/format-context.tsx";

const STATUS_BADGE = {
  active: "success",
  redeemed: "default",
  transferred: "processing",
  expired: "warning",
  void: "error",
} as const;

/** What a pass is worth, what it is for, until when, and its status: the lines a card and a drawer share. */
export function PassFacts({ pass }: { pass: Pass }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const format = useFormat();
  const { pass: definition } = pass;
  return (
    <Flex vertical gap={4}>
      {definition.valueAmount !== null && definition.valueAmount > 0 ? (
        <Typography.Text>{t("perks.value", { value: format.money(definition.valueAmount) })}</Typography.Text>
      ) : null}
      {definition.valuePercent !== null ? (
        <Typography.Text>{t("perks.valuePercent", { value: definition.valuePercent })}</Typography.Text>
      ) : null}
      {definition.kind !== "guest_pass" ? (
        <Typography.Text type="secondary">
          {definition.appliesTo
            ? t("perks.appliesTo", { what: definition.appliesTo })
            : t("perks.appliesToAnything")}
        </Typography.Text>
      ) : null}
      <Typography.Text type="secondary">
        {pass.expiresOn ? t("perks.validUntil", { date: format.date(pass.expiresOn) }) : t("perks.noExpiry")}
      </Typography.Text>
      {pass.guest ? (
        <Typography.Text>{t("perks.sentTo", { name: pass.guest.fullName })}</Typography.Text>
      ) : null}
      {pass.scannedOn ? (
        <Typography.Text>{t("perks.scannedOn", { date: format.dateTime(pass.scannedOn) })}</Typography.Text>
      ) : null}
      <Flex wrap gap={4} align="center">
        <Badge status={STATUS_BADGE[pass.status]} text={t(`perks.status.${pass.status}`)} />
        {pass.inCart ? <Tag color="blue">{t("perks.inCart")}</Tag> : null}
      </Flex>
    </Flex>
  );
}
