import type { StaffEvent } from "@crest/domain";
import { Alert, Button, ConfigProvider, Modal, type ThemeConfig } from "antd";
import { useState } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { PageWait } from "../../../components/page/page-wait.tsx";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { useStaffUser } from "../api/get-staff-user.ts";
import { useClubIntl } from "../components/club-intl.ts";
import { canManageEvents } from "./event-permissions.ts";
import { useCancelEvent, usePublishEvent, useTicketCounts } from "./events-api.ts";

/** antd's red (#ff4d4f) is 3.3:1 on white: the cancel buttons take a darker one (WCAG AA). */
export const DANGER_THEME: ThemeConfig = {
  token: { colorError: "#b42318", colorErrorHover: "#912018", colorErrorActive: "#7a1a14" },
};

/**
 * The event's status with what can be done next: publish a draft; cancel an event, after a
 * confirmation that says what goes back (every ticket still held, refunded once to its buyer).
 */
export function EventStatusPanel({ event }: { event: StaffEvent }) {
  const intl = useIntl();
  const staff = useStaffUser().data;
  const { format } = useClubIntl();
  const publish = usePublishEvent();
  const cancel = useCancelEvent();
  const [asking, setAsking] = useState(false);
  const counts = useTicketCounts(event.id, asking);
  const [result, setResult] = useState("");
  const manager = canManageEvents(staff);

  const confirmCancel = () =>
    cancel.mutate(event.id, {
      onSuccess: (done) => {
        setAsking(false);
        setResult(
          intl.formatMessage(
            { id: "admin.events.cancelled" },
            { count: done.cancelledTickets, amount: format.money(done.refunded) },
          ),
        );
      },
    });

  return (
    <ConfigProvider theme={DANGER_THEME}>
      <section className="crest-admin-section" aria-labelledby="event-status-heading">
        <h2 id="event-status-heading">{intl.formatMessage({ id: "admin.events.statusTitle" })}</h2>
        <p>
          {intl.formatMessage(
            { id: "admin.events.statusLine" },
            { status: intl.formatMessage({ id: `admin.events.status.${event.status}` }) },
          )}{" "}
          <Link to={`/admin/events/${event.id}/attendees`}>
            {intl.formatMessage({ id: "admin.events.attendees" })}
          </Link>
        </p>
        {result ? <Alert type="success" role="status" title={result} /> : null}
        {publish.isSuccess ? (
          <Alert type="success" role="status" title={intl.formatMessage({ id: "admin.events.published" })} />
        ) : null}
        {publish.error ? <ErrorAlert error={publish.error} /> : null}
        {manager ? (
          <div className="crest-admin-actions">
            {event.status === "draft" ? (
              <Button type="primary" onClick={() => publish.mutate(event.id)} loading={publish.isPending}>
                {intl.formatMessage({ id: "admin.events.publish" })}
              </Button>
            ) : null}
            {event.status !== "cancelled" ? (
              <Button danger onClick={() => setAsking(true)}>
                {intl.formatMessage({ id: "admin.events.cancel" })}
              </Button>
            ) : null}
          </div>
        ) : null}
        <Modal
          open={asking}
          title={intl.formatMessage({ id: "admin.events.cancelTitle" }, { title: event.title })}
          okText={intl.formatMessage({ id: "admin.events.cancelConfirm" })}
          cancelText={intl.formatMessage({ id: "admin.events.cancelKeep" })}
          okButtonProps={{ danger: true, loading: cancel.isPending, disabled: !counts.data }}
          onOk={confirmCancel}
          onCancel={() => setAsking(false)}
        >
          {counts.data ? (
            <>
              <p>{intl.formatMessage({ id: "admin.events.cancelText" }, { count: counts.data.active })}</p>
              {counts.data.scanned > 0 ? (
                <p>
                  {intl.formatMessage({ id: "admin.events.cancelScanned" }, { count: counts.data.scanned })}
                </p>
              ) : null}
            </>
          ) : (
            <PageWait query={counts} />
          )}
          {cancel.error ? <ErrorAlert error={cancel.error} /> : null}
        </Modal>
      </section>
    </ConfigProvider>
  );
}
