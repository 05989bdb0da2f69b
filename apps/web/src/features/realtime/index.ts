/** The realtime hub, for other features: hear topics while mounted. */
export { closeHub } from "./hub-connection.ts";
export { useRefetchOnOwnTopic } from "./use-own-topic.ts";
export { useTopics } from "./use-topic.ts";
