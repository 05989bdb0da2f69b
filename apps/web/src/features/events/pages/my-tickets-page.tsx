import { TOPICS } from "@crest/domain/realtime/realtime.rules";
import { App, Card, Flex, Skeleton, Typography } from "antd";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { EmptyList } from "../../../components/empty/empty-list.tsx";
import { PageHeader } from "../../../components/page/page-header.tsx";
import { PageLayout } from "../../../components/page/page-layout.tsx";
import { useFormat } from "../../../lib/format/format-context.tsx";
import { useRefetchOnOwnTopic } from "../../realtime/index.ts";
import { eventKeys } from "../api/event-keys.ts";
import { useMyEvents } from "../api/get-my-events.ts";
import { EventsMessages } from "../components/events-messages.tsx";

/** /account/wallet/tickets (spec-2 §2): the member's upcoming events, each opening its tickets. */
export default function MyTicketsPage() {
  return (
    <EventsMessages>
      <App component={false}>
        <MyTicketsScreen />
      </App>
    </EventsMessages>
  );
}

function MyTicketsScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const format = useFormat();
  const { data: events, isPending } = useMyEvents(true);
  // A ticket transferred to the member or away, scanned or cancelled shows without a reload.
  useRefetchOnOwnTopic(TOPICS.tickets, eventKeys.mine);
  return (
    <PageLayout header={<PageHeader title={t("events.myTickets")} />}>
      {isPending ? <Skeleton active /> : null}
      {events && events.length === 0 ? <EmptyList /> : null}
      <Flex vertical gap={12}>
        {events?.map((event) => (
          <Card key={event.id} size="small">
            <Flex wrap gap={8} justify="space-between" align="center">
              <Flex vertical style={{ flex: "1 1 200px", minWidth: 0 }}>
                <Typography.Text strong>{event.title}</Typography.Text>
                <Typography.Text type="secondary">{format.dateTime(event.startDate)}</Typography.Text>
              </Flex>
              <Link
                to={`/account/event/${event.id}`}
                aria-label={t("events.viewTicketsOf", { title: event.title })}
              >
                {t("events.viewTickets")}
              </Link>
            </Flex>
          </Card>
        ))}
      </Flex>
    </PageLayout>
  );
}
