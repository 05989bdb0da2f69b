import type { BlockType } from "@crest/domain";
import { App, Card, Flex, Skeleton, Tag, Typography } from "antd";
import { Link, useLocation, useParams } from "react-router";
import { EmptyList } from "../../../components/empty/empty-list.tsx";
import { PageHeader } from "../../../components/page/page-header.tsx";
import { PageLayout } from "../../../components/page/page-layout.tsx";
import { isApiError } from "../../../lib/api-error.ts";
import { useFormat } from "../../../lib/format/format-context.tsx";
import { useT } from "../../../lib/intl/use-t.ts";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { useResource, useResources } from "../api/get-resources.ts";
import { BookingForm } from "../components/booking-form.tsx";
import { BookingsMessages } from "../components/bookings-messages.tsx";

/** Which resources a base path lists: /rooms the meeting rooms, /spa-wellness the spa, /appointments every kind. */
const LISTS: Record<string, { blockType: BlockType | "all"; title: string }> = {
  rooms: { blockType: "meeting_rooms", title: "bookings.rooms" },
  "spa-wellness": { blockType: "spa", title: "bookings.spa" },
  appointments: { blockType: "all", title: "bookings.appointments" },
};

/** /rooms, /spa-wellness and /appointments, each with /:id (spec-2 §2): the list, or one resource with its booking form. */
export default function ResourcesPage() {
  return (
    <BookingsMessages>
      <App component={false}>
        <ResourcesScreen />
      </App>
    </BookingsMessages>
  );
}

function ResourcesScreen() {
  const base = useLocation().pathname.split("/")[1] ?? "appointments";
  const list = LISTS[base] ?? { blockType: "all", title: "bookings.appointments" };
  const { id } = useParams();
  return id ? (
    <ResourceDetail id={id} base={base} listTitle={list.title} />
  ) : (
    <ResourceList base={base} {...list} />
  );
}

function ResourceList({
  base,
  blockType,
  title,
}: {
  base: string;
  blockType: BlockType | "all";
  title: string;
}) {
  const t = useT();
  const format = useFormat();
  const { data, isPending, error } = useResources(blockType);
  return (
    <PageLayout header={<PageHeader title={t(title)} />}>
      {isPending ? <Skeleton active /> : null}
      {error ? <ErrorAlert error={error} /> : null}
      {data && data.length === 0 ? <EmptyList /> : null}
      <Flex vertical gap={12}>
        {data?.map((resource) => (
          <Card key={resource.id} size="small">
            <Flex wrap gap={8} justify="space-between" align="center">
              <Flex vertical style={{ flex: "1 1 220px", minWidth: 0 }}>
                <Typography.Text strong>{resource.title}</Typography.Text>
                <Typography.Text>{resource.description}</Typography.Text>
                <Typography.Text type="secondary">{resource.location}</Typography.Text>
                {resource.price > 0 ? (
                  <Typography.Text>{format.money(resource.price)}</Typography.Text>
                ) : null}
              </Flex>
              <Link
                to={`/${base}/${resource.id}`}
                aria-label={t("bookings.bookOf", { title: resource.title })}
              >
                {t("bookings.choose")}
              </Link>
            </Flex>
          </Card>
        ))}
      </Flex>
    </PageLayout>
  );
}

function ResourceDetail({ id, base, listTitle }: { id: string; base: string; listTitle: string }) {
  const t = useT();
  const { data: resource, isPending, error } = useResource(id);
  const breadcrumb = [{ title: t(listTitle), to: `/${base}` }];
  if (isPending) return <Skeleton active />;
  if (error || !resource)
    return (
      <PageLayout header={<PageHeader title={t(listTitle)} breadcrumb={breadcrumb} />}>
        {isApiError(error) && error.status === 404 ? (
          <Typography.Text>{t("bookings.notFound")}</Typography.Text>
        ) : (
          <ErrorAlert error={error} />
        )}
      </PageLayout>
    );
  return (
    <PageLayout header={<PageHeader title={resource.title} breadcrumb={breadcrumb} />}>
      <Flex vertical gap={16}>
        <Typography.Paragraph>{resource.description}</Typography.Paragraph>
        <Typography.Text type="secondary">{resource.location}</Typography.Text>
        {resource.blockType === "meeting_rooms" ? (
          <Flex wrap gap={8}>
            <Typography.Text>{t("bookings.capacity", { count: resource.capacity })}</Typography.Text>
            {resource.equipment.map((item) => (
              <Tag key={item}>{item}</Tag>
            ))}
          </Flex>
        ) : null}
        <BookingForm resource={resource} />
      </Flex>
    </PageLayout>
  );
}
