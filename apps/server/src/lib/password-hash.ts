/**
 * Password hashing with argon2id (the library's default algorithm, OWASP's first choice) at
 * its default cost: 19 MiB, 2 passes. Verification of an unknown account runs against a
 * dummy hash, so "no such user" takes as long as "wrong password".
 */
import { hash, verify } from "@node-rs/argon2";

export const hashPassword = (password: string): Promise<string> => hash(password);

let dummyHash: Promise<string> | undefined;

/** Checks a password; with no stored hash it still spends the time, then answers false. */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hash("crest-dummy-password-for-timing");
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
