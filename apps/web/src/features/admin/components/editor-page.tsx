import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { PageWait, type WaitingQuery } from "../../../components/page/page-wait.tsx";

/**
 * The frame of a back-office editor at …/new or …/{id}: its heading (new or edit), a link back to
 * the list, a wait while the thing is read, and a plain line when the club has none with that id.
 * `children` draws the thing (null for a new one) once it is known.
 */
export function EditorPage<T>({
  editing,
  query,
  waitFor,
  ids,
  title,
  backTo,
  className = "crest-admin-page",
  children,
}: {
  /** Whether an id is in the address (an edit), not …/new. */
  editing: boolean;
  /** The thing's read: undefined while waiting, null when the club has none such. */
  query: WaitingQuery & { data: T | null | undefined };
  /** What the form needs besides the thing (the club's currency and time zone): waited for too. */
  waitFor?: { ready: boolean; query: WaitingQuery };
  ids: { newTitle: string; editTitle: string; back: string; notFound: string };
  /** The heading once the thing is known (its name), instead of the edit title. */
  title?: (thing: T) => string;
  backTo: string;
  className?: string;
  children: (thing: T | null) => ReactNode;
}) {
  const intl = useIntl();
  const heading = (
    <h1 tabIndex={-1}>
      {query.data && title
        ? title(query.data)
        : intl.formatMessage({ id: editing ? ids.editTitle : ids.newTitle })}
    </h1>
  );
  const back = (
    <p>
      <Link to={backTo}>{intl.formatMessage({ id: ids.back })}</Link>
    </p>
  );
  const waitingElsewhere = waitFor !== undefined && !waitFor.ready;
  if ((editing && query.data === undefined) || waitingElsewhere)
    return (
      <div className={className}>
        {heading}
        <PageWait query={waitingElsewhere && waitFor.query.isError ? waitFor.query : query} />
      </div>
    );
  if (editing && query.data === null)
    return (
      <div className={className}>
        {heading}
        <p>{intl.formatMessage({ id: ids.notFound })}</p>
        {back}
      </div>
    );
  return (
    <div className={className}>
      {heading}
      {back}
      {children(query.data ?? null)}
    </div>
  );
}
