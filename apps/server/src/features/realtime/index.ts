/** The realtime hub's public API: publishing to a topic from any feature. */
export {
  publishToCustomers,
  publishToTopic,
  REALTIME_CHANNEL,
  type TopicEvent,
  topicMessage,
} from "./publish.ts";
export { publishing } from "./publish-repository.ts";
