import { useIntl } from "react-intl";
import { isApiError } from "../../lib/api-error.ts";

export type StartupProblem = "unknownClub" | "offline" | "unexpected";

/** Why the portal could not start: no club at this address, no network, or anything else. */
export function startupProblem(error: unknown): StartupProblem {
  if (isApiError(error)) return error.status === 404 ? "unknownClub" : "unexpected";
  return error instanceof TypeError ? "offline" : "unexpected";
}

/**
 * Shown when GET /config (or the session probe) fails. It renders before the club's theme
 * exists, so it uses the plain styles of index.html rather than antd.
 */
export function StartupError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const intl = useIntl();
  const problem = startupProblem(error);
  return (
    <main className="startup startup--error">
      <h1 className="startup__title">{intl.formatMessage({ id: `startup.${problem}.title` })}</h1>
      <p className="startup__text">{intl.formatMessage({ id: `startup.${problem}.text` })}</p>
      <button type="button" className="startup__button" onClick={onRetry}>
        {intl.formatMessage({ id: "startup.retry" })}
      </button>
    </main>
  );
}
