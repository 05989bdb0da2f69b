import { Empty } from "antd";
import { useIntl } from "react-intl";

/** An empty list: 'No items to show', or 'Your filters produced no results!' when filters are on. */
export function EmptyList({ filtered = false }: { filtered?: boolean }) {
  const intl = useIntl();
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={intl.formatMessage({ id: filtered ? "empty.filtered" : "empty.list" })}
    />
  );
}

/** The empty state of a filtered list. */
export const FilteredEmpty = () => <EmptyList filtered />;
