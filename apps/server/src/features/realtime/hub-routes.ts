/**
 * The realtime hub's endpoint (spec-2 §7 Realtime): a WebSocket upgrade at /hub, on the club's
 * own domain, for a signed-in customer. The session cookie (HTTP-only, SameSite=Lax) rides on
 * the upgrade, so the customer access check authenticates it like any request; a cross-site
 * upgrade is refused before it happens (WebSockets are not bound by CORS, so Origin is the
 * guard: docs/decisions/directory-and-realtime.md, "The realtime hub"). Then: subscribe, unsubscribe and publish,
 * each topic authorised (realtime.rules.ts).
 */
import {
  describeError,
  type ErrorCode,
  type HubAnswer,
  hubRequestSchema,
  mayHear,
  mayPublish,
  REALTIME_PATH,
} from "@crest/domain";
import websocket from "@fastify/websocket";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { WebSocket } from "ws";
import { AppError } from "../../lib/errors.ts";
import { contextOf } from "../../platform/contexts.ts";
import { isCrossSite } from "../../plugins/csrf.ts";
import { Hub, topicEventOf } from "./hub.ts";
import { publishToTopic, REALTIME_CHANNEL } from "./publish.ts";
import { SessionWatch, type WatchedSocket } from "./session-watch.ts";

/** Longest request a client may send (a publish carries a small hint). */
const MAX_FRAME_BYTES = 8 * 1024;
/** A socket that answers no ping for this long is dropped. */
const HEARTBEAT_MS = 30_000;

declare module "fastify" {
  interface FastifyInstance {
    /** This instance's realtime sockets (tests and the bench read its size). */
    realtimeHub: Hub;
    /** Closes the sockets whose session ended. */
    realtimeSessions: SessionWatch;
  }
}

/** Registers the WebSocket plugin (before any route) and starts hearing topic events from every instance. */
export async function realtimeSetup(app: FastifyInstance): Promise<void> {
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  const hub = new Hub();
  app.decorate("realtimeHub", hub);
  const sessions = new SessionWatch();
  app.decorate("realtimeSessions", sessions);
  app.platformServices.accountChanges.subscribe((customerId) => sessions.changed(customerId));
  const stop = await app.platformServices.pubsub.subscribe(REALTIME_CHANNEL, (payload) => {
    const event = topicEventOf(payload);
    if (event) hub.deliver(event);
  });
  app.addHook("onClose", async () => {
    sessions.stop();
    await stop();
  });
}

const send = (socket: WebSocket, answer: HubAnswer) => socket.send(JSON.stringify(answer));

function sendError(socket: WebSocket, request: FastifyRequest, code: ErrorCode, topic?: string) {
  const { title } = describeError(code, request.language);
  send(socket, { type: "error", code, message: title, ...(topic ? { topic } : {}) });
}

export async function realtimeRoutes(app: FastifyInstance) {
  const hub = app.realtimeHub;
  app.get(
    REALTIME_PATH,
    {
      websocket: true,
      config: { access: "customer" },
      // Not an HTTP API: the OpenAPI document and its sweeps leave it out.
      schema: { hide: true },
      // Before the upgrade: another site's page may not open a socket with the member's cookie.
      preValidation: async (request) => {
        if (isCrossSite(request)) throw new AppError("csrf_rejected");
      },
    },
    (socket, request) => {
      const customerId = request.customer?.id;
      const sessionId = request.customerSessionId;
      if (!customerId || !sessionId) return socket.close(1008, "unauthorized");
      const context = contextOf(request);
      hub.join(socket, context.scope.companyId);
      const watched: WatchedSocket = {
        context,
        customerId,
        sessionId,
        close: (code, reason) => socket.close(code, reason),
      };
      app.realtimeSessions.add(watched);
      let alive = true;
      socket.on("pong", () => {
        alive = true;
      });
      const heartbeat = setInterval(() => {
        if (!alive) return socket.terminate();
        alive = false;
        socket.ping();
      }, HEARTBEAT_MS);
      heartbeat.unref();
      socket.on("close", () => {
        clearInterval(heartbeat);
        hub.leave(socket);
        app.realtimeSessions.remove(watched);
      });
      socket.on("message", async (raw) => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(String(raw));
        } catch {
          return sendError(socket, request, "malformed_json");
        }
        const message = hubRequestSchema.safeParse(parsed);
        if (!message.success) return sendError(socket, request, "invalid_request");
        const { type, topic } = message.data;
        if (type === "subscribe") {
          if (!mayHear(customerId, topic)) return sendError(socket, request, "topic_forbidden", topic);
          hub.subscribe(socket, topic);
          return send(socket, { type: "subscribed", topic });
        }
        if (type === "unsubscribe") {
          hub.unsubscribe(socket, topic);
          return send(socket, { type: "unsubscribed", topic });
        }
        if (!mayPublish(customerId, topic)) return sendError(socket, request, "topic_forbidden", topic);
        try {
          await publishToTopic(context, topic, message.data.data);
          send(socket, { type: "published", topic });
        } catch (error) {
          const code = error instanceof AppError ? error.code : "not_connected";
          sendError(socket, request, code, topic);
        }
      });
    },
  );
}
