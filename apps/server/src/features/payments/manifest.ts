/** The payments feature: processors (sandbox, Stripe, Plaid, GoCardless), payments, refunds and their jobs. */
import type { FeatureManifest } from "../../platform/feature.ts";
import { paymentsDemoSeed } from "./demo.ts";
import { paymentsScheduleJob, reconcileJob, refundsJob } from "./payment-jobs.ts";
import { sandboxProcessor } from "./sandbox/sandbox-processor.ts";
import { tokenizeCard } from "./sandbox/sandbox-provider.ts";
import { sandboxRoutes } from "./sandbox/sandbox-routes.ts";
import * as tables from "./tables.ts";

export const paymentsFeature: FeatureManifest = {
  name: "payments",
  tables,
  routes: sandboxRoutes,
  demo: paymentsDemoSeed,
  jobs: [refundsJob, reconcileJob, paymentsScheduleJob],
  isolation: {
    // A payment intent at the club's sandbox: another club's host must not show its status.
    create: async (context) => {
      const token = await tokenizeCard(context, {
        card: {
          number: "4242424242424242",
          expMonth: 12,
          expYear: new Date().getUTCFullYear() + 2,
          cvc: "123",
        },
      });
      const outcome = await sandboxProcessor(context).charge({
        customer: { customerId: "isolation", email: "", name: "", providerCustomerId: "" },
        source: { kind: "card", providerRef: token.id },
        amount: 100,
        currency: "USD",
        description: "isolation",
        idempotencyKey: "isolation-fixture",
        saveCard: false,
      });
      if (outcome.status !== "succeeded") throw new Error("sandbox fixture charge failed");
      return { params: { intentId: outcome.providerPaymentId } };
    },
  },
};
