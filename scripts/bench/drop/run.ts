/**
 * Drop benchmark: BUYERS (1,000) signed-in buyers race at once for UNITS (100) units of one
 * product: each adds one to the cart and, when the cart holds it, checks out with a new sandbox
 * card (4242…, tokenized beforehand as a browser's card form does). Checks exactly UNITS orders
 * and charges, BUYERS - UNITS clear sold_out answers and no 5xx; prints completed checkouts per
 * second (over the race's wall time) and latency percentiles. Not a test: it reports.
 * With `--tickets`, the units are tickets of one event's ticket type (issue 25), bought through
 * `POST /api/cart/tickets`.
 *   npm run bench:drop                                   (embedded PGlite)
 *   npm run bench:drop -- --tickets                      (tickets instead of a product)
 *   bash scripts/with-postgres.sh npm run bench:drop     (PostgreSQL)
 *   WARM=0 npm run bench:drop                            (no sale before the drop: a fresh start)
 */
import { execFileSync, spawn } from "node:child_process";
import { Agent, request } from "node:http";
import { createInterface } from "node:readline";

const HOST = "harbor.localhost";
const buyers = Number(process.env.BUYERS ?? 1000);
const units = Number(process.env.UNITS ?? 100);
const tickets = process.argv.includes("--tickets");
// A portal that has been up a while has sold before: WARM (200) other buyers buy WARM units of a
// second item before the drop opens, so the race does not meet code V8 has not yet compiled,
// pooled connections not yet used, or what a first sale reads and keeps. WARM=0: a fresh start.
const warmUnits = Number(process.env.WARM ?? 200);
/** Every buyer: the race's first, then the earlier sales' (their own sessions and cards). */
const allBuyers = buyers + warmUnits;
// One connection per buyer, as a thousand browsers would have, kept open between requests (the
// default keeps 256 idle ones: the others would connect anew at the race's start).
const agent = new Agent({
  keepAlive: true,
  maxSockets: allBuyers,
  maxFreeSockets: allBuyers,
});

// DROP_CPU_PROF=<folder>: the server writes a V8 CPU profile there when the race is counted.
const profile = process.env.DROP_CPU_PROF
  ? ["--cpu-prof", `--cpu-prof-dir=${process.env.DROP_CPU_PROF}`]
  : [];
if (process.env.DROP_PRELOAD) profile.push("--import", process.env.DROP_PRELOAD);
// DROP_NODE_FLAGS="--max-semi-space-size=32 …": flags for the server's node (its heap, its GC).
if (process.env.DROP_NODE_FLAGS) profile.push(...process.env.DROP_NODE_FLAGS.split(" "));
const child = spawn(
  process.execPath,
  [...profile, "--import", "tsx", new URL("./server.ts", import.meta.url).pathname],
  {
    stdio: ["pipe", "pipe", "inherit"],
    env: { ...process.env, BUYERS: String(buyers), UNITS: String(units), DROP_TICKETS: tickets ? "1" : "0" },
  },
);
const lines = createInterface({ input: child.stdout });
/** The child's next answer: its lines marked DROP (the rest of its output is the server's log). */
const nextLine = () =>
  new Promise<string>((resolve, reject) => {
    const onLine = (line: string) => {
      if (!line.startsWith("DROP ")) return;
      lines.off("line", onLine);
      resolve(line.slice(5));
    };
    lines.on("line", onLine);
    child.once("exit", (code) => reject(new Error(`drop server exited with ${code}`)));
  });
const { port, cookies, itemId, warmItemId, pageUrl } = JSON.parse(await nextLine()) as {
  port: number;
  cookies: string[];
  /** The product's id, or the ticket type's. */
  itemId: string;
  /** The item sold before the drop (none when WARM=0). */
  warmItemId?: string;
  /** The page the buyers have open: the product's, or the event's. */
  pageUrl: string;
};

// The child goes with this process, whatever ends it.
process.on("exit", () => child.kill("SIGKILL"));

