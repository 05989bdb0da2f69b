/**
 * LISTEN on PostgreSQL for every channel the app subscribes to, on one connection of its own:
 * not one of the pool's, which are all the queries' (a listener per channel held five of them for
 * good, so a pool of 5 answered no query and a pool of 20 gave queries 15). When that connection
 * dies (a database restart, a failover, a killed backend) it is opened again with back-off, every
 * channel is listened to again, and every subscriber's `onReconnect` is told: notifications sent
 * while nobody listened are lost, so whatever they would have invalidated must be dropped.
 */
import type pg from "pg";

interface Subscriber {
  onMessage: (payload: string) => void;
  onReconnect?: (() => void) | undefined;
}

const FIRST_RETRY_MS = 100;
const LONGEST_RETRY_MS = 5_000;

const quoted = (channel: string) => `"${channel.replace(/"/g, "")}"`;

export class PostgresListener {
  readonly #open: () => Promise<pg.Client>;
  readonly #onError: (error: Error) => void;
  /** Channel → who hears it. */
  readonly #subscribers = new Map<string, Set<Subscriber>>();
  #client: pg.Client | undefined;
  /** The connection being opened, for the subscribers asking meanwhile. */
  #opening: Promise<pg.Client> | undefined;
  #retryMs = FIRST_RETRY_MS;
  #timer: NodeJS.Timeout | undefined;
  #closed = false;

  /** `open` makes a new, unconnected client; `onError` hears the connection's errors. */
  constructor(open: () => pg.Client, onError: (error: Error) => void) {
    this.#open = async () => {
      const client = open();
      await client.connect();
      return client;
    };
    this.#onError = onError;
  }

  /**
   * Hears `channel` from now on; answers once the database listens (refused when it cannot be
   * reached), with the call that stops hearing it.
   */
  async subscribe(channel: string, subscriber: Subscriber): Promise<() => Promise<void>> {
    const subscribers = this.#subscribers.get(channel) ?? new Set<Subscriber>();
    this.#subscribers.set(channel, subscribers);
    subscribers.add(subscriber);
    try {
      await (await this.#connected()).query(`listen ${quoted(channel)}`);
    } catch (error) {
      this.#forget(channel, subscriber);
      throw error;
    }
    return async () => {
      if (!this.#forget(channel, subscriber)) return;
      await this.#client?.query(`unlisten ${quoted(channel)}`).catch(() => {});
    };
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#timer);
    const client = this.#client;
    this.#client = undefined;
    await client?.end().catch(() => {});
  }

  /** Removes a subscriber; answers whether nobody hears the channel any more. */
  #forget(channel: string, subscriber: Subscriber): boolean {
    const subscribers = this.#subscribers.get(channel);
    subscribers?.delete(subscriber);
    if (subscribers?.size !== 0) return false;
    this.#subscribers.delete(channel);
    return true;
  }

  #connected(): Promise<pg.Client> {
    if (this.#client) return Promise.resolve(this.#client);
    this.#opening ??= this.#connect().finally(() => {
      this.#opening = undefined;
    });
    return this.#opening;
  }

  /** Opens the connection and listens to every channel subscribed to so far. */
  async #connect(): Promise<pg.Client> {
    const client = await this.#open();
    client.on("notification", (message) => {
      for (const subscriber of this.#subscribers.get(message.channel) ?? [])
        subscriber.onMessage(message.payload ?? "");
    });
    client.on("error", (error) => {
      this.#onError(error);
      this.#lost(client);
    });
    client.on("end", () => this.#lost(client));
    try {
      for (const channel of this.#subscribers.keys()) await client.query(`listen ${quoted(channel)}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (this.#closed) {
      await client.end().catch(() => {});
      throw new Error("The listener was closed");
    }
    this.#client = client;
    this.#retryMs = FIRST_RETRY_MS;
    return client;
  }

  #lost(client: pg.Client): void {
    if (this.#client !== client) return;
    this.#client = undefined;
    client.end().catch(() => {});
    if (!this.#closed) this.#reconnectLater();
  }

  #reconnectLater(): void {
    this.#timer = setTimeout(async () => {
      if (this.#closed) return;
      try {
        await this.#connected();
        for (const subscribers of [...this.#subscribers.values()])
          for (const subscriber of [...subscribers]) subscriber.onReconnect?.();
      } catch (error) {
        this.#onError(error as Error);
        this.#retryMs = Math.min(this.#retryMs * 2, LONGEST_RETRY_MS);
        this.#reconnectLater();
      }
    }, this.#retryMs);
    this.#timer.unref();
  }
}
