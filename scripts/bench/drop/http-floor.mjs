/**
 * The floor under the drop bench: a bare Node HTTP server that answers at once, hit by 1,000
 * requests at the same moment from another process's keep-alive agent, first on new
 * connections, then on the open ones (as the race does). Whatever the portal does, its race of
 * 1,100 requests cannot take less on this machine.
 *   node scripts/bench/drop/http-floor.mjs
 */
import { spawn } from "node:child_process";
import http from "node:http";

const requests = Number(process.env.BUYERS ?? 1000);

if (process.argv[2] === "server") {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      res.setHeader("content-type", "application/json");
      res.end('{"code":"sold_out"}');
    });
  });
  server.listen(0, "127.0.0.1", 4096, () => process.stdout.write(`${server.address().port}\n`));
} else {
  const child = spawn(process.execPath, [new URL(import.meta.url).pathname, "server"], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise((resolve) => child.stdout.once("data", (data) => resolve(Number(data))));
  const agent = new http.Agent({ keepAlive: true, maxSockets: requests, maxFreeSockets: requests });
  const call = () =>
    new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port,
          method: "POST",
          path: "/",
          agent,
          headers: { "content-type": "application/json" },
        },
        (res) => res.resume().on("end", resolve),
      );
      req.on("error", reject);
      req.end("{}");
    });
  for (const label of ["new connections", "open connections"]) {
    const started = performance.now();
    await Promise.all(Array.from({ length: requests }, call));
    console.log(`${requests} requests at once, ${label}: ${(performance.now() - started).toFixed(0)} ms`);
  }
  agent.destroy();
  child.kill();
}
