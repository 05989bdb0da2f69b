/**
 * How a request appears in the log: Fastify's usual fields, with every secret, e-mail address
 * and card number in its address replaced (lib/log-redaction.ts). The wallet refuses card
 * numbers, and the routes read tokens from bodies, but the access log sees every address first.
 * What the client wrote is cut to a length no real request needs: a made-up 8 KB Host on every
 * request made the log the largest thing the server kept (issue 20, item 12).
 */
import type { FastifyRequest } from "fastify";
import { redactUrl } from "./log-redaction.ts";
import { LruCache } from "./lru-cache.ts";

/** Longer than any host name DNS allows (253). */
const MAX_LOGGED_HOST = 260;
/** Room for any address of ours (a parameter may be 2,048 characters). */
const MAX_LOGGED_URL = 2_300;

/** The text, or its start and how long it was. */
const clipped = (text: string, max: number): string =>
  text.length <= max ? text : `${text.slice(0, max)}… (${text.length} characters)`;

/**
 * Addresses the redaction left as they were (at most CLEAN_URLS, none longer than
 * MAX_KEPT_URL). Most requests ask for the same few pages, and redacting an address (a dozen
 * patterns over each segment and value) was a fifth of the server's work per request with the
 * log at `info`: a shop page's requests a second halved. An address that held anything to
 * redact (or to decode) is never kept, so no secret stays in memory beyond its request.
 */
const CLEAN_URLS = 2_000;
const MAX_KEPT_URL = 512;
const cleanUrls = new LruCache<string, true>(CLEAN_URLS);

/** The address as the log shows it (`redactUrl`), found again without redacting when it is clean. */
export function loggedUrl(url: string): string {
  if (cleanUrls.get(url)) return url;
  const redacted = redactUrl(url);
  if (redacted === url && url.length <= MAX_KEPT_URL) cleanUrls.set(url, true);
  return redacted;
}

/** The `req` serializer of the app's log. */
export function requestLogLine(request: FastifyRequest) {
  return {
    method: request.method,
    url: clipped(loggedUrl(request.url), MAX_LOGGED_URL),
    host: clipped(request.host, MAX_LOGGED_HOST),
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
