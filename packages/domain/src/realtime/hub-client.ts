/**
 * The realtime hub's client (spec-2 §7 Realtime, §4, §8), free of any framework so the web app
 * and tests share it: it keeps one socket, subscribes each topic a caller wants, retries a
 * subscription that failed every second (a refusal, a dropped socket) until it holds or the
 * caller lets go, and rejects a publish while disconnected with 'Not Connected'.
 */
import { type HubAnswer, SUBSCRIBE_RETRY_MS } from "./realtime.schemas.ts";

/**
 * What the client needs of a WebSocket (the browser's has it). The handlers take `never` so the
 * browser's (typed with its own event classes) fit; the client reads `data` of a message only.
 */
export interface HubClientSocket {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((event: never) => void) | null;
  onclose: ((event: never) => void) | null;
  onmessage: ((event: never) => void) | null;
}

const OPEN = 1;

export const NOT_CONNECTED = "Not Connected";

export interface HubClientOptions {
  /** Opens a socket to the hub (`new WebSocket(url)` in a browser). */
  connect(): HubClientSocket;
  /** Timers (tests pass fake ones). */
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

type Listener = (data: unknown) => void;

export class HubClient {
  readonly #options: Required<HubClientOptions>;
  #socket: HubClientSocket | null = null;
  readonly #listeners = new Map<string, Set<Listener>>();
  /** Topics the hub confirmed on the current socket. */
  readonly #held = new Set<string>();
  readonly #retries = new Map<string, unknown>();
  #closed = false;

  constructor(options: HubClientOptions) {
    this.#options = {
      setTimer: (run, ms) => setTimeout(run, ms),
      clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
      ...options,
    };
  }

  /** Whether the socket is open now. */
  get connected(): boolean {
    return this.#socket?.readyState === OPEN;
  }

  /** Hears a topic until the answer is called; subscribes (and keeps retrying) as needed. */
  subscribe(topic: string, listener: Listener): () => void {
    let listeners = this.#listeners.get(topic);
    if (!listeners) {
      listeners = new Set();
      this.#listeners.set(topic, listeners);
    }
    listeners.add(listener);
    this.#ensureSocket();
    this.#trySubscribe(topic);
    return () => {
      listeners.delete(listener);
      if (listeners.size > 0) return;
      this.#listeners.delete(topic);
      this.#cancelRetry(topic);
      if (this.#held.delete(topic) && this.connected)
        this.#socket?.send(JSON.stringify({ type: "unsubscribe", topic }));
    };
  }

  /** Publishes to a topic; rejects with 'Not Connected' while the socket is not open. */
  publish(topic: string, data: unknown): Promise<void> {
    if (!this.connected || !this.#socket) return Promise.reject(new Error(NOT_CONNECTED));
    this.#socket.send(JSON.stringify({ type: "publish", topic, data }));
    return Promise.resolve();
  }

  /** Closes the socket for good. */
  close(): void {
    this.#closed = true;
    for (const topic of [...this.#retries.keys()]) this.#cancelRetry(topic);
    this.#socket?.close();
    this.#socket = null;
  }

  #ensureSocket(): void {
    if (this.#closed || this.#socket) return;
    const socket = this.#options.connect();
    this.#socket = socket;
    socket.onopen = () => {
      for (const topic of this.#listeners.keys()) this.#trySubscribe(topic);
    };
    socket.onclose = () => {
      if (this.#socket !== socket) return;
      this.#socket = null;
      this.#held.clear();
      // Every topic still wanted is retried, each on its one-second timer.
      for (const topic of this.#listeners.keys()) this.#retryLater(topic);
    };
    socket.onmessage = (event: { data: unknown }) => this.#hear(String(event.data));
  }

  #trySubscribe(topic: string): void {
    if (!this.#listeners.has(topic) || this.#held.has(topic)) return;
    this.#ensureSocket();
    if (this.connected) this.#socket?.send(JSON.stringify({ type: "subscribe", topic }));
    else if (this.#socket?.readyState !== 0) this.#retryLater(topic);
  }

  #retryLater(topic: string): void {
    if (this.#closed || this.#retries.has(topic)) return;
    const timer = this.#options.setTimer(() => {
      this.#retries.delete(topic);
      this.#trySubscribe(topic);
    }, SUBSCRIBE_RETRY_MS);
    this.#retries.set(topic, timer);
  }

  #cancelRetry(topic: string): void {
    const timer = this.#retries.get(topic);
    if (timer === undefined) return;
    this.#options.clearTimer(timer);
    this.#retries.delete(topic);
  }

  #hear(text: string): void {
    let answer: HubAnswer;
    try {
      answer = JSON.parse(text) as HubAnswer;
    } catch {
      return;
    }
    if (answer.type === "subscribed") this.#held.add(answer.topic);
    else if (answer.type === "error" && answer.topic && this.#listeners.has(answer.topic)) {
      this.#held.delete(answer.topic);
      this.#retryLater(answer.topic);
    } else if (answer.type === "event")
      for (const listener of this.#listeners.get(answer.topic) ?? []) listener(answer.data);
  }
}
