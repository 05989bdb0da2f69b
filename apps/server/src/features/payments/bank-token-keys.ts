/**
 * The club's key pair for bank data sealed in the browser (spec-1 §7: RSA, padded to 256
 * bytes, sent as {token, tokenType: 'portal'}). The public half is the portal config's `key`;
 * the private half never leaves this table, where it is sealed with CREDENTIALS_KEY like the
 * processor credentials (a copy of the database opens no bank data). RSA-OAEP with SHA-256 on a 2048-bit key: the
 * browser's Web Crypto does the same, and the ciphertext is exactly 256 bytes.
 */

import { constants, generateKeyPairSync, privateDecrypt } from "node:crypto";
import { FIELD_MESSAGES, fromWire, type PortalBankData, portalBankDataSchema, wirePath } from "@crest/domain";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { ValidationError } from "../../lib/errors.ts";
import type { SecretBox } from "../../lib/secret-box.ts";
import type { ServiceContext } from "../../platform/service-context.ts";
import { setClubPublicKey } from "../config/index.ts";
import { clubSecrets } from "./club-secrets.ts";
import { findBankTokenKey, replaceBankTokenPrivateKey, storeBankTokenKey } from "./processor-repository.ts";

export const SEALED_BANK_DATA_BYTES = 256;

/** The club's key pair, made (and published in its portal config) the first time it is asked for. */
export async function ensureBankTokenKey(
  scope: TenantScope,
  secrets: SecretBox,
): Promise<{ publicKey: string; created: boolean }> {
  const existing = await findBankTokenKey(scope);
  if (existing) return { publicKey: existing.publicKey, created: false };
  const pair = generateKeyPairSync("rsa", {
    modulusLength: SEALED_BANK_DATA_BYTES * 8,
    publicKeyEncoding: { type: "spki", format: "pem" },
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
  });
  const stored = await storeBankTokenKey(scope, {
    publicKey: pair.publicKey,
    privateKey: secrets.seal(pair.privateKey),
  });
  await setClubPublicKey(scope, stored.publicKey);
  return { publicKey: stored.publicKey, created: true };
}

const unreadable = () =>
  new ValidationError([{ field: "token", details: FIELD_MESSAGES.bank_details_unreadable }]);

/** Opens a sealed token and checks what it holds as the bank form would (routing checksum…). */
export async function openBankToken(context: ServiceContext, token: string): Promise<PortalBankData> {
  const keys = await findBankTokenKey(context.scope);
  const sealed = Buffer.from(token, "base64");
  if (!keys || sealed.length !== SEALED_BANK_DATA_BYTES) throw unreadable();
  // Outside the try: a key that does not open (a lost CREDENTIALS_KEY) is the club's fault to
  // fix, not the member's data to retype.
  const privateKey = clubSecrets(context).open(keys.privateKey);
  let data: unknown;
  try {
    const plain = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" },
      sealed,
    );
    data = JSON.parse(plain.toString("utf8"));
  } catch {
    throw unreadable();
  }
  // Sealed as it would travel: snake_case keys.
  const parsed = fromWire(portalBankDataSchema, data);
  if (!parsed.success)
    throw new ValidationError(
      parsed.error.issues.map((issue) => ({
        field: wirePath(portalBankDataSchema, issue.path),
        details: issue.message,
      })),
    );
  return parsed.data;
}

/**
 * Seals the club's bank-token private key again under the current CREDENTIALS_KEY (one sealed
 * with a previous key, or still in clear from before sealing); answers how many it sealed (0 or 1).
 */
export async function resealBankTokenKey(context: ServiceContext): Promise<number> {
  const secrets = clubSecrets(context);
  const keys = await findBankTokenKey(context.scope);
  if (!keys || secrets.isCurrent(keys.privateKey)) return 0;
  const plain = keys.privateKey.startsWith("v1.") ? secrets.open(keys.privateKey) : keys.privateKey;
  await replaceBankTokenPrivateKey(context.scope, keys.privateKey, secrets.seal(plain));
  return 1;
}
