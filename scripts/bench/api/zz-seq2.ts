import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import autocannon from "autocannon";
import { benchPaths } from "./paths.ts";
const child = spawn(process.execPath, ["--import", "tsx", new URL("./servers.ts", import.meta.url).pathname], { stdio: ["ignore", "pipe", "inherit"] });
const ports: any = await new Promise((r) => createInterface({ input: child.stdout! }).once("line", (l) => r(JSON.parse(l))));
const HOST = "harbor.localhost";
const res = await fetch(`http://127.0.0.1:${ports.crest}/login`, { method: "POST", headers: { host: HOST, "content-type": "application/json" }, body: JSON.stringify({ email: "member@harbor.example", password: "Crest-demo-2026" }) });
const cookie = (res.headers.get("set-cookie") ?? "").split(";")[0];
const paths = benchPaths(ports.spaId, ports.serviceId);
const headers = { host: HOST, "accept-encoding": "gzip, deflate, br", cookie };
const seq = (process.env.SEQ ?? "products,products,account,products,bare,products").split(",");
for (const name of seq) {
  const port = name === "bare" ? ports.bare : ports.crest;
  const path = name === "bare" ? "/config" : name === "account" ? "/api/account" : name === "config" ? "/config" : (paths as any)[name];
  const r = await autocannon({ url: `http://127.0.0.1:${port}${path}`, connections: 100, duration: 5, headers });
  console.log(name, Math.round(r.requests.average), "p99", r.latency.p99, "non2xx", r.non2xx);
}
child.kill("SIGTERM");
