/**
 * Points an SDK that has no host option at another address. GoCardless's SDK always asks for
 * https://api(-sandbox).gocardless.com but takes an agent: this one connects wherever `apiBase`
 * says (plain TCP for http://, TLS for https://), so the same SDK calls reach a local fake in
 * tests or a company proxy in production.
 */
import https from "node:https";
import net from "node:net";
import tls from "node:tls";

export function routingAgents(apiBase: string): { http: https.Agent; https: https.Agent } {
  const target = new URL(apiBase);
  const secure = target.protocol === "https:";
  const port = Number(target.port || (secure ? 443 : 80));
  class RoutingAgent extends https.Agent {
    override createConnection(): net.Socket {
      return secure
        ? tls.connect({ host: target.hostname, port, servername: target.hostname })
        : net.connect({ host: target.hostname, port });
    }
  }
  // An https agent (the SDK's URLs are https) whose connections go to the target, plain or TLS.
  const agent = new RoutingAgent({ keepAlive: false });
  return { http: agent, https: agent };
}
