/**
 * Which processor serves a club (spec-1 Processor, from the club's portal config) and its
 * adapter: `integration` picks the adapter (sandbox, or the real provider's SDK), the secrets
 * come from processor_credentials, never from the public config. A member becomes the
 * processor's customer once, on first use.
 */
import {
  bankProcessorOf as bankProcessorIn,
  cardProcessorOf as cardProcessorIn,
  FIELD_MESSAGES,
  type Processor,
} from "@crest/domain";
import { AppError } from "../../lib/errors.ts";
import { customerIdOf, type ServiceContext } from "../../platform/service-context.ts";
import { customerContactOf, findCustomers } from "../customers/index.ts";
import { clubSecrets } from "./club-secrets.ts";
import type { PaymentProcessor, ProcessorCustomer } from "./processor.ts";
import {
  findProcessorCredentials,
  findProcessorCustomer,
  listProcessorCredentials,
  processorCustomersAmong,
  replaceProcessorSecret,
  storeProcessorCustomer,
  upsertProcessorCredentials,
} from "./processor-repository.ts";
import { goCardlessProcessor } from "./providers/gocardless-processor.ts";
import { plaidProcessor } from "./providers/plaid-processor.ts";
import { stripeProcessor } from "./providers/stripe-processor.ts";
import { sandboxProcessor } from "./sandbox/sandbox-processor.ts";

export const processorsOf = (context: ServiceContext): readonly Processor[] =>
  context.tenant.config.processors;

/** The club's card processor (spec-1 §6: its presence enables card features). */
export const cardProcessorOf = (context: ServiceContext): Processor | undefined =>
  cardProcessorIn(processorsOf(context));

/** The club's processor for a link flow, or for bank accounts typed in by number. */
export const bankProcessorOf = (
  context: ServiceContext,
  flow?: "plaid" | "gocardless",
): Processor | undefined => bankProcessorIn(processorsOf(context), flow);

export function processorConfig(context: ServiceContext, processorId: string): Processor {
  const processor = processorsOf(context).find((candidate) => candidate.id === processorId);
  if (!processor)
    throw new AppError("not_setup", {
      details: { field: "payment_processor_id", details: FIELD_MESSAGES.processor_unknown },
    });
  return processor;
}

async function credentialsOf(context: ServiceContext, processorId: string) {
  const row = await findProcessorCredentials(context.scope, processorId);
  if (!row)
    throw new AppError("not_setup", { details: { details: FIELD_MESSAGES.processor_no_credentials } });
  return { ...row, secret: clubSecrets(context).open(row.secret) };
}

/** The adapter for one of the club's processors. */
export async function processorFor(context: ServiceContext, processorId: string): Promise<PaymentProcessor> {
  const processor = processorConfig(context, processorId);
  switch (processor.integration) {
    case "sandbox":
      return sandboxProcessor(context);
    case "stripe":
      return stripeProcessor(await credentialsOf(context, processorId));
    case "plaid":
      return plaidProcessor(await credentialsOf(context, processorId), context.tenant.config.intl.currency);
    case "gocardless":
      return goCardlessProcessor(await credentialsOf(context, processorId));
    default:
      throw new AppError("not_setup", {
        details: { details: `Unknown integration ${processor.integration}` },
      });
  }
}

/** Stores a processor's secrets for the club (staff tooling and tests). */
export async function setProcessorCredentials(
  context: ServiceContext,
  processorId: string,
  credentials: { secret: string; apiBase?: string | null; options?: Record<string, string> },
): Promise<void> {
  const values = {
    secret: clubSecrets(context).seal(credentials.secret),
    apiBase: credentials.apiBase ?? null,
    options: credentials.options ?? {},
    updatedAt: new Date(),
  };
  await upsertProcessorCredentials(context.scope, processorId, values);
}

/**
 * Seals the club's processor secrets again under the current CREDENTIALS_KEY (those sealed with
 * a previous key, or still in clear from before sealing); answers how many it sealed.
 */
export async function resealProcessorCredentials(context: ServiceContext): Promise<number> {
  const box = clubSecrets(context);
  let resealed = 0;
  for (const row of await listProcessorCredentials(context.scope)) {
    if (box.isCurrent(row.secret)) continue;
    const plain = row.secret.startsWith("v1.") ? box.open(row.secret) : row.secret;
    await replaceProcessorSecret(context.scope, row.processorId, row.secret, box.seal(plain));
    resealed += 1;
  }
  return resealed;
}

/** The signed-in member as the processor's customer, created there on first use. */
export async function processorCustomerFor(
  context: ServiceContext,
  processorId: string,
  processor: PaymentProcessor,
  customerId = customerIdOf(context),
): Promise<ProcessorCustomer> {
  const customer = await customerContactOf(context, customerId);
  const base = {
    customerId,
    email: customer.email,
    name: `${customer.firstName} ${customer.lastName}`.trim(),
  };
  const known = await findProcessorCustomer(context.scope, customerId, processorId);
  if (known) return { ...base, providerCustomerId: known.providerCustomerId };
  const providerCustomerId = await processor.ensureCustomer(base);
  const stored = await storeProcessorCustomer(context.scope, { customerId, processorId, providerCustomerId });
  return { ...base, providerCustomerId: stored.providerCustomerId };
}

/**
 * Several members as one processor's customers (a billing run's batch): the known ones in two
 * queries, the rest created there on first use as processorCustomerFor does.
 */
export async function processorCustomersFor(
  context: ServiceContext,
  processorId: string,
  customerIds: readonly string[],
): Promise<Map<string, ProcessorCustomer>> {
  const unique = [...new Set(customerIds)];
  const answered = new Map<string, ProcessorCustomer>();
  if (unique.length === 0) return answered;
  const [rows, known] = await Promise.all([
    findCustomers(context.scope, unique),
    processorCustomersAmong(context.scope, processorId, unique),
  ]);
  const providerIds = new Map(known.map((row) => [row.customerId, row.providerCustomerId]));
  const processor = await processorFor(context, processorId);
  for (const customer of rows) {
    const providerCustomerId = providerIds.get(customer.id);
    answered.set(
      customer.id,
      providerCustomerId
        ? {
            customerId: customer.id,
            email: customer.email,
            name: `${customer.firstName} ${customer.lastName}`.trim(),
            providerCustomerId,
          }
        : await processorCustomerFor(context, processorId, processor, customer.id),
    );
  }
  return answered;
}
