/**
 * The scale-out journey (README: several instances behind a load balancer on one PostgreSQL):
 * three instances started at once on a fresh database, then sessions, config changes (before
 * and after a database restart), media and readiness checked across them. Prints the figures;
 * exits non-zero when anything fails. Part of `npm test`.
 *   node --import tsx scripts/multi-instance/run.ts
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { type Postgres, startPostgres } from "../lib/postgres.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const PASSWORD = "Crest-demo-2026";
const CONNECT_TIMEOUT_MS = 2_000;
const STATEMENT_TIMEOUT_MS = 2_000;
/** The longest a request may wait on a frozen database: the larger bound, and a margin. */
const FROZEN_BOUND_MS = Math.max(CONNECT_TIMEOUT_MS, STATEMENT_TIMEOUT_MS + 1_000) + 1_500;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

interface Instance {
  name: string;
  base: string;
  process: ChildProcess;
  log: string[];
}

async function startInstance(name: string, databaseUrl: string): Promise<Instance> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), `crest-${name}-`));
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/server.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      MEDIA_STORE: "postgres",
      NODE_ENV: "production",
      ALLOW_INSECURE_COOKIES: "true",
      LOG_LEVEL: "warn",
      SEED_DEMO: "true",
      // Short bounds, so the frozen-database check can ask for them: a request needing a new
      // connection gives up after the connect timeout, one on a pooled connection after the
      // statement timeout and a second.
      DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
      DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log: string[] = [];
  child.stdout?.on("data", (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => log.push(chunk.toString()));
  child.once("exit", () => rmSync(dataDir, { recursive: true, force: true }));
  return { name, base: `http://127.0.0.1:${port}`, process: child, log };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(
  ms: number,
  what: string,
  check: () => Promise<T | undefined>,
): Promise<{ value: T; took: number }> {
  const started = performance.now();
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return { value, took: performance.now() - started };
    if (performance.now() - started > ms) throw new Error(`${what}: not within ${ms} ms`);
    await sleep(5);
  }
}

