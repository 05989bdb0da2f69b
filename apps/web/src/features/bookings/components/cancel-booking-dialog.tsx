import type { Booking } from "@crest/domain";
import { Button, ConfigProvider, Modal, Result, Typography } from "antd";
import { useState } from "react";
import { ButtonLink } from "../../../components/navigation/button-link.tsx";
import { useFormat } from "../../../lib/format/format-context.tsx";
import { useT } from "../../../lib/intl/use-t.ts";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { useCancelBooking } from "../api/booking-actions.ts";
import type { BookingKind } from "../api/get-my-bookings.ts";

/**
 * The cancel flow (spec-2 §4): confirm, with the late-cancel fee stated before the member agrees;
 * cancelling, while the dialog cannot be dismissed; then the result with the refund and a link
 * to the order. It stays mounted once the booking is cancelled, so the result outlives the refresh.
 */
export function CancelBookingDialog({ booking, kind }: { booking: Booking; kind: BookingKind }) {
  const t = useT();
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const cancel = useCancelBooking(kind, booking.id);
  const busy = cancel.isPending;
  const close = () => {
    if (!busy) setOpen(false);
  };
  return (
    // antd's error red (#ff4d4f) is 3.3:1 on white; this one is 6:1 (WCAG AA), as ConfirmDangerButton's.
    <ConfigProvider theme={{ token: { colorError: "#b42318" } }}>
      {booking.canCancel ? (
        <Button danger onClick={() => setOpen(true)}>
          {t("bookings.cancel")}
        </Button>
      ) : null}
      <Modal
        open={open}
        title={t("bookings.cancelTitle")}
        onCancel={close}
        closable={!busy}
        maskClosable={!busy}
        keyboard={!busy}
        footer={
          cancel.data
            ? [
                <Button key="close" onClick={close}>
                  {t("bookings.close")}
                </Button>,
              ]
            : [
                <Button key="keep" onClick={close} disabled={busy}>
                  {t("bookings.keep")}
                </Button>,
                <Button key="cancel" danger type="primary" loading={busy} onClick={() => cancel.mutate()}>
                  {busy ? t("bookings.cancelling") : t("bookings.cancelYes")}
                </Button>,
              ]
        }
      >
        {cancel.data ? (
          <Result
            status="success"
            title={t("bookings.cancelled")}
            subTitle={t("bookings.refund", { amount: format.money(cancel.data.amount) })}
            extra={
              <ButtonLink to={`/account/billing/orders/${cancel.data.orderId}`}>
                {t("bookings.viewOrder")}
              </ButtonLink>
            }
          />
        ) : (
          <>
            <Typography.Paragraph>
              {t("bookings.cancelQuestion", { title: booking.title })}
            </Typography.Paragraph>
            <Typography.Paragraph strong>
              {booking.cancelFee > 0
                ? t("bookings.lateFee", { fee: format.money(booking.cancelFee) })
                : t("bookings.noFee", { until: format.dateTime(booking.cancelCutoff) })}
            </Typography.Paragraph>
            {cancel.error ? <ErrorAlert error={cancel.error} /> : null}
          </>
        )}
      </Modal>
    </ConfigProvider>
  );
}
