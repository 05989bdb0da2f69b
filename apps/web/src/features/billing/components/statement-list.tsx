import { Card, Empty, Flex, List, Pagination, Skeleton, Typography } from "antd";
import { formatCalendarDay } from "../../../lib/format/calendar-day.ts";
import { useFormat } from "../../../lib/format/format-context.tsx";
import { useT } from "../../../lib/intl/use-t.ts";
import { useStatements } from "../api/get-statements.ts";

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
  const paging = list.data?.pagination;
  if (rows.length === 0) return <Empty description={t("billing.noStatements")} />;
  return (
    <Flex vertical gap={16}>
      <List
        dataSource={rows}
        renderItem={(statement) => {
          const period = `${formatCalendarDay(statement.startDate, format.dateFormat)} – ${formatCalendarDay(statement.endDate, format.dateFormat)}`;
          return (
            <List.Item>
              <Card
                size="small"
                hoverable
                style={{ width: "100%" }}
                onClick={() => onOpen(statement.id)}
                onKeyDown={(event) => {
                  if (event.key === "Enter") onOpen(statement.id);
                }}
                tabIndex={0}
                role="button"
                aria-label={t("billing.openStatement", { period })}
              >
                <Flex justify="space-between" wrap gap={8} align="center">
                  <Flex vertical style={{ minWidth: 0, flex: "1 1 200px" }}>
                    <Typography.Text strong>{period}</Typography.Text>
                    <Typography.Text type="secondary">
                      {t("billing.transactionCount", { count: statement.count })}
                    </Typography.Text>
                  </Flex>
                  <Flex vertical align="end">
                    <Typography.Text type="secondary">{t("billing.totalDue")}</Typography.Text>
                    <Typography.Text strong>{format.money(statement.totalDue)}</Typography.Text>
                  </Flex>
                </Flex>
              </Card>
            </List.Item>
          );
        }}
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
