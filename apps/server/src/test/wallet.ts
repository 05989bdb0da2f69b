/** Wallet and payment helpers for tests: sandbox tokens, sealed bank data. */
import { constants, publicEncrypt } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { nextAddress } from "./customer-session.ts";
import { json, request } from "./test-app.ts";

export const SANDBOX_KEY = {
  "harbor.localhost": "pk_sandbox_harbor",
  "sierra.localhost": "pk_sandbox_sierra",
} as const;

const nextYear = () => new Date().getUTCFullYear() + 1;

/** A sandbox token for a test card, as the browser's card form gets one. */
export async function sandboxToken(
  app: FastifyInstance,
  number: string,
  host: keyof typeof SANDBOX_KEY = "harbor.localhost",
): Promise<string> {
  const res = await request(app, host, {
    method: "POST",
    url: "/sandbox/v1/tokens",
    // Each call from its own address: a suite's cards never meet the per-address limit.
    remoteAddress: nextAddress(),
    headers: { authorization: `Bearer ${SANDBOX_KEY[host]}` },
    payload: {
      card: { number, exp_month: 12, exp_year: nextYear(), cvc: number.startsWith("37") ? "1234" : "123" },
    },
  });
  if (res.statusCode !== 201) throw new Error(`tokenize failed: ${res.statusCode} ${res.body}`);
  return json<{ id: string }>(res).id;
}

/** Bank data sealed with the club's public key, as the browser does (RSA-OAEP, SHA-256). */
export async function sealBankData(
  app: FastifyInstance,
  host: string,
  data: Record<string, unknown>,
): Promise<string> {
  const config = json<{ key: string }>(await request(app, host, { method: "GET", url: "/config" }));
  const sealed = publicEncrypt(
    { key: config.key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" },
    Buffer.from(JSON.stringify(data)),
  );
  return sealed.toString("base64");
}

export const BANK = {
  routing_number: "110000000",
  account_number: "000123456789",
  account_holder_name: "Eleanor Vance",
  account_type: "individual",
  country: "US",
};

export const billingDetails = { name: "Eleanor Mary Vance", zip_code: "02840", country: "US" };
