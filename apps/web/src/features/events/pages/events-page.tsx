import { activeFilterCount, type EventFilter, TIME_SLOTS, type TimeSlot } from "@crest/domain";
import { App, Badge, Button, Col, Drawer, Flex, Result, Row, Skeleton } from "antd";
import { useState } from "react";
import { useIntl } from "react-intl";
import { Link, useLocation, useParams, useSearchParams } from "react-router";
import { EmptyList } from "../../../components/empty/empty-list.tsx";
import { PageHeader } from "../../../components/page/page-header.tsx";
import { PageLayout } from "../../../components/page/page-layout.tsx";
import { defineOverlay, useOverlay } from "../../../lib/overlays/index.ts";
import { useAccount } from "../../account/index.ts";
import { useEvent } from "../api/get-event.ts";
import { useEventCategories } from "../api/get-event-categories.ts";
import { useEvents } from "../api/get-events.ts";
import { EventCard } from "../components/event-card.tsx";
import { EventDetail } from "../components/event-detail.tsx";
import { EventFilterDrawer } from "../components/event-filter-drawer.tsx";
import { EventsMessages } from "../components/events-messages.tsx";

const eventDrawer = defineOverlay({ name: "event", kind: "drawer" });

/** The filter as the address keeps it: ?start=…&end=…&categories=a,b&slots=morning. */
function filterOf(search: URLSearchParams): EventFilter {
  const list = (key: string) => search.get(key)?.split(",").filter(Boolean) ?? [];
  return {
    startDate: search.get("start") ?? undefined,
    endDate: search.get("end") ?? undefined,
    categories: list("categories"),
    timeSlots: list("slots").filter((slot): slot is TimeSlot =>
      (TIME_SLOTS as readonly string[]).includes(slot),
    ),
  };
}

function searchOf(filter: EventFilter, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | undefined) => (value ? next.set(key, value) : next.delete(key));
  set("start", filter.startDate);
  set("end", filter.endDate);
  set("categories", filter.categories?.join(","));
  set("slots", filter.timeSlots?.join(","));
  return next;
}

/**
 * The events catalogue (spec-2 §2 /events, /events/:id, /event/:id): events soonest first with
 * the filter drawer and a counter of active filters; an event opens in a drawer (its own address),
 * or as the page itself at /events/:id.
 */
export default function EventsPage() {
  return (
    <EventsMessages>
      <App component={false}>
        <EventsScreen />
      </App>
    </EventsMessages>
  );
}

function EventsScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const { id } = useParams();
  const { pathname } = useLocation();
  const [search, setSearch] = useSearchParams();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const drawer = useOverlay(eventDrawer);
  const categories = useEventCategories();
  const filter = filterOf(search);
  const count = activeFilterCount(filter);
  const events = useEvents(filter);
  const { data: account } = useAccount();

  if (id) return <EventScreen eventId={id} signedIn={Boolean(account)} />;

  const eventLink = (eventId: string) => {
    const next = new URLSearchParams(search);
    next.set("drawer", `event.${eventId}`);
    return `${pathname}?${next.toString()}`;
  };
  const all = events.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <PageLayout
      header={
        <PageHeader
          title={t("events.title")}
          extra={
            <Flex wrap gap={12} align="center">
              {account ? <Link to="/account/wallet/tickets">{t("events.myTickets")}</Link> : null}
              <Badge count={count} size="small">
                <Button onClick={() => setFiltersOpen(true)}>
                  {t(count ? "events.filterCount" : "events.filters", { count })}
                </Button>
              </Badge>
            </Flex>
          }
        />
      }
    >
      {events.isPending ? <Skeleton active /> : null}
      {events.data && all.length === 0 ? <EmptyList filtered={count > 0} /> : null}
      <Row gutter={[16, 16]}>
        {all.map((event) => (
          <Col key={event.id} xs={24} sm={12} lg={8}>
            <EventCard event={event} to={eventLink(event.id)} />
          </Col>
        ))}
      </Row>
      {events.hasNextPage ? (
        <Flex justify="center" style={{ marginBlockStart: 16 }}>
          <Button onClick={() => void events.fetchNextPage()} loading={events.isFetchingNextPage}>
            {t("events.showMore")}
          </Button>
        </Flex>
      ) : null}
      <EventFilterDrawer
        key={filtersOpen ? "open" : "closed"}
        open={filtersOpen}
        value={filter}
        categories={categories.data ?? []}
        onClose={() => setFiltersOpen(false)}
        onApply={(next) => {
          setSearch((current) => searchOf(next, current));
          setFiltersOpen(false);
        }}
      />
      <EventDrawer
        id={drawer.isOpen ? drawer.id : undefined}
        onClose={drawer.close}
        signedIn={Boolean(account)}
      />
    </PageLayout>
  );
}

function EventDrawer({
  id,
  onClose,
  signedIn,
}: {
  id: string | undefined;
  onClose: () => void;
  signedIn: boolean;
}) {
  const intl = useIntl();
  const { data: event, isPending, isError } = useEvent(id);
  return (
    <Drawer
      open={Boolean(id)}
      onClose={onClose}
      title={event?.title ?? intl.formatMessage({ id: "events.title" })}
      size="large"
      destroyOnHidden
    >
      {id && isPending ? <Skeleton active /> : null}
      {isError ? <Result status="404" title={intl.formatMessage({ id: "events.notFound" })} /> : null}
      {event ? <EventDetail key={event.id} event={event} signedIn={signedIn} /> : null}
    </Drawer>
  );
}

/** /events/:id and /event/:id: the event as a page. */
function EventScreen({ eventId, signedIn }: { eventId: string; signedIn: boolean }) {
  const intl = useIntl();
  const { data: event, isPending, isError } = useEvent(eventId);
  const title = intl.formatMessage({ id: "events.title" });
  return (
    <PageLayout
      header={
        <PageHeader
          title={event?.title ?? title}
          breadcrumb={[{ title, to: "/events" }, { title: event?.title ?? "" }]}
        />
      }
    >
      {isPending ? <Skeleton active /> : null}
      {isError ? <Result status="404" title={intl.formatMessage({ id: "events.notFound" })} /> : null}
      {event ? <EventDetail event={event} signedIn={signedIn} /> : null}
    </PageLayout>
  );
}
