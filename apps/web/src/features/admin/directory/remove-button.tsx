import { Button, ConfigProvider, Modal, type ThemeConfig } from "antd";
import { useState } from "react";
import { useIntl } from "react-intl";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";

/** antd's red (#ff4d4f) is 3.3:1 on white: the remove buttons take a darker one (WCAG AA). */
const DANGER_THEME: ThemeConfig = {
  token: { colorError: "#b42318", colorErrorHover: "#912018", colorErrorActive: "#7a1a14" },
};

/** Removes something after a confirmation that names it; the removal cannot be undone. */
export function RemoveButton({
  name,
  onRemove,
  pending,
  error,
  textId = "admin.directory.removeText",
}: {
  name: string;
  /** What removing it does, said in the confirmation. */
  textId?: string;
  onRemove: (done: () => void) => void;
  pending: boolean;
  error: unknown;
}) {
  const intl = useIntl();
  const [asking, setAsking] = useState(false);
  return (
    <ConfigProvider theme={DANGER_THEME}>
      <Button
        danger
        onClick={() => setAsking(true)}
        aria-label={intl.formatMessage({ id: "admin.directory.removeOf" }, { name })}
      >
        {intl.formatMessage({ id: "admin.directory.remove" })}
      </Button>
      <Modal
        open={asking}
        title={intl.formatMessage({ id: "admin.directory.removeTitle" }, { name })}
        okText={intl.formatMessage({ id: "admin.directory.removeConfirm" })}
        cancelText={intl.formatMessage({ id: "admin.directory.removeKeep" })}
        okButtonProps={{ danger: true, loading: pending }}
        onOk={() => onRemove(() => setAsking(false))}
        onCancel={() => setAsking(false)}
      >
        <p>{intl.formatMessage({ id: textId })}</p>
        {error ? <ErrorAlert error={error} /> : null}
      </Modal>
    </ConfigProvider>
  );
}
