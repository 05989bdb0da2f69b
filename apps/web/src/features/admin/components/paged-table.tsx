import { Table, type TableColumnsType } from "antd";
import { useIntl } from "react-intl";

/** One page of a server-paginated list, as a paged table draws it. */
export interface PagedRows<T> {
  rows: T[];
  page: number;
  pageSize: number;
  total: number;
  loading: boolean;
  onPage: (page: number) => void;
}

/**
 * A table of one page of a list the server paginates: its pager asks for another page
 * (`onPage`) rather than slicing rows it has, and hides when there is one page only.
 */
export function PagedTable<T extends { id: string }>({
  rows,
  page,
  pageSize,
  total,
  loading,
  onPage,
  emptyId,
  columns,
}: PagedRows<T> & { emptyId: string; columns: TableColumnsType<T> }) {
  const intl = useIntl();
  return (
    <Table<T>
      rowKey="id"
      dataSource={rows}
      loading={loading}
      locale={{ emptyText: intl.formatMessage({ id: emptyId }) }}
      pagination={{
        current: page,
        pageSize,
        total,
        onChange: onPage,
        showSizeChanger: false,
        hideOnSinglePage: true,
      }}
      columns={columns}
    />
  );
}
