/**
 * The process's metrics in Prometheus's text format (version 0.0.4): counters and histograms
 * kept in memory by whoever counts (the HTTP plugin, the payments service), and gauges read at
 * scrape time from the database (plugins/metrics.ts). Our own, not prom-client: a few dozen
 * lines cover what we expose, and nothing else loads at start.
 */

type Labels = Record<string, string>;

const escapeLabel = (value: string) =>
  value.replace(/\\/g, "\\\\").replace(/\n/g, "\\n").replace(/"/g, '\\"');
const escapeHelp = (value: string) => value.replace(/\\/g, "\\\\").replace(/\n/g, "\\n");
/** A sample's number as Prometheus writes it. */
const numberText = (value: number) =>
  Number.isNaN(value) ? "NaN" : value === Infinity ? "+Inf" : value === -Infinity ? "-Inf" : String(value);

export const labelText = (labels: Labels): string => {
  const entries = Object.entries(labels);
  return entries.length === 0
    ? ""
    : `{${entries.map(([name, value]) => `${name}="${escapeLabel(value)}"`).join(",")}}`;
};

/** One metric family as text: its HELP and TYPE lines, then its samples. */
export function familyText(
  name: string,
  type: "counter" | "gauge" | "histogram",
  help: string,
  samples: { suffix?: string; labels: Labels; value: number }[],
): string {
  const lines = [`# HELP ${name} ${escapeHelp(help)}`, `# TYPE ${name} ${type}`];
  for (const sample of samples)
    lines.push(`${name}${sample.suffix ?? ""}${labelText(sample.labels)} ${numberText(sample.value)}`);
  return `${lines.join("\n")}\n`;
}

/** Keys already made, by label set: callers on a hot path pass the same objects again. */
const keys = new WeakMap<Labels, string>();

/**
 * A label set's identity, whatever order its names were given in: names in code-unit order (no
 * locale), values joined with separators no label holds.
 */
const keyOf = (labels: Labels) => {
  let key = keys.get(labels);
  if (key !== undefined) return key;
  key = "";
  for (const name of Object.keys(labels).sort()) key += `${name}\u0001${labels[name]}\u0002`;
  keys.set(labels, key);
  return key;
};

/** A monotonically increasing count per label set. */
export class Counter {
  readonly #values = new Map<string, { labels: Labels; value: number }>();
  constructor(
    readonly name: string,
    readonly help: string,
  ) {}

  inc(labels: Labels = {}, by = 1): void {
    const key = keyOf(labels);
    const entry = this.#values.get(key) ?? { labels, value: 0 };
    entry.value += by;
    this.#values.set(key, entry);
  }

  text(): string {
    return familyText(this.name, "counter", this.help, [...this.#values.values()]);
  }
}

/** Observations counted into cumulative buckets, with their sum and count, per label set. */
export class Histogram {
  readonly #values = new Map<string, { labels: Labels; buckets: number[]; sum: number; count: number }>();
  constructor(
    readonly name: string,
    readonly help: string,
    readonly bounds: readonly number[],
  ) {}

  observe(labels: Labels, value: number): void {
    const key = keyOf(labels);
    const entry = this.#values.get(key) ?? { labels, buckets: this.bounds.map(() => 0), sum: 0, count: 0 };
    this.bounds.forEach((bound, index) => {
      if (value <= bound) entry.buckets[index] = (entry.buckets[index] ?? 0) + 1;
    });
    entry.sum += value;
    entry.count += 1;
    this.#values.set(key, entry);
  }

  text(): string {
    const samples = [...this.#values.values()].flatMap(({ labels, buckets, sum, count }) => [
      ...this.bounds.map((bound, index) => ({
        suffix: "_bucket",
        labels: { ...labels, le: numberText(bound) },
        value: buckets[index] ?? 0,
      })),
      { suffix: "_bucket", labels: { ...labels, le: "+Inf" }, value: count },
      { suffix: "_sum", labels, value: sum },
      { suffix: "_count", labels, value: count },
    ]);
    return familyText(this.name, "histogram", this.help, samples);
  }
}

/** The HTTP server's latency buckets, in seconds. */
const LATENCY_BOUNDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** What this process counts; every app in it adds to the same (one app per process in production). */
export const metrics = {
  requests: new Counter(
    "crest_http_requests_total",
    "HTTP requests answered, by method, route pattern and status.",
  ),
  serverErrors: new Counter(
    "crest_http_server_errors_total",
    "HTTP answers with a 5xx status, by method, route pattern and status.",
  ),
  latency: new Histogram(
    "crest_http_request_duration_seconds",
    "Time to answer HTTP requests, by method and route pattern.",
    LATENCY_BOUNDS,
  ),
  jobOutcomes: new Counter(
    "crest_job_runs_total",
    "Job runs on this instance, by kind and outcome (succeeded, retrying, failed).",
  ),
  paymentOutcomes: new Counter(
    "crest_payment_outcomes_total",
    "Charges asked of a processor (or put on the house account), by method and outcome.",
  ),
};
