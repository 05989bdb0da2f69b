import { App, Button, Popconfirm } from "antd";
import { useIntl } from "react-intl";
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
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: key });
  const { message } = App.useApp();
  const notifyError = useErrorNotifier();
  const remove = useDeleteMethod();
  return (
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
  );
}
