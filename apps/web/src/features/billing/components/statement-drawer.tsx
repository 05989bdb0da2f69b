import { Alert, Button, Descriptions, Drawer, Flex, Result, Skeleton, Table, Typography } from "antd";
import { useState } from "react";
import { useFormat } from "../../../lib/format/format-context.tsx";
import { useT } from "../../../lib/intl/use-t.ts";
import { isNativeApp } from "../../../lib/native/native-bridge.ts";
import { statementPdfUrl, useStatement } from "../api/get-statement.ts";
import { TransactionStatus } from "./transaction-status.tsx";

/**
 * A statement (spec-2 §3, §4): its totals, its table (refunds of listed rows already left out by
 * the server), where the member stands on the club's minimum spend, and Download PDF; in the
 * native app the button says to use the browser version instead (spec-2 §2 Panels).
 */
export function StatementDrawer({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  const t = useT();
  const format = useFormat();
  const statement = useStatement(id);
  const [nativeNotice, setNativeNotice] = useState(false);
  const data = statement.data;
  const day = (value: string) => format.date(value);
  return (
    <Drawer
      open={Boolean(id)}
      onClose={onClose}
      width={760}
      title={
        data ? t("billing.statementOf", { period: `${day(data.startDate)} – ${day(data.endDate)}` }) : ""
      }
      destroyOnHidden
    >
      {statement.isError ? (
        <Result status="warning" title={t("billing.loadError")} />
      ) : data ? (
        <Flex vertical gap={24}>
          <Descriptions
            column={{ xs: 1, sm: 2 }}
            size="small"
            bordered
            items={[
              { key: "count", label: t("billing.count"), children: data.count },
              { key: "charged", label: t("billing.charged"), children: format.money(data.charged) },
              { key: "refunded", label: t("billing.refunded"), children: format.money(data.refunded) },
              { key: "total", label: t("billing.total"), children: format.money(data.total) },
              { key: "periodDue", label: t("billing.periodDue"), children: format.money(data.periodDue) },
              {
                key: "totalDue",
                label: t("billing.totalDue"),
                children: <strong>{format.money(data.totalDue)}</strong>,
              },
            ]}
          />
          {data.minimumSpend ? (
            <Alert
              type={data.minimumSpend.shortfall > 0 ? "warning" : "info"}
              showIcon
              title={t("billing.minimum", { amount: format.money(data.minimumSpend.minimum) })}
              description={t("billing.minimumStanding", {
                spent: format.money(data.minimumSpend.spent),
                remaining: format.money(data.minimumSpend.remaining),
                shortfall: format.money(data.minimumSpend.shortfall),
                hasShortfall: data.minimumSpend.shortfall > 0 ? "yes" : "no",
              })}
            />
          ) : null}
          {/* Scrolls sideways on a phone in a region the keyboard reaches (WCAG 2.1.1). */}
          <section
            aria-label={t("billing.statementTable")}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard
            tabIndex={0}
            style={{ overflowX: "auto", maxWidth: "100%" }}
          >
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={data.transactions}
              columns={[
                { key: "date", title: t("billing.date"), render: (_, row) => format.date(row.createdOn) },
                {
                  key: "description",
                  title: t("billing.description"),
                  render: (_, row) => row.description || t(`billing.type.${row.type}`),
                },
                {
                  key: "method",
                  title: t("billing.paymentMethod"),
                  render: (_, row) => t(`billing.paymentType.${row.paymentType}`),
                },
                {
                  key: "status",
                  title: t("billing.status"),
                  render: (_, row) => <TransactionStatus transaction={row} />,
                },
                {
                  key: "amount",
                  title: t("billing.amount"),
                  align: "right",
                  render: (_, row) =>
                    format.money(row.type === "refund" || row.type === "credit" ? -row.amount : row.amount),
                },
              ]}
            />
          </section>
          {nativeNotice ? <Alert type="info" showIcon title={t("billing.pdfInBrowser")} /> : null}
          <Flex gap={8} wrap>
            {isNativeApp() ? (
              <Button type="primary" onClick={() => setNativeNotice(true)}>
                {t("billing.downloadPdf")}
              </Button>
            ) : (
              <Button type="primary" href={statementPdfUrl(data.id)} download={`statement-${data.month}.pdf`}>
                {t("billing.downloadPdf")}
              </Button>
            )}
            <Button onClick={onClose}>{t("billing.close")}</Button>
          </Flex>
          <Typography.Text type="secondary">{t("billing.statementNote")}</Typography.Text>
        </Flex>
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
    </Drawer>
  );
}
