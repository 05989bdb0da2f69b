/**
 * Apple and Google wallet passes for what a member carries (a membership card, an event
 * ticket): an Apple Wallet `.pkpass` signed with the club's certificates (passkit-generator)
 * and a Google Wallet save link signed with the issuer's service account, each when configured
 * (else `wallet_not_configured`). Features describe their pass as a `WalletPass`.
 */
import { createSign } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { FastifyReply } from "fastify";
import { PKPass } from "passkit-generator";
import sharp from "sharp";
import type { ServiceContext } from "../platform/service-context.ts";
import { AppError } from "./errors.ts";

export interface WalletPassField {
  key: string;
  label: string;
  value: string;
}

/** A pass as both wallets show it. */
export interface WalletPass {
  /** Unique per pass: Apple's serial number, and Google's object id under the issuer. */
  id: string;
  /** What the scanner reads (a QR code). */
  barcode: string;
  /** Apple's pass style. */
  style: "storeCard" | "eventTicket";
  /** Google's class of pass under the issuer (`crest_membership`, `crest_ticket`). */
  googleClass: string;
  /** What the pass is (Apple's description, Google's subheader). */
  title: string;
  /** Whose or what it is (Google's header). */
  header: string;
  primary: WalletPassField;
  secondary: WalletPassField[];
  auxiliary: WalletPassField[];
  backgroundColor: string;
  foregroundColor: string;
  /** When the pass is used (an event's start): the wallet brings it forward then. */
  relevantDate?: Date;
}

/** `#57806e` → `rgb(87, 128, 110)`, as Apple's pass.json wants colours. */
function rgbOf(hex: string): string {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return "rgb(0, 0, 0)";
  return `rgb(${match
    .slice(1, 4)
    .map((part) => Number.parseInt(part, 16))
    .join(", ")})`;
}

/** An Apple Wallet pass, signed with the club's certificates. */
export async function applePass(context: ServiceContext, content: WalletPass): Promise<Buffer> {
  const settings = context.platform.config.walletPasses.apple;
  if (!settings) throw new AppError("wallet_not_configured");
  const [wwdr, signerCert, signerKey] = await Promise.all([
    readFile(settings.wwdrFile),
    readFile(settings.certFile),
    readFile(settings.keyFile),
  ]);
  const icon = await sharp({
    create: { width: 58, height: 58, channels: 3, background: content.backgroundColor },
  })
    .png()
    .toBuffer();
  const pass = new PKPass(
    { "icon.png": icon, "icon@2x.png": icon },
    { wwdr, signerCert, signerKey, signerKeyPassphrase: settings.keyPassphrase },
    {
      formatVersion: 1,
      passTypeIdentifier: settings.passTypeIdentifier,
      teamIdentifier: settings.teamIdentifier,
      serialNumber: content.id,
      organizationName: context.tenant.config.company.name,
      description: content.title,
      backgroundColor: rgbOf(content.backgroundColor),
      foregroundColor: rgbOf(content.foregroundColor),
    },
  );
  pass.type = content.style;
  pass.setBarcodes({ message: content.barcode, format: "PKBarcodeFormatQR", messageEncoding: "iso-8859-1" });
  if (content.relevantDate) pass.setRelevantDate(content.relevantDate);
  pass.primaryFields.push(content.primary);
  pass.secondaryFields.push(...content.secondary);
  pass.auxiliaryFields.push(...content.auxiliary);
  return pass.getAsBuffer();
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString("base64url");

/** A Google Wallet "save to wallet" link: a generic pass in a JWT the issuer's service account signs. */
export async function googleWalletLink(context: ServiceContext, content: WalletPass): Promise<string> {
  const settings = context.platform.config.walletPasses.google;
  if (!settings) throw new AppError("wallet_not_configured");
  const privateKey = await readFile(settings.privateKeyFile, "utf8");
  const text = (value: string) => ({ defaultValue: { language: context.language, value } });
  const claims = {
    iss: settings.serviceAccountEmail,
    aud: "google",
    typ: "savetowallet",
    iat: Math.floor(Date.now() / 1000),
    origins: [context.publicOrigin],
    payload: {
      genericObjects: [
        {
          id: `${settings.issuerId}.${content.id}`,
          classId: `${settings.issuerId}.${content.googleClass}`,
          cardTitle: text(context.tenant.config.company.name),
          header: text(content.header),
          subheader: text(content.title),
          barcode: { type: "QR_CODE", value: content.barcode },
          hexBackgroundColor: content.backgroundColor,
        },
      ],
    },
  };
  const unsigned = `${base64url(JSON.stringify({ alg: "RS256", typ: "JWT" }))}.${base64url(JSON.stringify(claims))}`;
  const signature = createSign("RSA-SHA256").update(unsigned).sign(privateKey);
  return `https://pay.google.com/gp/v/save/${unsigned}.${base64url(signature)}`;
}

/** Which wallet a device can take a pass into, from its user agent; null for any other device. */
export function walletOfDevice(userAgent: string | undefined): "apple" | "google" | null {
  if (!userAgent) return null;
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent)) return "apple";
  if (/\bAndroid\b/.test(userAgent)) return "google";
  return null;
}

/** Sends an Apple pass as its file (`membership.pkpass`, `ticket.pkpass`). */
export const sendApplePass = (reply: FastifyReply, bytes: Buffer, fileName: string) =>
  reply
    .header("content-type", "application/vnd.apple.pkpass")
    .header("content-disposition", `attachment; filename="${fileName}"`)
    .header("cache-control", "private, no-store")
    .send(bytes);

/**
 * The pass into the wallet of the asking device: an iPhone gets the Apple pass, an Android phone
 * is sent to Google's save link; any other device is `wallet_device_not_supported` (asked after
 * the caller found the pass, so another club's is still a 404).
 */
export async function sendToDeviceWallet(
  context: ServiceContext,
  reply: FastifyReply,
  userAgent: string | undefined,
  content: WalletPass,
  fileName: string,
) {
  const wallet = walletOfDevice(userAgent);
  if (!wallet) throw new AppError("wallet_device_not_supported");
  if (wallet === "apple") return sendApplePass(reply, await applePass(context, content), fileName);
  return reply.redirect(await googleWalletLink(context, content), 303);
}

/** Sends a pass into the named wallet, or the asking device's when none is named. */
export async function sendWalletPass(
  context: ServiceContext,
  reply: FastifyReply,
  content: WalletPass,
  ask: { wallet: "apple" | "google" | undefined; userAgent: string | undefined; fileName: string },
) {
  if (ask.wallet === "apple") return sendApplePass(reply, await applePass(context, content), ask.fileName);
  if (ask.wallet === "google") return reply.redirect(await googleWalletLink(context, content), 303);
  return sendToDeviceWallet(context, reply, ask.userAgent, content, ask.fileName);
}
