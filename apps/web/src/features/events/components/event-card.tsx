import type { PublicEvent } from "@crest/domain";
import { Card, Flex, Tag, Typography } from "antd";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { ImageWithFallback } from "../../../components/media/index.ts";
import { useFormat } from "../../../lib/format/format-context.tsx";
import { mediaUrl } from "../../../lib/media-url.ts";

/** One event in the catalogue: its picture, title, when and where, and whether it is sold out. */
export function EventCard({ event, to }: { event: PublicEvent; to: string }) {
  const intl = useIntl();
  const format = useFormat();
  const graphic = mediaUrl(event.graphic);
  return (
    <Link to={to} className="crest-event-card" aria-label={event.title}>
      <Card
        hoverable
        cover={
          graphic ? (
            <ImageWithFallback src={graphic} alt="" height={160} style={{ objectFit: "cover" }} />
          ) : null
        }
      >
        <Flex vertical gap={4}>
          <Typography.Text strong>{event.title}</Typography.Text>
          <Typography.Text type="secondary">{format.dateTime(event.startDate)}</Typography.Text>
          {event.venue ? <Typography.Text type="secondary">{event.venue}</Typography.Text> : null}
          <Flex wrap gap={4}>
            {event.categories.map((category) => (
              <Tag key={category.id}>{category.name}</Tag>
            ))}
            {event.soldOut ? <Tag color="red">{intl.formatMessage({ id: "events.soldOut" })}</Tag> : null}
          </Flex>
        </Flex>
      </Card>
    </Link>
  );
}
