import { Alert, Button } from "antd";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { RemoveButton } from "../directory/remove-button.tsx";

/**
 * The foot of a back-office editor: what the save said, its error, and for those who may change
 * it Save (or Add), the editor's own actions (turn off, deactivate…) and, for a saved row that
 * can go, Remove (asked first), which goes back to its list.
 */
export function SaveActions({
  saved,
  saveError,
  saving,
  canSave,
  saveLabelId,
  removal,
  children,
}: {
  saved: string;
  saveError: unknown;
  saving: boolean;
  canSave: boolean;
  saveLabelId: string;
  /** A saved row's name and its removal, and the list it goes back to; undefined for a new one. */
  removal?: {
    name: string;
    backTo: string;
    pending: boolean;
    error: unknown;
    remove: (options: { onSuccess: () => void }) => void;
  };
  /** Further actions beside Save. */
  children?: ReactNode;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <>
      {saved ? <Alert type="success" role="status" title={saved} /> : null}
      {saveError ? <ErrorAlert error={saveError} /> : null}
      {canSave ? (
        <div className="crest-admin-actions">
          <Button type="primary" htmlType="submit" loading={saving}>
            {intl.formatMessage({ id: saveLabelId })}
          </Button>
          {children}
          {removal ? (
            <RemoveButton
              name={removal.name}
              pending={removal.pending}
              error={removal.error}
              onRemove={(done) =>
                removal.remove({
                  onSuccess: () => {
                    done();
                    navigate(removal.backTo);
                  },
                })
              }
            />
          ) : null}
        </div>
      ) : null}
    </>
  );
}
