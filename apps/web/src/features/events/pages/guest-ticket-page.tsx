import { Badge, Card, Flex, Result, Skeleton, Typography } from "antd";
import { useIntl } from "react-intl";
import { useParams } from "react-router";
import { PageLayout } from "../../../components/page/page-layout.tsx";
import { useFormat } from "../../../lib/format/format-context.tsx";
import { useGuestTicket } from "../api/get-guest-ticket.ts";
import { EventsMessages } from "../components/events-messages.tsx";

/** /guest-tickets/:serial (spec-2 §2): a ticket given to a guest, opened from its link without signing in. */
export default function GuestTicketPage() {
  return (
    <EventsMessages>
      <GuestTicketScreen />
    </EventsMessages>
  );
}

function GuestTicketScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const format = useFormat();
  const { serial = "" } = useParams();
  const { data: ticket, isPending, isError } = useGuestTicket(serial);
  return (
    <PageLayout>
      {isPending ? <Skeleton active /> : null}
      {isError ? <Result status="404" title={t("events.guestNotFound")} /> : null}
      {ticket ? (
        <Card>
          <Flex vertical gap={8} align="center">
            <Typography.Title level={1} style={{ fontSize: 24 }}>
              {ticket.eventTitle}
            </Typography.Title>
            <Typography.Text>
              {t("events.yourTicket")}: {ticket.title}
            </Typography.Text>
            {ticket.owner ? <Typography.Text strong>{ticket.owner.fullName}</Typography.Text> : null}
            <img
              src={ticket.qrCode}
              alt={t("events.qrOf", { serial: ticket.serial })}
              width={200}
              height={200}
            />
            <Typography.Text code>{ticket.serial}</Typography.Text>
            <Typography.Text>
              {format.dateTime(ticket.startDate)}
              {ticket.venue ? ` · ${[ticket.venue, ticket.venueAddress].filter(Boolean).join(", ")}` : ""}
            </Typography.Text>
            <Badge
              status={ticket.status === "active" ? "success" : "default"}
              text={t(`events.status.${ticket.status}`)}
            />
            {ticket.scanDate ? (
              <Typography.Text>
                {t("events.scannedAt", { time: format.dateTime(ticket.scanDate) })}
              </Typography.Text>
            ) : null}
          </Flex>
        </Card>
      ) : null}
    </PageLayout>
  );
}
