import { Alert, Button } from "antd";
import { useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { RemoveButton } from "../directory/remove-button.tsx";

/**
 * The foot of a shipping editor: what the save said, its error, and for managers Save (or Add)
 * and, for a saved row, Remove (asked first), which goes back to the lists.
 */
export function SaveActions({
  saved,
  saveError,
  saving,
  canSave,
  saveLabelId,
  removal,
}: {
  saved: string;
  saveError: unknown;
  saving: boolean;
  canSave: boolean;
  saveLabelId: string;
  /** A saved row's name and its removal; undefined for a new one. */
  removal?: {
    name: string;
    pending: boolean;
    error: unknown;
    remove: (options: { onSuccess: () => void }) => void;
  };
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
          {removal ? (
            <RemoveButton
              name={removal.name}
              pending={removal.pending}
              error={removal.error}
              onRemove={(done) =>
                removal.remove({
                  onSuccess: () => {
                    done();
                    navigate("/admin/shipping");
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
