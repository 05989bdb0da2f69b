import type { ConfigConflict } from "@crest/domain";
import { Alert, Button } from "antd";
import { useIntl } from "react-intl";
import { ChangeList } from "../components/change-list.tsx";

/**
 * A save refused because another staff member saved first: who, when, which version, and what
 * they changed; the staff member reloads onto their version (their own draft is dropped) or
 * keeps editing theirs (a save then still answers the conflict until they reload).
 */
export function ConflictAlert({
  conflict,
  onReload,
  reloading,
}: {
  conflict: ConfigConflict;
  onReload: () => void;
  reloading: boolean;
}) {
  const intl = useIntl();
  const who = conflict.changedByName ?? intl.formatMessage({ id: "admin.conflict.someone" });
  const when = conflict.changedAt
    ? intl.formatDate(conflict.changedAt, { dateStyle: "medium", timeStyle: "short" })
    : intl.formatMessage({ id: "admin.conflict.unknownTime" });
  return (
    <Alert
      type="warning"
      role="alert"
      showIcon
      title={intl.formatMessage({ id: "admin.conflict.title" }, { who })}
      description={
        <>
          <p>{intl.formatMessage({ id: "admin.conflict.text" }, { who, when, version: conflict.version })}</p>
          <ChangeList changes={conflict.changes} captionId="admin.conflict.changesCaption" values={{ who }} />
        </>
      }
      action={
        <Button type="primary" onClick={onReload} loading={reloading}>
          {intl.formatMessage({ id: "admin.conflict.reload" })}
        </Button>
      }
    />
  );
}
