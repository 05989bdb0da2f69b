/**
 * A club's secrets kept in the database (processor credentials, the bank-token private key)
 * are sealed at rest with CREDENTIALS_KEY (docs/operations.md, "Secrets").
 */
import { type SecretBox, secretBox } from "../../lib/secret-box.ts";
import type { ServiceContext } from "../../platform/service-context.ts";

/** The box that seals and opens this instance's club secrets. */
export const clubSecrets = (context: ServiceContext): SecretBox =>
  secretBox(context.platform.config.credentialsKeys);
