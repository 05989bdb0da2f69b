/**
 * Chromium sends every `*.localhost` name to the loopback address (RFC 6761), but Node asks the
 * system resolver, which here knows only `localhost`. Playwright's API requests (page.request)
 * run in this Node process, so this shim makes them reach the clubs as the browser does.
 * Only `*.localhost` names are answered here; everything else goes to the real lookup.
 */
import dns from "node:dns";

type Lookup = typeof dns.promises.lookup;
type LookupOptions = dns.LookupOptions;

const LOCALHOST = /(^|\.)localhost\.?$/i;
const realLookup: Lookup = dns.promises.lookup.bind(dns.promises);

const lookup = async (hostname: string, options?: number | LookupOptions) => {
  if (!LOCALHOST.test(hostname)) return realLookup(hostname, options as LookupOptions);
  const { family, all } = typeof options === "object" ? options : { family: options, all: false };
  const loopback = { address: "127.0.0.1", family: 4 };
  if (family === 6 || family === "IPv6") {
    if (all) return [];
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND", hostname });
  }
  return all ? [loopback] : loopback;
};

dns.promises.lookup = lookup as unknown as Lookup;
