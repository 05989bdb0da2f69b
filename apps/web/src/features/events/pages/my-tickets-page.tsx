import { TOPICS } from "@crest/domain/realtime/realtime.rules";
import { App, Card, Empty, Flex, Typography } from "antd";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { Page, type PageFrame } from "../../../components/page/page.tsx";
import { PageWait } from "../../../components/page/page-wait.tsx";
import { useFormat } from "../../../lib/format/format-context.tsx";
import { useRefetchOnOwnTopic } from "../../realtime/index.ts";
import { eventKeys } from "../api/event-keys.ts";
import { useMyEvents } from "../api/get-my-events.ts";
import { EventsMessages } from "../components/events-messages.tsx";

/**
 * /account/wallet/tickets (spec-2 §2), the account's Tickets section: the member's upcoming
 * events, each opening its tickets. A failed load says so with Try Again.
 */
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
  const query = useMyEvents(true);
  const { data: events } = query;
  // A ticket transferred to the member or away, scanned or cancelled shows without a reload.
  useRefetchOnOwnTopic(TOPICS.tickets, eventKeys.mine);
  const page: PageFrame = {
    title: t("events.myTickets"),
    breadcrumb: [{ title: t("events.account"), to: "/account" }, { title: t("events.myTickets") }],
  };
  if (!events)
    return (
      <Page {...page}>
        <PageWait query={query} />
      </Page>
    );
  return (
    <Page {...page}>
      {events.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("events.noTickets")} />
      ) : null}
      <Flex vertical gap={12}>
        {events.map((event) => (
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
    </Page>
  );
}
