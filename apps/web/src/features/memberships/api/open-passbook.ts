import { apiErrorOf } from "../../../lib/api-error.ts";

/** The pass download behind /passbook/:id; the server picks the wallet from the device. */
export const passbookDownloadUrl = (cardId: string) => `/api/passbook/${encodeURIComponent(cardId)}`;

/**
 * Asks GET /api/passbook/{id} whether this device can take the card's pass. The server decides
 * from the user agent (an iPhone gets the Apple pass, an Android phone Google Wallet, any other
 * device 400 wallet_device_not_supported), so the web keeps no rule of its own: on a yes, the
 * browser is sent to the download; on a no, the answer's error is raised for the page to show.
 */
export async function openPassbook(cardId: string, go: (url: string) => void): Promise<void> {
  const url = passbookDownloadUrl(cardId);
  const response = await window.fetch(url, { redirect: "manual", headers: { accept: "application/json" } });
  // A redirect (Google Wallet) reads as an opaque answer under redirect: "manual".
  if (response.ok || response.type === "opaqueredirect") {
    go(url);
    return;
  }
  const body: unknown = await response.json().catch(() => null);
  throw await apiErrorOf(response.status, body);
}
