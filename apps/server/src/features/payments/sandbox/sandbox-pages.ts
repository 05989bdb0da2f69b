/**
 * The sandbox's own small pages, as a provider serves them in test mode: the 3-D Secure
 * challenge, a Plaid-like account picker and a GoCardless-like direct-debit form. Plain HTML
 * forms (no script: the document CSP allows none inline), every value escaped, in the club's
 * language.
 */
import type { Language } from "@crest/domain";
import { SANDBOX_LINK_ACCOUNTS } from "./sandbox-cards.ts";

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

const WORDS = {
  en: {
    banner: "Sandbox: test mode, no real money moves",
    challengeTitle: "3-D Secure authentication",
    challengeText: "Your bank asks you to confirm this payment of {amount}.",
    complete: "Complete authentication",
    fail: "Fail authentication",
    doneTitle: "Authentication finished",
    doneText: "You can return to the portal.",
    plaidTitle: "Connect a bank account",
    plaidText: "Choose the account to connect.",
    ddTitle: "Set up a Direct Debit",
    ddText: "Authorise the club to collect payments from this account.",
    holder: "Account holder name",
    account: "Account",
    continue: "Continue",
    cancel: "Cancel",
    expired: "This link has expired or was already used.",
  },
  es: {
    banner: "Sandbox: modo de prueba, no se mueve dinero real",
    challengeTitle: "Autenticación 3-D Secure",
    challengeText: "Su banco le pide que confirme este pago de {amount}.",
    complete: "Completar la autenticación",
    fail: "Hacer fallar la autenticación",
    doneTitle: "Autenticación terminada",
    doneText: "Puede volver al portal.",
    plaidTitle: "Conectar una cuenta bancaria",
    plaidText: "Elija la cuenta que desea conectar.",
    ddTitle: "Domiciliar pagos",
    ddText: "Autorice al club a cobrar los pagos de esta cuenta.",
    holder: "Titular de la cuenta",
    account: "Cuenta",
    continue: "Continuar",
    cancel: "Cancelar",
    expired: "Este enlace ha caducado o ya se usó.",
  },
} satisfies Record<Language, Record<string, string>>;

type Words = (typeof WORDS)["en"];

/*
 * The portal answers with Referrer-Policy: no-referrer, under which a browser's form POST
 * carries `Origin: null`, and the CSRF check refuses that. These pages post their forms to
 * their own origin, so they let the browser name it (same-origin only, nothing leaks out).
 */
function page(language: Language, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="same-origin">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1d2433}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:8px}
.banner{background:#6b2f00;color:#fff;padding:.5rem 1rem;font-size:.875rem;text-align:center}
button,input,select{font:inherit;min-height:44px}
button{padding:.5rem 1rem;margin:.25rem .5rem .25rem 0;border-radius:6px;border:1px solid #1d2433;background:#fff;color:#1d2433;cursor:pointer}
button.primary{background:#1d4ed8;border-color:#1d4ed8;color:#fff}
label{display:block;margin:.75rem 0 .25rem}
input,select{width:100%;box-sizing:border-box;padding:.5rem;border:1px solid #5c6370;border-radius:6px}
a{color:#1d4ed8}
</style></head>
<body><p class="banner">${escapeHtml(WORDS[language].banner)}</p><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

export function challengePage(language: Language, intentId: string, clientSecret: string, amount: string) {
  const w: Words = WORDS[language];
  const hidden = `<input type="hidden" name="client_secret" value="${escapeHtml(clientSecret)}">`;
  return page(
    language,
    w.challengeTitle,
    `<p>${escapeHtml(w.challengeText.replace("{amount}", amount))}</p>
<form method="post" action="/sandbox/3ds/${escapeHtml(intentId)}">${hidden}
<button class="primary" type="submit" name="outcome" value="complete">${escapeHtml(w.complete)}</button>
<button type="submit" name="outcome" value="fail">${escapeHtml(w.fail)}</button></form>`,
  );
}

export const challengeDonePage = (language: Language) =>
  page(language, WORDS[language].doneTitle, `<p>${escapeHtml(WORDS[language].doneText)}</p>`);

export const expiredLinkPage = (language: Language) =>
  page(language, WORDS[language].plaidTitle, `<p>${escapeHtml(WORDS[language].expired)}</p>`);

const accountOptions = () =>
  SANDBOX_LINK_ACCOUNTS.map(
    (account, i) =>
      `<option value="${account.id}"${i === 0 ? " selected" : ""}>${escapeHtml(account.name)} •••• ${account.lastFour}</option>`,
  ).join("");

export function plaidLinkPage(language: Language, sessionId: string, cancelUrl: string) {
  const w: Words = WORDS[language];
  return page(
    language,
    w.plaidTitle,
    `<p>${escapeHtml(w.plaidText)}</p>
<form method="post" action="/sandbox/link/plaid/${escapeHtml(sessionId)}">
<label for="account">${escapeHtml(w.account)}</label><select id="account" name="account">${accountOptions()}</select>
<p><button class="primary" type="submit">${escapeHtml(w.continue)}</button> <a href="${escapeHtml(cancelUrl)}">${escapeHtml(w.cancel)}</a></p></form>`,
  );
}

export function directDebitPage(language: Language, sessionId: string, exitUrl: string) {
  const w: Words = WORDS[language];
  return page(
    language,
    w.ddTitle,
    `<p>${escapeHtml(w.ddText)}</p>
<form method="post" action="/sandbox/link/gocardless/${escapeHtml(sessionId)}">
<label for="holder">${escapeHtml(w.holder)}</label><input id="holder" name="account_holder_name" required autocomplete="name">
<label for="account">${escapeHtml(w.account)}</label><select id="account" name="account">${accountOptions()}</select>
<p><button class="primary" type="submit">${escapeHtml(w.continue)}</button> <a href="${escapeHtml(exitUrl)}">${escapeHtml(w.cancel)}</a></p></form>`,
  );
}
