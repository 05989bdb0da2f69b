import { NOTIFICATION_TABS, type NotificationTab } from "@crest/domain";
import { Badge, Button, Empty, Flex, List, Skeleton, Tabs, Typography } from "antd";
import { useIntl } from "react-intl";
import { useNavigate, useParams } from "react-router";
import { PageHeader } from "../../../components/page/page-header.tsx";
import { PageLayout } from "../../../components/page/page-layout.tsx";
import { useFormat } from "../../../lib/format/format-context.tsx";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { useNotifications } from "../api/get-notifications.ts";
import { useMarkNotificationsRead } from "../api/mark-notifications-read.ts";
import { NotificationsMessages } from "../components/notifications-messages.tsx";

/** /notifications and /notifications/:tab (all, unread): the member's notifications. */
export default function NotificationsPage() {
  return (
    <NotificationsMessages>
      <NotificationsScreen />
    </NotificationsMessages>
  );
}

const tabOf = (value: string | undefined): NotificationTab =>
  NOTIFICATION_TABS.includes(value as NotificationTab) ? (value as NotificationTab) : "all";

function NotificationsScreen() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const format = useFormat();
  const navigate = useNavigate();
  const tab = tabOf(useParams().tab);
  const list = useNotifications(tab);
  const markRead = useMarkNotificationsRead();
  const items = list.data?.pages.flatMap((page) => page.data) ?? [];
  const header = (
    <PageHeader
      title={t("notifications.title")}
      extra={
        <Button
          onClick={() => markRead.mutate("all")}
          loading={markRead.isPending && markRead.variables === "all"}
        >
          {t("notifications.markAllRead")}
        </Button>
      }
    />
  );
  return (
    <PageLayout header={header}>
      <Tabs
        activeKey={tab}
        onChange={(key) => navigate(`/notifications/${key}`)}
        items={NOTIFICATION_TABS.map((key) => ({ key, label: t(`notifications.${key}`) }))}
      />
      {list.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : list.isError && items.length === 0 ? (
        <ErrorAlert error={list.error} />
      ) : items.length === 0 ? (
        <Empty description={t("notifications.empty")} />
      ) : (
        <List
          dataSource={items}
          renderItem={(note) => (
            <List.Item>
              <Flex vertical gap={4} style={{ width: "100%", minWidth: 0 }}>
                <Flex gap={8} align="center" wrap>
                  {note.read ? null : <Badge status="processing" text={t("notifications.new")} />}
                  <Typography.Text strong>{note.title}</Typography.Text>
                </Flex>
                <Typography.Text>{note.body}</Typography.Text>
                <Typography.Text type="secondary">{format.date(note.createdOn)}</Typography.Text>
                <Flex gap={8} wrap>
                  {note.link ? (
                    <Button
                      size="small"
                      onClick={() => {
                        if (!note.read) markRead.mutate(note.id);
                        navigate(note.link ?? "/");
                      }}
                    >
                      {t("notifications.open")}
                    </Button>
                  ) : null}
                  {note.read ? null : (
                    <Button size="small" type="link" onClick={() => markRead.mutate(note.id)}>
                      {t("notifications.markRead")}
                    </Button>
                  )}
                </Flex>
              </Flex>
            </List.Item>
          )}
        />
      )}
      {list.hasNextPage ? (
        <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
          {t("notifications.loadMore")}
        </Button>
      ) : null}
    </PageLayout>
  );
}
