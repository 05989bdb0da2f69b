import type { CancelResult, LineCancelPreview, OrderItem } from "@crest/domain";
import { Modal } from "antd";
import { useRef } from "react";
import { useIntl } from "react-intl";
import type { Formatter } from "../../../lib/format/formatter.ts";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { useCancelLine } from "./orders-api.ts";

/**
 * Asks before a line is cancelled, saying what goes back and where: the amount in all, the part
 * to the card the order was paid with (`cardName`, or as a new house credit when the club
 * refunds cards that way) and the part back as house credits. Confirming sends the cancel once:
 * the button waits while it runs, and a second press before it answers sends nothing more (the
 * server refunds once however often it is asked, too).
 */
export function CancelLineDialog({
  orderId,
  line,
  preview,
  cardName,
  format,
  onClose,
  onDone,
}: {
  orderId: string;
  line: OrderItem;
  preview: LineCancelPreview;
  cardName: string | null;
  format: Formatter;
  onClose: () => void;
  onDone: (result: CancelResult) => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const cancel = useCancelLine(orderId);
  const sent = useRef(false);
  const confirm = () => {
    if (sent.current) return;
    sent.current = true;
    cancel.mutate(line.id, {
      onSuccess: onDone,
      onError: () => {
        sent.current = false;
      },
    });
  };
  const card =
    preview.card > 0
      ? preview.cardDestination === "credit"
        ? t("admin.order.cancelCardAsCredit", { amount: format.money(preview.card) })
        : t("admin.order.cancelCard", {
            amount: format.money(preview.card),
            card: cardName ?? t("admin.order.theCard"),
          })
      : null;
  return (
    <Modal
      open
      title={t("admin.order.cancelTitle", { quantity: preview.units, title: line.title })}
      okText={t("admin.order.cancelConfirm")}
      cancelText={t("admin.order.cancelKeep")}
      okButtonProps={{ danger: true, loading: cancel.isPending, disabled: cancel.isPending }}
      cancelButtonProps={{ disabled: cancel.isPending }}
      closable={!cancel.isPending}
      maskClosable={false}
      onOk={confirm}
      onCancel={() => {
        if (!cancel.isPending) onClose();
      }}
    >
      <p>{t("admin.order.cancelAmount", { amount: format.money(preview.amount) })}</p>
      <ul>
        {card ? <li>{card}</li> : null}
        {preview.credit > 0 ? (
          <li>{t("admin.order.cancelCredits", { amount: format.money(preview.credit) })}</li>
        ) : null}
        {preview.amount === 0 ? <li>{t("admin.order.cancelNothing")}</li> : null}
      </ul>
      <p>{t("admin.order.cancelOnce")}</p>
      {cancel.error ? <ErrorAlert error={cancel.error} /> : null}
    </Modal>
  );
}
