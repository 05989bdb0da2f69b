/**
 * Realtime topics and who may hear them: a customer hears their own topics
 * (`customer:<id>:<name>`) and their club's public ones (`club:<name>`), nothing else; only
 * the server publishes to a club's public topics. Pure, shared by the hub and the web client.
 */

/** The topics' names: what changed. */
export const TOPICS = {
  /** The member's notifications (the bell's count). */
  notifications: (customerId: string) => `customer:${customerId}:notifications`,
  /** The member's messages. */
  messages: (customerId: string) => `customer:${customerId}:messages`,
  /** A ticket or booking of the member (its id as the data). */
  bookings: (customerId: string) => `customer:${customerId}:bookings`,
  tickets: (customerId: string) => `customer:${customerId}:tickets`,
  /** The club's announcements: heard by every signed-in customer of the club. */
  announcements: "club:announcements",
} as const;

const OWN = /^customer:([0-9a-f-]{36}):([a-z-]{1,40})$/;
const CLUB = /^club:[a-z-]{1,40}$/;

/** May this customer subscribe to the topic? */
export function mayHear(customerId: string, topic: string): boolean {
  const own = OWN.exec(topic);
  if (own) return own[1] === customerId;
  return CLUB.test(topic);
}

/** May this customer publish to the topic (to their own sessions on other devices)? */
export function mayPublish(customerId: string, topic: string): boolean {
  return OWN.exec(topic)?.[1] === customerId;
}