function call(
  method: string,
  url: string,
  cookie: string | null,
  body?: unknown,
  authorization?: string,
  address?: string,
) {
  const started = performance.now();
  const payload = body ? JSON.stringify(body) : "";
  return new Promise<{ status: number; json: Record<string, unknown>; ms: number }>((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        method,
        path: url,
        agent,
        headers: {
          host: HOST,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
          ...(cookie ? { cookie } : {}),
          ...(authorization ? { authorization } : {}),
          // The buyer's own address, through the bench's trusted local proxy (see server.ts).
          ...(address ? { "x-forwarded-for": address } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let json: Record<string, unknown> = {};
          try {
            json = JSON.parse(text) as Record<string, unknown>;
          } catch {
            json = { text };
          }
          resolve({ status: res.statusCode ?? 0, json, ms: performance.now() - started });
        });
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

// Each buyer's card, tokenized at the sandbox before the race, from the buyer's own address (the
// sandbox takes 60 cards a minute per address, as a processor's card form limits card testing).
const tokens: string[] = [];
for (let start = 0; start < allBuyers; start += 100) {
  const batch = await Promise.all(
    Array.from({ length: Math.min(100, allBuyers - start) }, (_, index) =>
      call(
        "POST",
        "/sandbox/v1/tokens",
        null,
        {
          card: {
            number: "4242424242424242",
            exp_month: 12,
            exp_year: new Date().getUTCFullYear() + 2,
            cvc: "123",
          },
        },
        "Bearer pk_sandbox_harbor",
        `10.77.${Math.floor((start + index) / 250)}.${((start + index) % 250) + 1}`,
      ),
    ),
  );
  tokens.push(...batch.map((res) => String(res.json.id)));
}
if (tokens.some((token) => !token.startsWith("tok_"))) throw new Error(`tokenizing failed: ${tokens[0]}`);

// Before the drop opens, each buyer has the product page open: signed in, connected, their cart
// (empty) and the product shown. The race starts from there, as a drop does. COLD=1 skips it:
// each buyer's first request is then the add, on a new connection, with a session not yet read.
const cold = process.env.COLD === "1";
await Promise.all(
  (cold ? [] : cookies.slice(0, buyers)).map(async (cookie) => {
    const shown = await call("GET", pageUrl, cookie);
    const cart = await call("GET", "/api/cart", cookie);
    if (cart.status !== 200 || shown.status !== 200)
      throw new Error(`opening the product page failed: ${cart.status}, ${shown.status}`);
  }),
);

const latencies: number[] = [];
const statuses = new Map<string, number>();
const tally = (step: string, status: number, code?: unknown) => {
  const key = `${step} ${status}${code ? ` ${code}` : ""}`;
  statuses.set(key, (statuses.get(key) ?? 0) + 1);
};

async function buyer(index: number, item = itemId) {
  const cookie = cookies[index] ?? "";
  const added = tickets
    ? await call("POST", "/api/cart/tickets", cookie, { items: [{ ticket_type_id: item, quantity: 1 }] })
    : await call("POST", "/api/cart/products", cookie, { items: [{ product_id: item, quantity: 1 }] });
  latencies.push(added.ms);
  tally("add", added.status, added.status === 200 ? undefined : added.json.code);
  if (added.status !== 200) return;
  const key = `drop-${index}-${Date.now()}`;
  const paid = await call("POST", "/api/checkout", cookie, {
    idempotency_key: key,
    // The product drop is a dish (it ships nothing): it is served at a table (issue 24).
    ...(tickets ? {} : { dining: { type: "table", table: "12" } }),
    payment_method: {
      type: "newcreditcard",
      token: tokens[index],
      amount: 0,
      billing_details: { name: `Buyer ${index}`, zip_code: "02840", country: "US" },
      idempotency_key: key,
    },
  });
  latencies.push(paid.ms);
  tally("checkout", paid.status, paid.status === 200 ? undefined : paid.json.code);
}

// The earlier sales: the last buyers (their own cards and sessions) buy the second item, all at once.
if (warmItemId) {
  await Promise.all(Array.from({ length: warmUnits }, (_, n) => buyer(buyers + n, warmItemId)));
  const sold = statuses.get("checkout 200") ?? 0;
  if (sold !== warmUnits) throw new Error(`earlier sales: ${sold} of ${warmUnits} checkouts`);
  statuses.clear();
  latencies.length = 0;
  child.stdin.write("warmed\n");
  await nextLine();
}

child.stdin.write("race\n");
const started = performance.now();
const buyersCpu = process.cpuUsage();
await Promise.all(Array.from({ length: buyers }, (_, index) => buyer(index)));
const seconds = (performance.now() - started) / 1000;
const { user, system } = process.cpuUsage(buyersCpu);

child.stdin.write("count\n");
const found = JSON.parse(await nextLine()) as {
  orders: number;
  charges: number;
  onHand: number;
  held: number;
  problems: number;
};

const sorted = latencies.sort((a, b) => a - b);
const pct = (p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]?.toFixed(0);
const checkouts = statuses.get("checkout 200") ?? 0;
const soldOut = [...statuses].filter(([key]) => key.endsWith("sold_out")).reduce((sum, [, n]) => sum + n, 0);
const serverErrors = [...statuses].filter(([key]) => / 5\d\d/.test(key)).reduce((sum, [, n]) => sum + n, 0);

console.log(
  `database: ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite (embedded)"}; ${tickets ? "tickets of one ticket type" : "one product"}; buyers ${cold ? "cold (first request is the add)" : "on the product page when the drop opens"}`,
);
console.log(
  warmUnits > 0
    ? `the portal sold ${warmUnits} units of another item before the drop opened (WARM=0: a fresh start)`
    : "the drop opened on a portal fresh from its start (WARM=0): no sale before it",
);
console.log(`${buyers} buyers for ${units} units, race took ${seconds.toFixed(2)} s`);
// The buyers run on the same cores as the server: what they took is not the server's.
console.log(`buyers' CPU during the race (this process): ${Math.round((user + system) / 1000)} ms`);
console.log("answers:", Object.fromEntries([...statuses].sort()));
console.log(
  `orders ${found.orders}, charges ${found.charges}, ${tickets ? "tickets left" : "stock on hand"} ${found.onHand}, held ${found.held}`,
);
console.log(`the books: ${found.problems === 0 ? "balance" : `${found.problems} problems (listed above)`}`);
console.log(`completed checkouts/s: ${(checkouts / seconds).toFixed(1)}`);
console.log(`latency ms (add and checkout requests): p50 ${pct(50)}, p99 ${pct(99)}, max ${pct(100)}`);
// The ceiling from the same run: the race's requests at once at a bare Node server (http-floor.mjs).
const floor = execFileSync(process.execPath, [new URL("./http-floor.mjs", import.meta.url).pathname], {
  env: { ...process.env, BUYERS: String(buyers + units) },
  encoding: "utf8",
});
console.log(`ceiling, bare Node on this machine now: ${floor.trim().split("\n").join("; ")}`);
const ok =
  found.orders === units &&
  found.charges === units &&
  soldOut === buyers - units &&
  serverErrors === 0 &&
  checkouts === units &&
  found.problems === 0;
console.log(
  ok
    ? "OK: exactly one order and one charge per unit, every other buyer told sold_out, no 5xx, the books balance"
    : "FAILED the checks above",
);
process.exitCode = ok ? 0 : 1;
// A profiling server writes its profile as it exits: wait for it.
if (profile.length > 0) await new Promise((resolve) => child.once("exit", resolve));
