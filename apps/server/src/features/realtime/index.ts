/** The realtime hub's public API: publishing to a topic from any feature. */
export { publishToCustomers, publishToTopic, REALTIME_CHANNEL, type TopicEvent } from "./publish.ts";
