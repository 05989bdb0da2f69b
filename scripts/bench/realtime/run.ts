/**
 * Realtime bench (issue 29): SOCKETS (1,000) members' sockets open on one instance, each
 * subscribed to the club's announcements; staff send a club-wide message; prints the time from
 * the send until each socket has the event (p50, p99, the last) and the server's memory per
 * idle socket (its heap and RSS after a GC, before and after the sockets opened). Not a test.
 *   npm run bench:realtime                                   (embedded PGlite)
 *   bash scripts/with-postgres.sh npm run bench:realtime     (PostgreSQL)
 */
import { spawn } from "node:child_process";
import { request } from "node:http";
import { createInterface } from "node:readline";
import WebSocket from "ws";

const count = Number(process.env.SOCKETS ?? 1000);
const HOST = "harbor.localhost";

const child = spawn(
  process.execPath,
  ["--expose-gc", "--import", "tsx", new URL("./server.ts", import.meta.url).pathname],
  { stdio: ["pipe", "pipe", "inherit"], env: { ...process.env, SOCKETS: String(count) } },
);
const lines = createInterface({ input: child.stdout });
/** The server's next `HUB` line (the rest of its output is its log). */
const next = <T>() =>
  new Promise<T>((resolve, reject) => {
    const onLine = (line: string) => {
      if (!line.startsWith("HUB ")) return;
      lines.off("line", onLine);
      resolve(JSON.parse(line.slice(4)) as T);
    };
    lines.on("line", onLine);
    child.once("exit", (code) => reject(new Error(`bench server exited with ${code}`)));
  });
interface Memory {
  rss: number;
  heapUsed: number;
  external: number;
  sockets: number;
}
const memory = async () => {
  child.stdin.write("memory\n");
  return next<Memory>();
};

const { port, cookies, staff } = await next<{ port: number; cookies: string[]; staff: string }>();
const origin = `http://${HOST}:${port}`;
const idle = await memory();

/** POSTs JSON as staff on the club's Host (fetch may not set Host); answers the status. */
function post(url: string, body: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path: url,
        method: "POST",
        headers: { host: `${HOST}:${port}`, origin, cookie: staff, "content-type": "application/json" },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(JSON.stringify(body));
  });
}

/** Opens a member's socket and subscribes it to the club's announcements. */
function open(cookie: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/hub`, {
      headers: { host: `${HOST}:${port}`, origin, cookie },
    });
    socket.once("error", reject);
    socket.once("open", () =>
      socket.send(JSON.stringify({ type: "subscribe", topic: "club:announcements" })),
    );
    socket.once("message", (raw) => {
      const answer = JSON.parse(String(raw)) as { type: string };
      if (answer.type === "subscribed") resolve(socket);
      else reject(new Error(`subscribe answered ${String(raw)}`));
    });
  });
}

const opening = performance.now();
const sockets: WebSocket[] = [];
// A hundred handshakes at a time, as members' browsers arrive, not all in one instant.
for (let i = 0; i < cookies.length; i += 100)
  sockets.push(...(await Promise.all(cookies.slice(i, i + 100).map(open))));
console.log(
  `${sockets.length} sockets open and subscribed in ${((performance.now() - opening) / 1000).toFixed(1)} s`,
);
await new Promise((resolve) => setTimeout(resolve, 1_000));
const loaded = await memory();

const heard: number[] = [];
let sentAt = 0;
const all = Promise.all(
  sockets.map(
    (socket) =>
      new Promise<void>((resolve) => {
        socket.on("message", (raw) => {
          if ((JSON.parse(String(raw)) as { type: string }).type !== "event") return;
          heard.push(performance.now() - sentAt);
          resolve();
        });
      }),
  ),
);
sentAt = performance.now();
const status = await post("/admin/api/messages", {
  subject: "Regatta postponed",
  body: "Storm coming.",
  audience: { type: "everyone" },
});
const answered = performance.now() - sentAt;
if (status !== 201) throw new Error(`send answered ${status}`);
await Promise.race([
  all,
  new Promise((_, reject) => setTimeout(() => reject(new Error("not all heard in 30 s")), 30_000)),
]);

heard.sort((a, b) => a - b);
const at = (q: number) => heard[Math.min(heard.length - 1, Math.ceil(q * heard.length) - 1)] ?? 0;
const perSocket = (field: "heapUsed" | "rss" | "external") =>
  ((loaded[field] - idle[field]) / loaded.sockets / 1024).toFixed(1);
console.log(
  `the send answered after ${answered.toFixed(0)} ms (one message and one notification for the club)`,
);
console.log(
  `club-wide announcement heard by ${heard.length} sockets: p50 ${at(0.5).toFixed(0)} ms, p99 ${at(0.99).toFixed(0)} ms, last ${at(1).toFixed(0)} ms (goal p99 ≤ 250 ms)`,
);
console.log(
  `server memory per idle socket (${loaded.sockets} sockets): heap ${perSocket("heapUsed")} KiB, external ${perSocket("external")} KiB, RSS ${perSocket("rss")} KiB`,
);
for (const socket of sockets) socket.terminate();
child.kill();
