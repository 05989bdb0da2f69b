import { Skeleton } from "antd";
import { RetryErrorResult } from "../results/lazy-error-result.tsx";

/** The part of a page's query its waiting state reads (TanStack Query's result fits). */
export interface WaitingQuery {
  isError: boolean;
  refetch: () => unknown;
}

/**
 * What a page shows until its data is there: a skeleton while it loads and, when it failed,
 * the error with Try Again (which asks again). Apart from `Page`, so pages without antd stay so.
 */
export function PageWait({
  query,
  rows = 6,
  avatar,
}: {
  query: WaitingQuery;
  rows?: number;
  avatar?: boolean;
}) {
  if (query.isError) return <RetryErrorResult onRetry={() => void query.refetch()} />;
  return <Skeleton active avatar={avatar} paragraph={{ rows }} />;
}
