import type { AccountEvent } from "@crest/domain";
import { TOPICS } from "@crest/domain/realtime/realtime.rules";
import { App, Flex, Result, Skeleton, Typography } from "antd";
import { useIntl } from "react-intl";
import { useParams } from "react-router";
import { ConfirmDangerButton } from "../../../components/actions/confirm-danger-button.tsx";
import { PageHeader } from "../../../components/page/page-header.tsx";
import { PageLayout } from "../../../components/page/page-layout.tsx";
import { useFormat } from "../../../lib/format/format-context.tsx";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { useRefetchOnOwnTopic } from "../../realtime/index.ts";
import { eventKeys } from "../api/event-keys.ts";
import { useMyEvent } from "../api/get-my-events.ts";
import { useCancelTickets } from "../api/ticket-actions.ts";
import { EventActions } from "../components/event-actions.tsx";
import { EventsMessages } from "../components/events-messages.tsx";
import { TicketCard } from "../components/ticket-card.tsx";

/** /account/event/:id/:action? (spec-2 §2): one of the member's events, its tickets with their codes, transfer and cancel. */
export default function MyEventPage() {
  return (
    <EventsMessages>
      <App component={false}>
        <MyEventScreen />
      </App>
    </EventsMessages>
  );
}

function MyEventScreen() {
  const intl = useIntl();
  const { id } = useParams();
  const { data: event, isPending, isError } = useMyEvent(id);
  // A ticket transferred, scanned or cancelled (at the door, on another device) shows without a reload.
  useRefetchOnOwnTopic(TOPICS.tickets, eventKeys.mine);
  const title = intl.formatMessage({ id: "events.myTickets" });
  return (
    <PageLayout
      header={
        <PageHeader
          title={event?.title ?? title}
          breadcrumb={[{ title, to: "/account/wallet/tickets" }, { title: event?.title ?? "" }]}
        />
      }
    >
      {isPending ? <Skeleton active /> : null}
      {isError ? <Result status="404" title={intl.formatMessage({ id: "events.notFound" })} /> : null}
      {event ? <MyEvent event={event} /> : null}
    </PageLayout>
  );
}

/** The event's tickets, and Cancel when the member holds some they may cancel. */
export function MyEvent({ event }: { event: AccountEvent }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const format = useFormat();
  const cancel = useCancelTickets(event.id);
  const cancellable = event.tickets.some((ticket) => ticket.cancelable);
  return (
    <Flex vertical gap={16}>
      <Typography.Text>
        {t("events.whenAt", {
          start: format.dateTime(event.startDate),
          place: event.venue || event.venueAddress || "—",
        })}
      </Typography.Text>
      <Flex vertical gap={12}>
        {event.tickets.map((ticket) => (
          <TicketCard key={ticket.id} ticket={ticket} />
        ))}
      </Flex>
      {cancel.error ? <ErrorAlert error={cancel.error} /> : null}
      {cancel.data ? (
        <Typography.Paragraph role="status">
          {t("events.cancelDone", { amount: format.money(cancel.data.amount) })}
        </Typography.Paragraph>
      ) : null}
      <Flex wrap gap={8}>
        {cancellable ? (
          <ConfirmDangerButton
            question={t("events.cancelConfirm")}
            yes={t("events.cancelYes")}
            no={t("events.cancelNo")}
            onConfirm={() => cancel.mutate()}
            loading={cancel.isPending}
          >
            {t("events.cancelTickets")}
          </ConfirmDangerButton>
        ) : null}
        <EventActions eventId={event.id} settings={event.settings} />
      </Flex>
    </Flex>
  );
}
