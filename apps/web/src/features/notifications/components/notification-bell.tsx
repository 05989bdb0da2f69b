import { TOPICS } from "@crest/domain/realtime/realtime.rules";
import { useQueryClient } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { BellIcon } from "../../../components/icons.tsx";
import { useAccount } from "../../account/index.ts";
import { useTopics } from "../../realtime/index.ts";
import { useNotificationCount } from "../api/get-notification-count.ts";
import { notificationKeys } from "../api/notification-keys.ts";

/**
 * The header's bell (spec-2 §2) with the unread count, kept live: the member's notifications
 * topic and the club's announcements refresh it (and the lists) without a reload.
 */
export function NotificationBell({ to }: { to: string }) {
  const intl = useIntl();
  const account = useAccount().data;
  const queryClient = useQueryClient();
  const count = useNotificationCount(Boolean(account)).data?.unread ?? 0;
  useTopics(account ? [TOPICS.notifications(account.id), TOPICS.announcements] : [], () => {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  });
  const label = intl.formatMessage({ id: "shell.notifications" });
  return (
    <Link
      to={to}
      className="crest-icon-button crest-bell"
      aria-label={count > 0 ? intl.formatMessage({ id: "shell.notificationsUnread" }, { count }) : label}
    >
      <BellIcon />
      {count > 0 ? (
        <span className="crest-bell__count" data-testid="bell-count" aria-hidden="true">
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
    </Link>
  );
}
