import type { Pagination as Paging } from "@crest/domain";
import { Card, Flex, List, Pagination } from "antd";
import type { ReactNode } from "react";

/**
 * A billing tab's list: each entry a card that opens its drawer (by click, Enter or Space), and
 * the pager only when there is more than one page (spec-2 §4).
 */
export function BillingList<T extends { id: string }>({
  rows,
  paging,
  onPage,
  onOpen,
  labelOf,
  children,
}: {
  rows: T[];
  paging: Paging | null | undefined;
  onPage: (page: number) => void;
  onOpen: (id: string) => void;
  /** The entry's accessible name ("Open Dinner at the Grill Room"). */
  labelOf: (row: T) => string;
  children: (row: T) => ReactNode;
}) {
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
                if (event.key === "Enter" || event.key === " ") {
                  event.preventDefault();
                  onOpen(row.id);
                }
              }}
              tabIndex={0}
              role="button"
              aria-label={labelOf(row)}
            >
              {children(row)}
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
