/**
 * Secrets kept in the database (a club's processor credentials) are sealed with AES-256-GCM
 * under a key from the environment (CREDENTIALS_KEY), so a copy of the database (a backup, a
 * dump, a read-only leak) holds no usable secret. A sealed value names its key by a short
 * fingerprint, so older keys (CREDENTIALS_KEY_PREVIOUS) still open what they sealed while
 * `rotate-credentials-key` seals everything again under the current one.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

const VERSION = "v1";
const IV_BYTES = 12;
export const KEY_BYTES = 32;

/** The key every secret is sealed with, and the older ones that may still open them. */
export interface SecretKeys {
  current: Buffer;
  previous: Buffer[];
}

/** The development key: public (it is in this file), used only when CREDENTIALS_KEY is unset. */
export const DEVELOPMENT_KEY = createHash("sha256").update("crest development credentials key").digest();

/** A key as written in the environment: 32 bytes in base64 (44 characters) or hex (64); else undefined. */
export function parseSecretKey(text: string): Buffer | undefined {
  const trimmed = text.trim();
  const bytes = /^[0-9a-f]{64}$/i.test(trimmed)
    ? Buffer.from(trimmed, "hex")
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)
      ? Buffer.from(trimmed, "base64")
      : undefined;
  return bytes?.length === KEY_BYTES ? bytes : undefined;
}

const fingerprintOf = (key: Buffer): string => createHash("sha256").update(key).digest("hex").slice(0, 8);

export class SealedSecretError extends Error {}

/** Seals and opens secrets with `keys`. */
export function secretBox(keys: SecretKeys) {
  const byFingerprint = new Map([keys.current, ...keys.previous].map((key) => [fingerprintOf(key), key]));
  const current = fingerprintOf(keys.current);
  const partsOf = (sealed: string) => {
    const [version, fingerprint, iv, tag, data, ...rest] = sealed.split(".");
    return version === VERSION && fingerprint && iv && tag && data !== undefined && rest.length === 0
      ? { fingerprint, iv, tag, data }
      : undefined;
  };
  return {
    /** `v1.<key fingerprint>.<iv>.<tag>.<ciphertext>`, base64url; a new random IV each time. */
    seal(plain: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", keys.current, iv);
      const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return [VERSION, current, iv, cipher.getAuthTag(), data]
        .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
        .join(".");
    },
    /** The plain secret; throws SealedSecretError for a value in clear, an unknown key or a forgery. */
    open(sealed: string): string {
      const parts = partsOf(sealed);
      if (!parts) throw new SealedSecretError("not a sealed secret (run rotate-credentials-key to seal it)");
      const key = byFingerprint.get(parts.fingerprint);
      if (!key) throw new SealedSecretError(`sealed with an unknown key (${parts.fingerprint})`);
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(parts.iv, "base64url"));
        decipher.setAuthTag(Buffer.from(parts.tag, "base64url"));
        return Buffer.concat([
          decipher.update(Buffer.from(parts.data, "base64url")),
          decipher.final(),
        ]).toString("utf8");
      } catch {
        throw new SealedSecretError(`does not open with its key (${parts.fingerprint}): altered or forged`);
      }
    },
    /** Whether a value is sealed under the current key (rotation skips those). */
    isCurrent: (sealed: string): boolean => partsOf(sealed)?.fingerprint === current,
  };
}

export type SecretBox = ReturnType<typeof secretBox>;
