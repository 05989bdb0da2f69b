import type { StaffBooking } from "@crest/domain";
import { Alert, Button, ConfigProvider, Modal, type ThemeConfig } from "antd";
import { useState } from "react";
import { useIntl } from "react-intl";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { useClubIntl } from "../components/club-intl.ts";
import { useCancelBooking, useMarkNoShow } from "./bookings-api.ts";

/** antd's red (#ff4d4f) is 3.3:1 on white: the cancel button takes a darker one (WCAG AA). */
const DANGER_THEME: ThemeConfig = {
  token: { colorError: "#b42318", colorErrorHover: "#912018", colorErrorActive: "#7a1a14" },
};

/**
 * One booking in the day's grid: who, for how many, its status; cancel (asked first, a full
 * refund as the API gives it) while it is booked, and no-show once it has started.
 */
export function DayBookingCell({ booking, acts }: { booking: StaffBooking; acts: boolean }) {
  const intl = useIntl();
  const { format } = useClubIntl();
  const cancel = useCancelBooking();
  const noShow = useMarkNoShow();
  const [asking, setAsking] = useState(false);
  const [result, setResult] = useState("");
  const who = booking.owner.fullName;
  const started = new Date(booking.startDate).getTime() <= Date.now();
  const confirmCancel = () =>
    cancel.mutate(booking.id, {
      onSuccess: (done) => {
        setAsking(false);
        setResult(
          intl.formatMessage({ id: "admin.bookings.cancelled" }, { who, amount: format.money(done.amount) }),
        );
      },
    });
  return (
    <ConfigProvider theme={DANGER_THEME}>
      <div className={`crest-admin-booking crest-admin-booking--${booking.status}`}>
        <strong>{who}</strong>
        <span>{booking.ownerEmail}</span>
        <span>
          {booking.blockType === "dining"
            ? intl.formatMessage({ id: "admin.bookings.party" }, { count: booking.partySize })
            : booking.title}
        </span>
        <span>{intl.formatMessage({ id: `admin.bookings.status.${booking.status}` })}</span>
        {acts && booking.status === "booked" ? (
          <span className="crest-admin-actions">
            {started ? (
              <Button
                size="small"
                onClick={() =>
                  noShow.mutate(booking.id, {
                    onSuccess: () =>
                      setResult(intl.formatMessage({ id: "admin.bookings.markedNoShow" }, { who })),
                  })
                }
                loading={noShow.isPending}
                aria-label={intl.formatMessage({ id: "admin.bookings.noShowOf" }, { who })}
              >
                {intl.formatMessage({ id: "admin.bookings.noShow" })}
              </Button>
            ) : null}
            <Button
              size="small"
              danger
              onClick={() => setAsking(true)}
              aria-label={intl.formatMessage({ id: "admin.bookings.cancelOf" }, { who })}
            >
              {intl.formatMessage({ id: "admin.bookings.cancel" })}
            </Button>
          </span>
        ) : null}
        {noShow.error ? <ErrorAlert error={noShow.error} /> : null}
        <span aria-live="polite">{result ? <Alert type="success" title={result} /> : null}</span>
        <Modal
          open={asking}
          title={intl.formatMessage({ id: "admin.bookings.cancelTitle" }, { who })}
          okText={intl.formatMessage({ id: "admin.bookings.cancelConfirm" })}
          cancelText={intl.formatMessage({ id: "admin.bookings.cancelKeep" })}
          okButtonProps={{ danger: true, loading: cancel.isPending }}
          onOk={confirmCancel}
          onCancel={() => setAsking(false)}
        >
          <p>
            {intl.formatMessage(
              { id: "admin.bookings.cancelText" },
              { price: format.money(booking.price), when: format.dateTime(booking.startDate) },
            )}
          </p>
          {cancel.error ? <ErrorAlert error={cancel.error} /> : null}
        </Modal>
      </div>
    </ConfigProvider>
  );
}
