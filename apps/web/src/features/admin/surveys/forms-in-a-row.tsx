import { Button } from "antd";
import { useIntl } from "react-intl";

/**
 * Several forms in a row (spec-1's carousel): the member page `/surveys/a,b,c` shows the chosen
 * published forms one after another, in the order they were ticked. Staff copy the address
 * into a menu, a message or a content page.
 */
export function FormsInARow({ uids, onClear }: { uids: string[]; onClear: () => void }) {
  const intl = useIntl();
  const address = `/surveys/${uids.join(",")}`;
  return (
    <section className="crest-admin-section" aria-labelledby="forms-in-a-row-heading">
      <h2 id="forms-in-a-row-heading">{intl.formatMessage({ id: "admin.surveys.inRowTitle" })}</h2>
      <p>{intl.formatMessage({ id: "admin.surveys.inRowHelp" })}</p>
      {uids.length > 0 ? (
        <>
          <p aria-live="polite">
            {intl.formatMessage({ id: "admin.surveys.inRowAddress" })} <a href={address}>{address}</a>
          </p>
          <Button onClick={onClear}>{intl.formatMessage({ id: "admin.surveys.inRowClear" })}</Button>
        </>
      ) : null}
    </section>
  );
}
