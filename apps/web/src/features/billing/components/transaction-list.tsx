import type { LedgerTransaction } from "@crest/domain";
import { Card, Empty, Flex, List, Pagination, Skeleton, Typography } from "antd";
import { formatCalendarDay } from "../../../lib/format/calendar-day.ts";
import { useFormat } from "../../../lib/format/format-context.tsx";
import { useT } from "../../../lib/intl/use-t.ts";
import { type TransactionListKind, useTransactions } from "../api/get-transactions.ts";
import { TransactionStatus } from "./transaction-status.tsx";

/**
 * A billing tab's list (spec-2 §3 Transaction list fields, Paging): each transaction's
 * description, date, payment type, status and amount; a page at a time, the pager hidden when
 * everything fits on one (spec-2 §4).
 */
export function TransactionList({
  kind,
  page,
  onPage,
  onOpen,
}: {
  kind: TransactionListKind;
  page: number;
  onPage: (page: number) => void;
  onOpen: (id: string) => void;
}) {
  const t = useT();
  const format = useFormat();
  const list = useTransactions(kind, page);
  if (list.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  const rows = (list.data?.data ?? []).filter((row): row is LedgerTransaction => "paymentType" in row);
  const paging = list.data?.pagination;
  if (rows.length === 0)
    return <Empty description={t(kind === "invoices" ? "billing.noInvoices" : "billing.empty")} />;
  const byId = new Map(rows.map((row) => [row.id, row]));
  return (
    <Flex vertical gap={16}>
      <List
        dataSource={rows}
        renderItem={(row) => (
          <List.Item>
            <Card
              size="small"
              hoverable
              style={{ width: "100%" }}
              onClick={() => onOpen(row.id)}
              onKeyDown={(event) => {
                if (event.key === "Enter") onOpen(row.id);
              }}
              tabIndex={0}
              role="button"
              aria-label={t("billing.open", { what: row.description || t(`billing.type.${row.type}`) })}
            >
              <Flex justify="space-between" wrap gap={8} align="center">
                <Flex vertical style={{ minWidth: 0, flex: "1 1 200px" }}>
                  <Typography.Text strong>{row.description || t(`billing.type.${row.type}`)}</Typography.Text>
                  <Typography.Text type="secondary">
                    {`${format.date(row.createdOn)} · ${t(`billing.paymentType.${row.paymentType}`)}`}
                    {row.dueDate && row.amountDue > 0
                      ? ` · ${t("billing.dueOn", { date: formatCalendarDay(row.dueDate, format.dateFormat) })}`
                      : ""}
                  </Typography.Text>
                </Flex>
                <Flex gap={12} align="center" wrap>
                  <TransactionStatus
                    transaction={row}
                    original={row.linkedTransactionId ? byId.get(row.linkedTransactionId) : undefined}
                  />
                  <Typography.Text strong>
                    {format.money(row.type === "refund" || row.type === "credit" ? -row.amount : row.amount)}
                  </Typography.Text>
                </Flex>
              </Flex>
            </Card>
          </List.Item>
        )}
      />
      {paging && paging.totalCount > paging.pageSize ? (
        <Pagination
          current={paging.pageNumber}
          pageSize={paging.pageSize}
          total={paging.totalCount}
          showSizeChanger={false}
          onChange={onPage}
          size="small"
        />
      ) : null}
    </Flex>
  );
}
