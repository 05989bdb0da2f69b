import { Badge, Button, Card, Drawer, Empty, Flex, List, Skeleton, Typography } from "antd";
import { useEffect } from "react";
import { useIntl } from "react-intl";
import { useNavigate, useParams } from "react-router";
import { PageHeader } from "../../../components/page/page-header.tsx";
import { PageLayout } from "../../../components/page/page-layout.tsx";
import { useFormat } from "../../../lib/format/format-context.tsx";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { useMessage, useMessages, useReadMessage } from "../api/get-messages.ts";
import { NotificationsMessages } from "../components/notifications-messages.tsx";

/** /messages and /messages/:id: the club's messages to the member; opening one reads it. */
export default function MessagesPage() {
  return (
    <NotificationsMessages>
      <MessagesScreen />
    </NotificationsMessages>
  );
}

function MessagesScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const format = useFormat();
  const navigate = useNavigate();
  const { id } = useParams();
  const list = useMessages();
  const items = list.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <PageLayout header={<PageHeader title={t("messages.title")} />}>
      {list.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : list.isError && items.length === 0 ? (
        <ErrorAlert error={list.error} />
      ) : items.length === 0 ? (
        <Empty description={t("messages.empty")} />
      ) : (
        <List
          dataSource={items}
          renderItem={(message) => (
            <List.Item>
              <Card
                size="small"
                hoverable
                style={{ width: "100%" }}
                onClick={() => navigate(`/messages/${message.id}`)}
              >
                <Flex vertical gap={4} style={{ minWidth: 0 }}>
                  <Flex gap={8} align="center" wrap>
                    {message.read ? null : <Badge status="processing" text={t("messages.unread")} />}
                    <Button
                      type="link"
                      style={{ padding: 0, height: "auto", whiteSpace: "normal", textAlign: "start" }}
                      onClick={(event) => {
                        event.stopPropagation();
                        navigate(`/messages/${message.id}`);
                      }}
                    >
                      <Typography.Text strong={!message.read}>{message.subject}</Typography.Text>
                    </Button>
                  </Flex>
                  <Typography.Text type="secondary">
                    {`${t("messages.from", { from: message.from })} · ${format.date(message.sentOn)}`}
                  </Typography.Text>
                </Flex>
              </Card>
            </List.Item>
          )}
        />
      )}
      {list.hasNextPage ? (
        <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
          {t("messages.loadMore")}
        </Button>
      ) : null}
      <MessageDrawer messageId={id} onClose={() => navigate("/messages")} />
    </PageLayout>
  );
}

function MessageDrawer({ messageId, onClose }: { messageId: string | undefined; onClose: () => void }) {
  const intl = useIntl();
  const format = useFormat();
  const message = useMessage(messageId);
  const read = useReadMessage();
  const data = message.data;
  const { mutate } = read;
  useEffect(() => {
    if (data && !data.read) mutate(data.id);
  }, [data, mutate]);
  return (
    <Drawer open={Boolean(messageId)} onClose={onClose} title={data?.subject} width="min(560px, 100vw)">
      {message.isPending ? (
        <Skeleton active />
      ) : data ? (
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">
            {`${intl.formatMessage({ id: "messages.from" }, { from: data.from })} · ${format.date(data.sentOn)}`}
          </Typography.Text>
          <Typography.Paragraph style={{ whiteSpace: "pre-wrap" }}>{data.body}</Typography.Paragraph>
        </Flex>
      ) : messageId ? (
        <ErrorAlert error={message.error} />
      ) : null}
    </Drawer>
  );
}
