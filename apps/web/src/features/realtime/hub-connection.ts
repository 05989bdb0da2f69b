/**
 * The page's one connection to the realtime hub (spec-2 §7 Realtime): opened on the first
 * subscription, on the club's own domain, carrying the session cookie by itself. The client
 * (@crest/domain's HubClient) retries a failed subscription every second.
 */
import { HubClient } from "@crest/domain/realtime/hub-client";
import { REALTIME_PATH } from "@crest/domain/realtime/realtime.schemas";

let client: HubClient | null = null;

/** The page's hub client (one socket for every topic). */
export function hubClient(): HubClient {
  if (!client) {
    client = new HubClient({
      connect: () => {
        const scheme = window.location.protocol === "https:" ? "wss:" : "ws:";
        return new WebSocket(`${scheme}//${window.location.host}${REALTIME_PATH}`);
      },
    });
  }
  return client;
}

/** Closes the page's connection (on sign-out: the next member opens their own). */
export function closeHub(): void {
  client?.close();
  client = null;
}
