import { describe, expect, it } from "vitest";
import { mayHear, mayPublish, TOPICS } from "./realtime.rules.ts";

const me = "0f0e0d0c-0b0a-4909-8807-060504030201";
const other = "11111111-2222-4333-8444-555555555555";

describe("realtime topics", () => {
  it("a customer hears their own topics and the club's public ones", () => {
    expect(mayHear(me, TOPICS.notifications(me))).toBe(true);
    expect(mayHear(me, TOPICS.announcements)).toBe(true);
  });

  it("not another customer's topics, nor anything unknown", () => {
    expect(mayHear(me, TOPICS.notifications(other))).toBe(false);
    for (const topic of ["customer:*:notifications", "staff:all", "club:", `customer:${me}`, "club:A"])
      expect(mayHear(me, topic)).toBe(false);
  });

  it("a customer publishes only to their own topics, never to the club's", () => {
    expect(mayPublish(me, TOPICS.messages(me))).toBe(true);
    expect(mayPublish(me, TOPICS.announcements)).toBe(false);
    expect(mayPublish(me, TOPICS.messages(other))).toBe(false);
  });
});
