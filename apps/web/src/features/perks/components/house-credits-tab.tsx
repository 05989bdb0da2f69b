import type { HouseCredit } from "@crest/domain";
import { Button, Card, Drawer, Flex, List, Skeleton, Statistic, Tag, Typography } from "antd";
import { useState } from "react";
import { useIntl } from "react-intl";
import { EmptyList } from "../../../components/empty/empty-list.tsx";
import { useFormat } from "../../../lib/format/format-context.tsx";
import { useHouseCredit } from "../api/get-perks.ts";

/** The house credits tab: the balance, each credit (value left of what it was), and its history. */
export function HouseCreditsTab({ credits, balance }: { credits: HouseCredit[]; balance: number }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const format = useFormat();
  const [openId, setOpenId] = useState<string | undefined>();
  return (
    <Flex vertical gap={12}>
      <Statistic title={t("perks.balance")} value={format.money(balance)} />
      {credits.length === 0 ? <EmptyList /> : null}
      {credits.map((credit) => (
        <Card key={credit.id} size="small">
          <Flex wrap gap={8} align="center" justify="space-between">
            <Flex vertical gap={2} style={{ flex: "1 1 200px", minWidth: 0 }}>
              <Typography.Text strong>{credit.serial}</Typography.Text>
              <Typography.Text>
                {t("perks.creditBalance", {
                  value: format.money(credit.currentValue),
                  initial: format.money(credit.initialValue),
                })}
              </Typography.Text>
              <Typography.Text type="secondary">
                {credit.expiresOn
                  ? t("perks.validUntil", { date: format.date(credit.expiresOn) })
                  : t("perks.noExpiry")}
              </Typography.Text>
              {credit.expired ? <Tag color="warning">{t("perks.creditExpired")}</Tag> : null}
            </Flex>
            <Button
              onClick={() => setOpenId(credit.id)}
              aria-label={t("perks.openOf", { name: credit.serial })}
            >
              {t("perks.history")}
            </Button>
          </Flex>
        </Card>
      ))}
      <CreditDrawer creditId={openId} onClose={() => setOpenId(undefined)} />
    </Flex>
  );
}

function CreditDrawer({ creditId, onClose }: { creditId: string | undefined; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const format = useFormat();
  const credit = useHouseCredit(creditId);
  const kindOf = (type: string) =>
    type === "order" || type === "order_return" ? t(`perks.tx.${type}`) : t("perks.tx.other");
  return (
    <Drawer
      open={Boolean(creditId)}
      onClose={onClose}
      width={480}
      title={credit.data?.serial ?? ""}
      destroyOnHidden
    >
      {credit.data ? (
        <Flex vertical gap={16}>
          <Statistic title={t("perks.balance")} value={format.money(credit.data.currentValue)} />
          {credit.data.pin ? <Typography.Text code>{credit.data.pin}</Typography.Text> : null}
          <Typography.Title level={2} style={{ fontSize: 18 }}>
            {t("perks.history")}
          </Typography.Title>
          <List
            dataSource={credit.data.transactions}
            renderItem={(row) => (
              <List.Item>
                <Flex wrap justify="space-between" gap={8} style={{ width: "100%" }}>
                  <Flex vertical>
                    <Typography.Text>{kindOf(row.referenceType)}</Typography.Text>
                    <Typography.Text type="secondary">{format.dateTime(row.createdOn)}</Typography.Text>
                  </Flex>
                  <Typography.Text strong>{format.money(row.amount)}</Typography.Text>
                </Flex>
              </List.Item>
            )}
          />
          <Button onClick={onClose} style={{ alignSelf: "flex-start" }}>
            {t("perks.close")}
          </Button>
        </Flex>
      ) : (
        <Skeleton active />
      )}
    </Drawer>
  );
}
