import { lazy, Suspense } from "react";
import { useIntl } from "react-intl";
import type { PresetProps } from "./result-presets.tsx";

// antd's Result and its illustrations (~11 KB) load only when a page has an error to show.
const ErrorResult = lazy(async () => ({ default: (await import("./result-presets.tsx")).ErrorResult }));

/** The generic error screen of a page whose data failed, loaded when needed. */
export function LazyErrorResult(props: PresetProps) {
  return (
    <Suspense fallback={null}>
      <ErrorResult {...props} />
    </Suspense>
  );
}

/** The generic error screen with a 'Try Again' button that asks for the data again. */
export function RetryErrorResult({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <LazyErrorResult
      extra={
        <button type="button" className="crest-button crest-button--inline" onClick={onRetry}>
          {intl.formatMessage({ id: "result.tryAgain" })}
        </button>
      }
    />
  );
}
