/** The realtime hub's public API: publishing to a topic from any feature. */
export { publishToTopic, REALTIME_CHANNEL, type TopicEvent } from "./publish.ts";
