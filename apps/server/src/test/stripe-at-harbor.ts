/** Harbor as staff would set it up to take new cards through Stripe: for tests with a fake of Stripe. */
import type { FastifyInstance } from "fastify";
import { DEMO } from "../demo/demo-ids.ts";
import { lockDomainConfig, updateDomainConfig } from "../features/config/index.ts";
import { setProcessorCredentials } from "../features/payments/index.ts";
import { serviceContext } from "./test-app.ts";

/** Makes Stripe (at `apiBase`, a fake) Harbor's default processor, with its secret stored. */
export async function harborPaysThroughStripe(app: FastifyInstance, apiBase: string): Promise<void> {
  const context = await serviceContext(app, DEMO.harbor.companyId);
  const current = await lockDomainConfig(context.scope, DEMO.harbor.domainId);
  const stripe = {
    id: "harbor-stripe",
    name: "stripe",
    integration: "stripe",
    key: "pk_test_fake",
    cardsAccepted: ["visa"],
    default: true,
  };
  const others = (current.processors ?? []).map((processor) => ({ ...processor, default: false }));
  await updateDomainConfig(context.scope, DEMO.harbor.domainId, {
    ...current,
    processors: [stripe, ...others],
  });
  await setProcessorCredentials(context, "harbor-stripe", { secret: "sk_test_harbor", apiBase });
}