const cookieOf = (response: Response) => (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";

async function signIn(instance: Instance, email: string, staff = false): Promise<string> {
  const response = await fetch(`${instance.base}${staff ? "/admin/login" : "/login"}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok)
    throw new Error(`sign-in on ${instance.name}: ${response.status} ${await response.text()}`);
  return cookieOf(response);
}

// Every probe gives up after 5 s: a hung answer is a failure to report, not a journey that never ends.
const status = async (instance: Instance, url: string, cookie?: string) =>
  (
    await fetch(`${instance.base}${url}`, {
      headers: cookie ? { cookie } : {},
      signal: AbortSignal.timeout(5_000),
    })
  ).status;

const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return `min ${at(0).toFixed(1)} ms, median ${at(0.5).toFixed(1)} ms, max ${at(1).toFixed(1)} ms`;
};

const checks: string[] = [];
const check = (what: string, ok: boolean, detail = "") => {
  checks.push(`${ok ? "ok  " : "FAIL"} ${what}${detail ? ` (${detail})` : ""}`);
  console.log(checks.at(-1));
  if (!ok) throw new Error(`${what} ${detail}`);
};

/** Changes Harbor's footer on `on` and times how long `seenOn` takes to serve it. */
async function configPropagation(
  on: Instance,
  seenOn: Instance,
  staff: string,
  rounds: number,
): Promise<number[]> {
  const times: number[] = [];
  const domain = (
    (await (await fetch(`${on.base}/admin/api/domains`, { headers: { cookie: staff } })).json()) as {
      id: string;
      config: Record<string, unknown>;
      config_version: number;
    }[]
  )[0];
  if (!domain) throw new Error("no domain");
  for (let i = 0; i < rounds; i++) {
    const text = `Harbor Club · change ${Date.now()}-${i}`;
    const config = { ...domain.config, props: { ...(domain.config.props as object), footer: { text } } };
    const saved = await fetch(`${on.base}/admin/api/domains/${domain.id}`, {
      method: "PATCH",
      headers: { cookie: staff, "content-type": "application/json" },
      body: JSON.stringify({ config, config_version: domain.config_version }),
    });
    if (!saved.ok) throw new Error(`config change: ${saved.status} ${await saved.text()}`);
    const savedAt = performance.now();
    // The next round saves on the version this one wrote.
    domain.config_version = ((await saved.json()) as { config_version: number }).config_version;
    await until(1_000, `config change seen on ${seenOn.name}`, async () => {
      const answer = (await (await fetch(`${seenOn.base}/config`)).json()) as {
        props: { footer: { text: string } };
      };
      return answer.props.footer.text === text ? true : undefined;
    });
    times.push(performance.now() - savedAt);
  }
  return times;
}

async function main(): Promise<void> {
  const pg: Postgres = startPostgres(await freePort());
  const instances: Instance[] = [];
  try {
    // 1. Three instances at once on an empty database: each migrates, one seeds.
    instances.push(...(await Promise.all(["A", "B", "C"].map((name) => startInstance(name, pg.url)))));
    for (const instance of instances) {
      await until(60_000, `${instance.name} ready`, async () =>
        instance.process.exitCode === null
          ? (await status(instance, "/readyz")) === 200
            ? true
            : undefined
          : true,
      );
      check(
        `${instance.name} started with the others`,
        instance.process.exitCode === null,
        instance.process.exitCode === null ? "" : instance.log.join("").slice(-400),
      );
    }
    const [a, b, c] = instances as [Instance, Instance, Instance];

    // 2. A sign-in on one is good on the others; a sign-out is refused everywhere.
    const member = await signIn(a, "member@harbor.example");
    check(
      "A's session works on B and C",
      (await status(b, "/api/account", member)) === 200 && (await status(c, "/api/account", member)) === 200,
    );
    await fetch(`${a.base}/signout`, { method: "POST", headers: { cookie: member } });
    const refusedB = await until(1_000, "sign-out refused on B", async () =>
      (await status(b, "/api/account", member)) === 401 ? true : undefined,
    );
    const refusedC = await until(1_000, "sign-out refused on C", async () =>
      (await status(c, "/api/account", member)) === 401 ? true : undefined,
    );
    check(
      "a sign-out on A is refused on B and C within 1 s",
      true,
      `B ${refusedB.took.toFixed(0)} ms, C ${refusedC.took.toFixed(0)} ms`,
    );

    // 2b. Limits are counted once for all instances: 10 forgot-password requests a minute from
    // one address, spread over A, B and C, then 429 on whichever instance gets the next.
    // Counters are kept per fixed minute (features/limits): twelve requests that straddle a
    // minute's end count in two windows and none is refused. Start clear of the boundary.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_500 - intoMinute));
    const answers: number[] = [];
    for (let i = 0; i < 12; i++) {
      const instance = instances[i % instances.length] as Instance;
      const response = await fetch(`${instance.base}/api/public/account/forgot-password`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: `nobody-${i}@harbor.example` }),
      });
      answers.push(response.status);
    }
    check(
      "one address's forgot-password limit is shared: 10 answers across A, B and C, then 429",
      answers.slice(0, 10).every((code) => code === 200) && answers.slice(10).every((code) => code === 429),
      answers.join(" "),
    );

    // 3. A config change on A is served by B within 1 s.
    const staff = await signIn(a, "staff@harbor.example", true);
    const before = await configPropagation(a, b, staff, 10);
    check("config changes on A reach B within 1 s", true, summary(before));

    // 4. After a database restart, the same.
    pg.restart();
    await until(15_000, "A ready after the restart", async () =>
      (await status(a, "/readyz")) === 200 ? true : undefined,
    );
    await until(15_000, "B ready after the restart", async () =>
      (await status(b, "/readyz")) === 200 ? true : undefined,
    );
    const staffAgain = await signIn(a, "staff@harbor.example", true);
    const after = await configPropagation(a, b, staffAgain, 10);
    check("after a database restart, config changes on A reach B within 1 s", true, summary(after));

    // 5. A photo uploaded through A is served through B.
    const eleanor = await signIn(a, "member@harbor.example");
    const png = await sharp({ create: { width: 8, height: 8, channels: 4, background: "#2f5d50" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("File", new Blob([png], { type: "image/png" }), "me.png");
    const uploaded = await fetch(`${a.base}/api/file/account/profile-photo`, {
      method: "POST",
      headers: { cookie: eleanor },
      body: form,
    });
    const photo = ((await uploaded.json()) as { profile_photo?: string }).profile_photo ?? "";
    check("a photo uploads through A", uploaded.status === 200, String(uploaded.status));
    const served = await fetch(`${b.base}${photo}`, { headers: { cookie: eleanor } });
    check(
      "and is served through B",
      served.status === 200 && served.headers.get("content-type") === "image/webp",
      String(served.status),
    );

    // 6. A frozen database: readiness and requests answer 503 quickly instead of hanging.
    pg.freeze();
    const frozenReady = await timed(() => fetch(`${a.base}/readyz`));
    const frozenRequest = await timed(() => fetch(`${b.base}/api/account`, { headers: { cookie: eleanor } }));
    pg.thaw();
    check(
      "frozen database: /readyz answers 503 within 2 s",
      frozenReady.status === 503 && frozenReady.ms < 2_000,
      `${frozenReady.status} in ${frozenReady.ms.toFixed(0)} ms`,
    );
    // A request whose answer is cached may still be served; one that needs the database fails
    // with 503 within the configured bounds rather than hanging.
    check(
      `frozen database: a request is answered within ${FROZEN_BOUND_MS} ms (503, or 200 from the cache)`,
      (frozenRequest.status === 503 || frozenRequest.status === 200) && frozenRequest.ms < FROZEN_BOUND_MS,
      `${frozenRequest.status} in ${frozenRequest.ms.toFixed(0)} ms`,
    );

    // 7. A stopped database: 503 with Retry-After, within 2 s.
    await until(15_000, "A ready after the freeze", async () =>
      (await status(a, "/readyz")) === 200 ? true : undefined,
    );
    pg.stop();
    const stopped = await timed(() => fetch(`${a.base}/readyz`));
    const stoppedRequest = await fetch(`${c.base}/api/account`, { headers: { cookie: eleanor } });
    check(
      "stopped database: /readyz answers 503 within 2 s",
      stopped.status === 503 && stopped.ms < 2_000,
      `${stopped.status} in ${stopped.ms.toFixed(0)} ms`,
    );
    check(
      "stopped database: requests that need it answer 503 with Retry-After",
      stoppedRequest.status === 503 && stoppedRequest.headers.get("retry-after") !== null,
      String(stoppedRequest.status),
    );
  } finally {
    for (const instance of instances) instance.process.kill("SIGTERM");
    pg.destroy();
    console.log(
      `\nMulti-instance journey (3 instances, one PostgreSQL):\n${checks.map((line) => `  ${line}`).join("\n")}`,
    );
  }
}

async function timed(request: () => Promise<Response>): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await request();
  return { status: response.status, ms: performance.now() - started };
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
