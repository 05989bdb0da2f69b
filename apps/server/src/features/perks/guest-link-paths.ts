/**
 * Where a guest's link leads besides the pass itself, with the same pin: its experience survey
 * and its wallet pass (the wallet's only when the club configured one); and the holder's own
 * wallet link for a guest pass not sent yet.
 */
import type { ServiceContext } from "../../platform/service-context.ts";

const linkPath = (passId: string, pin: string) =>
  `/api/public/passes/guest-pass/${encodeURIComponent(passId)}/${encodeURIComponent(pin)}`;

/** Where a guest reads and answers their pass's experience survey: beside the pass, with its pin. */
export const guestPassSurveyPath = (passId: string, pin: string) => `${linkPath(passId, pin)}/survey`;

/** The guest link's wallet links (the device's wallet, and Apple's file); null when the club has no wallet. */
export function guestLinkWalletLinks(
  context: ServiceContext,
  passId: string,
  pin: string,
): { passbook: string | null; pkPass: string | null } {
  const wallets = context.platform.config.walletPasses;
  if (!wallets.apple && !wallets.google) return { passbook: null, pkPass: null };
  const base = `${context.publicOrigin}${linkPath(passId, pin)}/wallet-pass`;
  return { passbook: base, pkPass: wallets.apple ? `${base}?wallet=apple` : null };
}

/** Where a member adds a guest pass they hold (not sent yet) to their wallet; null when the club has no wallet. */
export function heldGuestPassWalletLink(context: ServiceContext, passId: string): string | null {
  const wallets = context.platform.config.walletPasses;
  if (!wallets.apple && !wallets.google) return null;
  return `${context.publicOrigin}/api/account/perks/guest-passes/${encodeURIComponent(passId)}/wallet-pass`;
}
