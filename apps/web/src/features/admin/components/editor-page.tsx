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
  ids,
  backTo,
  children,
}: {
  /** Whether an id is in the address (an edit), not …/new. */
  editing: boolean;
  /** The thing's read: undefined while waiting, null when the club has none such. */
  query: WaitingQuery & { data: T | null | undefined };
  ids: { newTitle: string; editTitle: string; back: string; notFound: string };
  backTo: string;
  children: (thing: T | null) => ReactNode;
}) {
  const intl = useIntl();
  const title = <h1 tabIndex={-1}>{intl.formatMessage({ id: editing ? ids.editTitle : ids.newTitle })}</h1>;
  const back = (
    <p>
      <Link to={backTo}>{intl.formatMessage({ id: ids.back })}</Link>
    </p>
  );
  if (editing && query.data === undefined)
    return (
      <div className="crest-admin-page">
        {title}
        <PageWait query={query} />
      </div>
    );
  if (editing && query.data === null)
    return (
      <div className="crest-admin-page">
        {title}
        <p>{intl.formatMessage({ id: ids.notFound })}</p>
        {back}
      </div>
    );
  return (
    <div className="crest-admin-page">
      {title}
      {back}
      {children(query.data ?? null)}
    </div>
  );
}
