/**
 * Throwaway certificates and keys, as a club's Apple and Google wallet settings would point at
 * (self-signed with openssl), for the tests of wallet passes (membership cards, tickets).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** Makes the files; answers the `walletPasses` config, a path helper and the clean-up. */
export function walletPassSettings() {
  const dir = mkdtempSync(path.join(tmpdir(), "crest-passes-"));
  const file = (name: string) => path.join(dir, name);
  const selfSigned = (name: string, subject: string) =>
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "2",
        "-subj",
        subject,
        "-keyout",
        file(`${name}.key`),
        "-out",
        file(`${name}.pem`),
      ],
      { stdio: "ignore" },
    );
  selfSigned("signer", "/CN=Pass Type ID: pass.example.crest/OU=TEAMID1234");
  selfSigned("wwdr", "/CN=Test WWDR");
  selfSigned("google", "/CN=crest-wallet@example.iam.gserviceaccount.com");
  return {
    walletPasses: {
      apple: {
        passTypeIdentifier: "pass.example.crest",
        teamIdentifier: "TEAMID1234",
        certFile: file("signer.pem"),
        keyFile: file("signer.key"),
        wwdrFile: file("wwdr.pem"),
        keyPassphrase: undefined,
      },
      google: {
        issuerId: "3388000000012345678",
        serviceAccountEmail: "crest-wallet@example.iam.gserviceaccount.com",
        privateKeyFile: file("google.key"),
      },
    },
    file,
    cleanUp: () => rmSync(dir, { recursive: true, force: true }),
  };
}
