/** Query keys of notifications and messages (all → count, lists by tab, messages, one message). */
export const notificationKeys = {
  all: ["notifications"] as const,
  count: () => [...notificationKeys.all, "count"] as const,
  lists: () => [...notificationKeys.all, "list"] as const,
  list: (tab: string) => [...notificationKeys.lists(), tab] as const,
  messages: () => [...notificationKeys.all, "messages"] as const,
  message: (id: string) => [...notificationKeys.messages(), id] as const,
};
