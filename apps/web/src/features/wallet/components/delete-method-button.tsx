import { App, Button, ConfigProvider, Popconfirm } from "antd";
import { useT } from "../../../lib/intl/use-t.ts";
import { useErrorNotifier } from "../../../lib/notifications/use-error-notifier.tsx";
import { useDeleteMethod } from "../api/delete-method.ts";

/** Delete with the spec's confirmation (spec-1 §8): 'Are you sure…?' Yes / Nevermind. */
export function DeleteMethodButton({
  kind,
  id,
  onDeleted,
}: {
  kind: "cards" | "banks";
  id: string;
  onDeleted: () => void;
}) {
  const t = useT();
  const { message } = App.useApp();
  const notifyError = useErrorNotifier();
  const remove = useDeleteMethod();
  return (
    // antd's error red (#ff4d4f) is 3.3:1 on white; this one is 6:1 (WCAG AA).
    <ConfigProvider theme={{ token: { colorError: "#b42318" } }}>
      <Popconfirm
        title={t(kind === "cards" ? "wallet.confirmDeleteCard" : "wallet.confirmDeleteBank")}
        okText={t("wallet.yes")}
        cancelText={t("wallet.nevermind")}
        onConfirm={() =>
          remove.mutateAsync({ kind, id }).then(() => {
            void message.success(t(kind === "cards" ? "wallet.cardDeleted" : "wallet.bankDeleted"));
            onDeleted();
          }, notifyError)
        }
      >
        <Button danger loading={remove.isPending}>
          {t("wallet.delete")}
        </Button>
      </Popconfirm>
    </ConfigProvider>
  );
}
