/**
 * Member card passes (issue #11 §3): the QR image of every card, and the card as a wallet pass
 * (Apple and Google, when the club configured them; lib/wallet-passes.ts builds and signs them).
 */
import QRCode from "qrcode";
import type { WalletPass } from "../../lib/wallet-passes.ts";
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

/** The card as both wallets show it. */
export const walletPassOf = (content: PassContent): WalletPass => ({
  id: content.cardId,
  barcode: content.cardNumber,
  style: "storeCard",
  googleClass: "crest_membership",
  title: content.planTitle,
  header: content.holderName,
  primary: { key: "member", label: content.planTitle, value: content.holderName },
  secondary: [{ key: "card", label: "Card", value: content.cardNumber }],
  auxiliary: content.expirationDate
    ? [{ key: "expires", label: "Expires", value: content.expirationDate }]
    : [],
  backgroundColor: content.backgroundColor,
  foregroundColor: content.foregroundColor,
});
