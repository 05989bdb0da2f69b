/**
 * Opens a bank-link session. The sandbox serves its own Plaid-like page (`linkUrl`); real Plaid
 * Link is Plaid's script, loaded only when a club uses Plaid. Either way the member comes back
 * to the wallet with the public token and account id in the address, where they are added.
 */
import type { PlaidLink } from "@crest/domain";

interface PlaidHandler {
  open(): void;
}
interface PlaidGlobal {
  create(options: {
    token: string;
    onSuccess: (publicToken: string, metadata: { accounts: { id: string }[] }) => void;
    onExit?: () => void;
  }): PlaidHandler;
}

const PLAID_SCRIPT = "https://cdn.plaid.com/link/v2/stable/link-initialize.js";

function loadPlaid(): Promise<PlaidGlobal> {
  const existing = (window as unknown as { Plaid?: PlaidGlobal }).Plaid;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = PLAID_SCRIPT;
    script.onload = () => {
      const plaid = (window as unknown as { Plaid?: PlaidGlobal }).Plaid;
      if (plaid) resolve(plaid);
      else reject(new Error("Plaid Link did not load"));
    };
    script.onerror = () => reject(new Error("Plaid Link did not load"));
    document.head.append(script);
  });
}

export async function openPlaidLink(link: PlaidLink, back: string): Promise<void> {
  if (link.linkUrl) {
    window.location.assign(link.linkUrl);
    return;
  }
  const plaid = await loadPlaid();
  plaid
    .create({
      token: link.linkToken,
      onSuccess: (publicToken, metadata) => {
        const url = new URL(back);
        url.searchParams.set("plaid_public_token", publicToken);
        url.searchParams.set("plaid_account_id", metadata.accounts[0]?.id ?? "");
        window.location.assign(url.toString());
      },
    })
    .open();
}
