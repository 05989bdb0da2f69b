import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { parseSecretKey, SealedSecretError, secretBox } from "./secret-box.ts";

describe("secretBox", () => {
  const key = randomBytes(32);
  const box = secretBox({ current: key, previous: [] });

  it("seals with a fresh IV each time and opens what it sealed", () => {
    const a = box.seal("sk_test_123");
    const b = box.seal("sk_test_123");
    expect(a).not.toBe(b);
    expect(a).not.toContain("sk_test_123");
    expect(box.open(a)).toBe("sk_test_123");
    expect(box.isCurrent(a)).toBe(true);
  });

  it("refuses a value in clear, an altered one and one sealed under an unknown key", () => {
    expect(() => box.open("sk_test_123")).toThrow(SealedSecretError);
    const sealed = box.seal("sk_test_123");
    const parts = sealed.split(".");
    const data = Buffer.from(parts[4] ?? "", "base64url");
    data[0] = (data[0] ?? 0) ^ 1;
    parts[4] = data.toString("base64url");
    expect(() => box.open(parts.join("."))).toThrow(/altered or forged/);
    expect(() => secretBox({ current: randomBytes(32), previous: [] }).open(sealed)).toThrow(/unknown key/);
  });

  it("opens with a previous key what that key sealed, and tells it is not current", () => {
    const next = secretBox({ current: randomBytes(32), previous: [key] });
    const old = box.seal("sk_test_123");
    expect(next.open(old)).toBe("sk_test_123");
    expect(next.isCurrent(old)).toBe(false);
  });

  it("reads keys of 32 bytes in base64 or hex, nothing else", () => {
    expect(parseSecretKey(key.toString("base64"))).toEqual(key);
    expect(parseSecretKey(key.toString("hex"))).toEqual(key);
    expect(parseSecretKey(randomBytes(16).toString("base64"))).toBeUndefined();
    expect(parseSecretKey("correct horse battery staple")).toBeUndefined();
  });
});
