/**
 * A club's secrets are sealed at rest with CREDENTIALS_KEY (lib/secret-box.ts): processor
 * credentials and the bank-token private key. No row holds a secret in clear, and a key
 * rotation seals them again under the new key.
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO } from "../../demo/demo-ids.ts";
import { DEVELOPMENT_KEY, SealedSecretError, secretBox } from "../../lib/secret-box.ts";
import type { ServiceContext } from "../../platform/service-context.ts";
import { createTestApp, HARBOR, serviceContext, type TestApp } from "../../test/test-app.ts";
import { BANK, sealBankData } from "../../test/wallet.ts";
import { openBankToken, resealBankTokenKey } from "./bank-token-keys.ts";
import { resealProcessorCredentials, setProcessorCredentials } from "./processors.ts";

const SECRET = "sk_live_51HarborClubSecretKey0123456789";
let t: TestApp;
let context: ServiceContext;
beforeAll(async () => {
  t = await createTestApp();
  context = await serviceContext(t.app, DEMO.harbor.companyId);
});
afterAll(() => t.close());

/** The stored row as the database has it, every column as text. */
const storedRow = async () => {
  const { rows } = await t.app.platformDb.execute<Record<string, unknown>>(
    sql`select *, options::text as options_text from processor_credentials
        where company_id = ${DEMO.harbor.companyId} and processor_id = 'harbor-stripe'`,
  );
  return rows[0] ?? {};
};

/** The same club's context on an instance with other keys. */
const withKeys = (current: Buffer, previous: Buffer[] = []): ServiceContext => ({
  ...context,
  platform: {
    ...context.platform,
    config: { ...context.platform.config, credentialsKeys: { current, previous } },
  },
});

describe("processor credentials at rest", () => {
  it("are sealed: the row holds no secret in clear", async () => {
    await setProcessorCredentials(context, "harbor-stripe", {
      secret: SECRET,
      options: { account: "acct_1" },
    });
    const row = await storedRow();
    expect(JSON.stringify(row)).not.toContain(SECRET);
    expect(JSON.stringify(row)).not.toContain("sk_live");
    expect(String(row.secret)).toMatch(/^v1\.[0-9a-f]{8}\./);
    expect(secretBox({ current: DEVELOPMENT_KEY, previous: [] }).open(String(row.secret))).toBe(SECRET);
  });

  it("are sealed again under a new key by the rotation, which the old key no longer opens", async () => {
    const newKey = randomBytes(32);
    const sealedBefore = String((await storedRow()).secret);
    expect(await resealProcessorCredentials(withKeys(newKey, [DEVELOPMENT_KEY]))).toBe(1);
    const sealed = String((await storedRow()).secret);
    expect(sealed).not.toBe(sealedBefore);
    expect(sealed).not.toContain(SECRET);
    expect(secretBox({ current: newKey, previous: [] }).open(sealed)).toBe(SECRET);
    expect(() => secretBox({ current: DEVELOPMENT_KEY, previous: [] }).open(sealed)).toThrow(
      SealedSecretError,
    );
    // Nothing left under the old key: a second run seals nothing.
    expect(await resealProcessorCredentials(withKeys(newKey, [DEVELOPMENT_KEY]))).toBe(0);
    // Without the key it was sealed with, a rotation refuses rather than guessing.
    await expect(resealProcessorCredentials(withKeys(randomBytes(32)))).rejects.toThrow(SealedSecretError);
  });
});

describe("the bank-token private key at rest", () => {
  const storedPrivateKey = async () => {
    const { rows } = await t.app.platformDb.execute<{ private_key: string }>(
      sql`select private_key from bank_token_keys where company_id = ${DEMO.harbor.companyId}`,
    );
    return String(rows[0]?.private_key);
  };
  const bankData = BANK;

  it("is sealed, and still opens bank data sealed in the browser", async () => {
    const stored = await storedPrivateKey();
    expect(stored).toMatch(/^v1\.[0-9a-f]{8}\./);
    expect(stored).not.toContain("PRIVATE KEY");
    expect(secretBox({ current: DEVELOPMENT_KEY, previous: [] }).open(stored)).toContain("BEGIN PRIVATE KEY");
    const token = await sealBankData(t.app, HARBOR, bankData);
    expect(await openBankToken(context, token)).toMatchObject({ routingNumber: BANK.routing_number });
  });

  it("is sealed again under a new key by the rotation, and one still in clear is sealed", async () => {
    const newKey = randomBytes(32);
    const token = await sealBankData(t.app, HARBOR, bankData);
    expect(await resealBankTokenKey(withKeys(newKey, [DEVELOPMENT_KEY]))).toBe(1);
    expect(await resealBankTokenKey(withKeys(newKey, [DEVELOPMENT_KEY]))).toBe(0);
    expect(await openBankToken(withKeys(newKey), token)).toMatchObject({
      routingNumber: BANK.routing_number,
    });
    await expect(openBankToken(withKeys(DEVELOPMENT_KEY), token)).rejects.toThrow(SealedSecretError);

    // A key stored in clear before sealing existed is sealed by the next rotation.
    const clear = secretBox({ current: newKey, previous: [] }).open(await storedPrivateKey());
    await t.app.platformDb.execute(
      sql`update bank_token_keys set private_key = ${clear} where company_id = ${DEMO.harbor.companyId}`,
    );
    expect(await resealBankTokenKey(withKeys(DEVELOPMENT_KEY))).toBe(1);
    expect(await storedPrivateKey()).toMatch(/^v1\./);
    expect(await openBankToken(context, token)).toMatchObject({ routingNumber: BANK.routing_number });
  });
});
