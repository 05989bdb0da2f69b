import type { Booking } from "@crest/domain";
import { TOPICS } from "@crest/domain/realtime/realtime.rules";
import { App, Badge, Card, Flex, Skeleton, Typography } from "antd";
import { Link, useParams, useSearchParams } from "react-router";
import { EmptyList } from "../../../components/empty/empty-list.tsx";
import { PageHeader } from "../../../components/page/page-header.tsx";
import { PageLayout } from "../../../components/page/page-layout.tsx";
import { useT } from "../../../lib/intl/use-t.ts";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { useRefetchOnOwnTopic } from "../../realtime/index.ts";
import { bookingKeys } from "../api/booking-keys.ts";
import { type BookingKind, useMyBooking, useMyBookings } from "../api/get-my-bookings.ts";
import { BookingsMessages } from "../components/bookings-messages.tsx";
import { CancelBookingDialog } from "../components/cancel-booking-dialog.tsx";

/** /my-schedule and /my-schedule/reservations/:id (spec-2 §2): upcoming bookings, and one with Cancel. */
export default function MySchedulePage() {
  return (
    <BookingsMessages>
      <App component={false}>
        <MyScheduleScreen />
      </App>
    </BookingsMessages>
  );
}

const kindOf = (booking: Pick<Booking, "type">): BookingKind =>
  booking.type === "appointment" ? "appointments" : "reservations";

/** Where one booking opens: an appointment says so, as the spec's path names reservations only. */
const pathOf = (booking: Booking) =>
  `/my-schedule/reservations/${booking.id}${booking.type === "appointment" ? "?type=appointment" : ""}`;

/** The booking's day and time on its resource's clock, as written there. */
const whenOf = (booking: Booking) =>
  `${booking.localStart.replace("T", " ")} – ${booking.localEnd.slice(11)}`;

function MyScheduleScreen() {
  const { id } = useParams();
  // A booking cancelled or booked elsewhere (staff, another device) shows here without a reload.
  useRefetchOnOwnTopic(TOPICS.bookings, bookingKeys.mine);
  return id ? <BookingDetail id={id} /> : <ScheduleList />;
}

function ScheduleList() {
  const t = useT();
  const reservations = useMyBookings("reservations");
  const appointments = useMyBookings("appointments");
  const all = [...(reservations.data ?? []), ...(appointments.data ?? [])].sort(
    (a, b) => a.startDate.getTime() - b.startDate.getTime(),
  );
  const pending = reservations.isPending || appointments.isPending;
  return (
    <PageLayout header={<PageHeader title={t("bookings.mySchedule")} />}>
      {pending ? <Skeleton active /> : null}
      {reservations.error || appointments.error ? (
        <ErrorAlert error={reservations.error ?? appointments.error} />
      ) : null}
      {!pending && all.length === 0 ? <EmptyList /> : null}
      <Flex vertical gap={12}>
        {all.map((booking) => (
          <Card key={booking.id} size="small">
            <Flex wrap gap={8} justify="space-between" align="center">
              <Flex vertical style={{ flex: "1 1 220px", minWidth: 0 }}>
                <Typography.Text strong>{booking.title}</Typography.Text>
                <Typography.Text>{whenOf(booking)}</Typography.Text>
                <StatusBadge booking={booking} />
              </Flex>
              <Link to={pathOf(booking)} aria-label={t("bookings.openOf", { title: booking.title })}>
                {t("bookings.open")}
              </Link>
            </Flex>
          </Card>
        ))}
      </Flex>
    </PageLayout>
  );
}

function StatusBadge({ booking }: { booking: Booking }) {
  const t = useT();
  const status =
    booking.status === "cancelled" ? "error" : booking.status === "booked" ? "success" : "default";
  return <Badge status={status} text={t(`bookings.status.${booking.status}`)} />;
}

/** A Google Calendar link for the booking (its instants in UTC). */
function calendarLink(booking: Booking) {
  const stamp = (date: Date) =>
    date
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d{3}/, "");
  const query = new URLSearchParams({
    action: "TEMPLATE",
    text: booking.title,
    dates: `${stamp(booking.startDate)}/${stamp(booking.endDate)}`,
    location: booking.location,
    ctz: booking.timezoneId,
  });
  return `https://calendar.google.com/calendar/render?${query}`;
}

function BookingDetail({ id }: { id: string }) {
  const t = useT();
  const [search] = useSearchParams();
  const kind: BookingKind = search.get("type") === "appointment" ? "appointments" : "reservations";
  const { data: booking, isPending, error } = useMyBooking(kind, id);
  const breadcrumb = [{ title: t("bookings.mySchedule"), to: "/my-schedule" }];
  if (isPending) return <Skeleton active />;
  if (error || !booking)
    return (
      <PageLayout header={<PageHeader title={t("bookings.mySchedule")} breadcrumb={breadcrumb} />}>
        <ErrorAlert error={error} />
      </PageLayout>
    );
  return (
    <PageLayout header={<PageHeader title={booking.title} breadcrumb={breadcrumb} />}>
      <Flex vertical gap={12}>
        <StatusBadge booking={booking} />
        <Typography.Text>{whenOf(booking)}</Typography.Text>
        <Typography.Text type="secondary">{booking.location}</Typography.Text>
        {booking.type === "reservation" ? (
          <Typography.Text>{t("bookings.party", { count: booking.partySize })}</Typography.Text>
        ) : null}
        <Typography.Text>{booking.unitName}</Typography.Text>
        <Flex wrap gap={12}>
          {booking.status === "booked" ? (
            <a href={calendarLink(booking)} target="_blank" rel="noreferrer">
              {t("bookings.addToCalendar")}
            </a>
          ) : null}
          <CancelBookingDialog booking={booking} kind={kindOf(booking)} />
        </Flex>
      </Flex>
    </PageLayout>
  );
}
