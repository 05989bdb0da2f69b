import type { LedgerTransaction } from "@crest/domain";
import { Empty, Flex, Skeleton, Typography } from "antd";
import { useFormat } from "../../../lib/format/format-context.tsx";
import { useT } from "../../../lib/intl/use-t.ts";
import { type TransactionListKind, useTransactions } from "../api/get-transactions.ts";
import { BillingList } from "./billing-list.tsx";
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
  if (rows.length === 0)
    return <Empty description={t(kind === "invoices" ? "billing.noInvoices" : "billing.empty")} />;
  const byId = new Map(rows.map((row) => [row.id, row]));
  const titleOf = (row: LedgerTransaction) => row.description || t(`billing.type.${row.type}`);
  return (
    <BillingList
      rows={rows}
      paging={list.data?.pagination}
      onPage={onPage}
      onOpen={onOpen}
      labelOf={(row) => t("billing.open", { what: titleOf(row) })}
    >
      {(row) => (
        <Flex justify="space-between" wrap gap={8} align="center">
          <Flex vertical style={{ minWidth: 0, flex: "1 1 200px" }}>
            <Typography.Text strong>{titleOf(row)}</Typography.Text>
            <Typography.Text type="secondary">
              {`${format.date(row.createdOn)} · ${t(`billing.paymentType.${row.paymentType}`)}`}
              {row.dueDate && row.amountDue > 0
                ? ` · ${t("billing.dueOn", { date: format.date(row.dueDate) })}`
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
      )}
    </BillingList>
  );
}
