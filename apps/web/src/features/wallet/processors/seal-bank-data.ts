/**
 * Bank data sealed in the browser with the club's public key (spec-1 §7: RSA, padded to 256
 * bytes, sent as {token, tokenType: 'portal'}): RSA-OAEP with SHA-256 through Web Crypto, so
 * the account number never travels or is logged in the clear. Only the server's private key
 * opens it.
 */
export interface BankData {
  routingNumber: string;
  accountNumber: string;
  accountHolderName: string;
  accountType: "individual" | "company";
  country: string;
}

function pemBody(pem: string): ArrayBuffer {
  const base64 = pem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, "").replace(/\s+/g, "");
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return bytes.buffer;
}

export async function sealBankData(publicKeyPem: string, bank: BankData): Promise<string> {
  const key = await crypto.subtle.importKey(
    "spki",
    pemBody(publicKeyPem),
    { name: "RSA-OAEP", hash: "SHA-256" },
    false,
    ["encrypt"],
  );
  // Sealed as it would travel on the wire: snake_case keys.
  const plain = new TextEncoder().encode(
    JSON.stringify({
      routing_number: bank.routingNumber,
      account_number: bank.accountNumber,
      account_holder_name: bank.accountHolderName,
      account_type: bank.accountType,
      country: bank.country,
    }),
  );
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: "RSA-OAEP" }, key, plain));
  let binary = "";
  for (const byte of sealed) binary += String.fromCharCode(byte);
  return btoa(binary);
}
