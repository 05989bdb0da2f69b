/** Opening the hub from tests (in process, through @fastify/websocket's injectWS) and reading what it says. */
import type { HubAnswer } from "@crest/domain";
import { REALTIME_PATH } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import type { WebSocket } from "ws";

/** A socket on the hub as a browser on `host` would open it (its Origin, its cookie). */
export function openHub(
  app: FastifyInstance,
  { cookie, host, origin }: { cookie: string | undefined; host: string; origin: string },
): Promise<WebSocket> {
  return app.injectWS(REALTIME_PATH, { headers: { host, origin, ...(cookie ? { cookie } : {}) } });
}

/** The socket's messages in order: `next()` waits for the next one (failing after `ms`). */
export function hubMessages(socket: WebSocket, ms = 2_000) {
  const queue: HubAnswer[] = [];
  const waiting: ((answer: HubAnswer) => void)[] = [];
  socket.on("message", (raw) => {
    const answer = JSON.parse(String(raw)) as HubAnswer;
    const waiter = waiting.shift();
    if (waiter) waiter(answer);
    else queue.push(answer);
  });
  return {
    next(): Promise<HubAnswer> {
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`nothing heard within ${ms} ms`)), ms);
        waiting.push((answer) => {
          clearTimeout(timer);
          resolve(answer);
        });
      });
    },
  };
}
