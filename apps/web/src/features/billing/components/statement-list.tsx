import { Empty, Flex, Skeleton, Typography } from "antd";
import { useFormat } from "../../../lib/format/format-context.tsx";
import { useT } from "../../../lib/intl/use-t.ts";
import { useStatements } from "../api/get-statements.ts";
import { BillingList } from "./billing-list.tsx";

/** The statements tab: each month's period, count and total due; the pager only past one page. */
export function StatementList({
  page,
  onPage,
  onOpen,
}: {
  page: number;
  onPage: (page: number) => void;
  onOpen: (id: string) => void;
}) {
  const t = useT();
  const format = useFormat();
  const list = useStatements(page);
  if (list.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  const rows = list.data?.data ?? [];
  if (rows.length === 0) return <Empty description={t("billing.noStatements")} />;
  const periodOf = (statement: (typeof rows)[number]) =>
    `${format.date(statement.startDate)} – ${format.date(statement.endDate)}`;
  return (
    <BillingList
      rows={rows}
      paging={list.data?.pagination}
      onPage={onPage}
      onOpen={onOpen}
      labelOf={(statement) => t("billing.openStatement", { period: periodOf(statement) })}
    >
      {(statement) => (
        <Flex justify="space-between" wrap gap={8} align="center">
          <Flex vertical style={{ minWidth: 0, flex: "1 1 200px" }}>
            <Typography.Text strong>{periodOf(statement)}</Typography.Text>
            <Typography.Text type="secondary">
              {t("billing.transactionCount", { count: statement.count })}
            </Typography.Text>
          </Flex>
          <Flex vertical align="end">
            <Typography.Text type="secondary">{t("billing.totalDue")}</Typography.Text>
            <Typography.Text strong>{format.money(statement.totalDue)}</Typography.Text>
          </Flex>
        </Flex>
      )}
    </BillingList>
  );
}
