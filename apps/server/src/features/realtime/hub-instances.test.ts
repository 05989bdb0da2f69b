/**
 * The hub across instances (issue 29): two instances on one PostgreSQL, a member's socket on
 * B, a notification raised on A; B's socket hears it within a second, through LISTEN/NOTIFY.
 * PostgreSQL only, like test/instances.test.ts (PGlite is one process).
 */
import { TOPICS } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WebSocket } from "ws";
import { DEMO_CUSTOMERS } from "../../demo/demo-ids.ts";
import { signIn, signInStaff } from "../../test/customer-session.ts";
import { type Instances, instancesOnOnePostgres } from "../../test/instances-on-postgres.ts";
import { HARBOR, request } from "../../test/test-app.ts";
import { hubMessages, openHub } from "./hub-test-kit.ts";

const adminUrl = process.env.DATABASE_URL;
let instances: FastifyInstance[] = [];
let started: Instances | undefined;
let socket: WebSocket | undefined;

beforeAll(async () => {
  if (!adminUrl) return;
  started = await instancesOnOnePostgres(adminUrl, 2);
  instances = started.apps;
}, 120_000);

afterAll(async () => {
  socket?.terminate();
  await started?.close();
});

describe.runIf(Boolean(adminUrl))("the realtime hub on two instances of one PostgreSQL", () => {
  it("a notification raised on A reaches a member's socket on B within a second", async () => {
    const [a, b] = instances as [FastifyInstance, FastifyInstance];
    const member = await signIn(b, HARBOR, "member@harbor.example");
    socket = await openHub(b, { cookie: member, host: HARBOR, origin: `http://${HARBOR}` });
    const heard = hubMessages(socket, 1_000);
    const topic = TOPICS.notifications(DEMO_CUSTOMERS.member.id);
    socket.send(JSON.stringify({ type: "subscribe", topic }));
    expect(await heard.next()).toEqual({ type: "subscribed", topic });

    const staff = await signInStaff(a, HARBOR);
    const started = performance.now();
    const sent = await request(a, HARBOR, {
      method: "POST",
      url: "/admin/api/messages",
      headers: { cookie: staff },
      payload: {
        subject: "From instance A",
        body: "Heard on B.",
        audience: { type: "member", customer_id: DEMO_CUSTOMERS.member.id },
      },
    });
    expect(sent.statusCode).toBe(201);
    expect(await heard.next()).toMatchObject({ type: "event", topic });
    console.info(
      `notification on A heard by a socket on B after ${(performance.now() - started).toFixed(0)} ms`,
    );
    expect(b.realtimeHub.size).toBe(1);
  });
});
