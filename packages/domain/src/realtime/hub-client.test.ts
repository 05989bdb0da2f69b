import { describe, expect, it } from "vitest";
import { HubClient, type HubClientSocket, NOT_CONNECTED } from "./hub-client.ts";

/** A socket the test drives: it records what the client sent. */
class FakeSocket implements HubClientSocket {
  readyState = 0;
  sent: unknown[] = [];
  onopen: ((event: object) => void) | null = null;
  onclose: ((event: object) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({});
  }
  say(answer: unknown) {
    this.onmessage?.({ data: JSON.stringify(answer) });
  }
}

function harness() {
  const sockets: FakeSocket[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const client = new HubClient({
    connect: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    setTimer: (run, ms) => {
      const timer = { run, ms };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      timers.splice(timers.indexOf(timer as (typeof timers)[number]), 1);
    },
  });
  const tick = () => {
    for (const timer of timers.splice(0)) timer.run();
  };
  return { client, sockets, timers, tick };
}

describe("the hub client", () => {
  it("subscribes when the socket opens and hands events to the listener", () => {
    const { client, sockets } = harness();
    const heard: unknown[] = [];
    client.subscribe("club:announcements", (data) => heard.push(data));
    const socket = sockets[0] as FakeSocket;
    socket.open();
    expect(socket.sent).toEqual([{ type: "subscribe", topic: "club:announcements" }]);
    socket.say({ type: "subscribed", topic: "club:announcements" });
    socket.say({ type: "event", topic: "club:announcements", data: { id: 1 } });
    expect(heard).toEqual([{ id: 1 }]);
  });

  it("retries a refused subscription every second", () => {
    const { client, sockets, timers, tick } = harness();
    client.subscribe("customer:x:notifications", () => {});
    const socket = sockets[0] as FakeSocket;
    socket.open();
    socket.say({
      type: "error",
      code: "topic_forbidden",
      message: "Not Allowed",
      topic: "customer:x:notifications",
    });
    expect(timers.map((timer) => timer.ms)).toEqual([1_000]);
    tick();
    expect(socket.sent).toEqual([
      { type: "subscribe", topic: "customer:x:notifications" },
      { type: "subscribe", topic: "customer:x:notifications" },
    ]);
  });

  it("after a dropped socket, reconnects and subscribes again a second later", () => {
    const { client, sockets, timers, tick } = harness();
    client.subscribe("club:announcements", () => {});
    (sockets[0] as FakeSocket).open();
    (sockets[0] as FakeSocket).say({ type: "subscribed", topic: "club:announcements" });
    (sockets[0] as FakeSocket).drop();
    expect(timers.map((timer) => timer.ms)).toEqual([1_000]);
    tick();
    const second = sockets[1] as FakeSocket;
    second.open();
    expect(second.sent).toEqual([{ type: "subscribe", topic: "club:announcements" }]);
  });

  it("rejects a publish while disconnected with 'Not Connected'", async () => {
    const { client, sockets } = harness();
    client.subscribe("club:announcements", () => {});
    await expect(client.publish("customer:x:messages", {})).rejects.toThrow(NOT_CONNECTED);
    (sockets[0] as FakeSocket).open();
    await expect(client.publish("customer:x:messages", { read: true })).resolves.toBeUndefined();
    (sockets[0] as FakeSocket).drop();
    await expect(client.publish("customer:x:messages", {})).rejects.toThrow("Not Connected");
  });

  it("letting go of the last listener unsubscribes and stops retrying", () => {
    const { client, sockets, timers } = harness();
    const stop = client.subscribe("club:announcements", () => {});
    const socket = sockets[0] as FakeSocket;
    socket.open();
    socket.say({ type: "subscribed", topic: "club:announcements" });
    stop();
    expect(socket.sent.at(-1)).toEqual({ type: "unsubscribe", topic: "club:announcements" });
    socket.drop();
    expect(timers).toEqual([]);
  });
});
