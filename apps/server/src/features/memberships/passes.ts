/**
 * Member card passes (issue #11 §3): the QR image of every card, an Apple Wallet `.pkpass`
 * signed with the club's certificates (passkit-generator) when they are configured, and a
 * Google Wallet save link signed with the issuer's service account when configured. Without
 * the settings, asking for that wallet is a clear `wallet_not_configured`.
 */
import { createSign } from "node:crypto";
import { readFile } from "node:fs/promises";
import { PKPass } from "passkit-generator";
import QRCode from "qrcode";
import sharp from "sharp";
import { AppError } from "../../lib/errors.ts";
import type { ServiceContext } from "../../platform/service-context.ts";
import type { PassLinks } from "./views.ts";

/** What a pass shows: the card number the scanner reads, the holder, the plan and its colours. */
export interface PassContent {
  cardId: string;
  cardNumber: string;
  holderName: string;
  planTitle: string;
  backgroundColor: string;
  foregroundColor: string;
  expirationDate: string | null;
}

/** The URLs a card view carries (null for a wallet the club has not configured). */
export function passLinksOf(context: ServiceContext, cardId: string): PassLinks {
  const base = `${context.publicOrigin}/api/account/memberships/${cardId}`;
  const wallets = context.platform.config.walletPasses;
  return {
    barcodeUrl: `${base}/barcode`,
    passbook: {
      appleWallet: wallets.apple ? `${base}/pkpass` : null,
      googleWallet: wallets.google ? `${base}/google-wallet` : null,
      wallet: `${context.publicOrigin}/passbook/${cardId}`,
    },
  };
}

/** The card's QR code as a PNG. */
export const barcodePng = (cardNumber: string): Promise<Buffer> =>
  QRCode.toBuffer(cardNumber, { type: "png", errorCorrectionLevel: "M", margin: 2, width: 320 });

/** `#57806e` → `rgb(87, 128, 110)`, as Apple's pass.json wants colours. */
function rgbOf(hex: string): string {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return "rgb(0, 0, 0)";
  return `rgb(${match
    .slice(1, 4)
    .map((part) => Number.parseInt(part, 16))
    .join(", ")})`;
}

/** An Apple Wallet store card for the member card. */
export async function applePass(context: ServiceContext, content: PassContent): Promise<Buffer> {
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
      serialNumber: content.cardId,
      organizationName: context.tenant.config.company.name,
      description: content.planTitle,
      backgroundColor: rgbOf(content.backgroundColor),
      foregroundColor: rgbOf(content.foregroundColor),
    },
  );
  pass.type = "storeCard";
  pass.setBarcodes({
    message: content.cardNumber,
    format: "PKBarcodeFormatQR",
    messageEncoding: "iso-8859-1",
  });
  pass.primaryFields.push({ key: "member", label: content.planTitle, value: content.holderName });
  pass.secondaryFields.push({ key: "card", label: "Card", value: content.cardNumber });
  if (content.expirationDate)
    pass.auxiliaryFields.push({ key: "expires", label: "Expires", value: content.expirationDate });
  return pass.getAsBuffer();
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString("base64url");

/** A Google Wallet "save to wallet" link: a generic pass in a JWT the issuer's service account signs. */
export async function googleWalletLink(context: ServiceContext, content: PassContent): Promise<string> {
  const settings = context.platform.config.walletPasses.google;
  if (!settings) throw new AppError("wallet_not_configured");
  const privateKey = await readFile(settings.privateKeyFile, "utf8");
  const claims = {
    iss: settings.serviceAccountEmail,
    aud: "google",
    typ: "savetowallet",
    iat: Math.floor(Date.now() / 1000),
    origins: [context.publicOrigin],
    payload: {
      genericObjects: [
        {
          id: `${settings.issuerId}.${content.cardId}`,
          classId: `${settings.issuerId}.crest_membership`,
          cardTitle: {
            defaultValue: { language: context.language, value: context.tenant.config.company.name },
          },
          header: { defaultValue: { language: context.language, value: content.holderName } },
          subheader: { defaultValue: { language: context.language, value: content.planTitle } },
          barcode: { type: "QR_CODE", value: content.cardNumber },
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
