import { execFileSync } from "node:child_process";
import { createVerify } from "node:crypto";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CUSTOMERS, DEMO_MEMBERSHIPS } from "../../demo/demo-ids.ts";
import { asMember, signIn } from "../../test/customer-session.ts";
import { createTestApp, HARBOR, json, request, type TestApp } from "../../test/test-app.ts";
import { walletPassSettings } from "../../test/wallet-pass-settings.ts";

let t: TestApp;
let settings: ReturnType<typeof walletPassSettings>;
const file = (name: string) => settings.file(name);
beforeAll(async () => {
  settings = walletPassSettings();
  t = await createTestApp({ config: { walletPasses: settings.walletPasses } });
});
afterAll(async () => {
  await t.close();
  settings.cleanUp();
});

const family = DEMO_MEMBERSHIPS.cards.memberFamily;

describe("configured wallet passes", () => {
  it("offers both wallets on the card, and builds a signed Apple pass", async () => {
    const member = asMember(t.app, await signIn(t.app, HARBOR, DEMO_CUSTOMERS.member.email));
    const card = json<{ passbook: Record<string, string | null> }>(
      await member("GET", `/api/account/memberships/${family}`),
    );
    expect(card.passbook.apple_wallet).toMatch(new RegExp(`/api/account/memberships/${family}/pkpass$`));
    expect(card.passbook.google_wallet).toMatch(
      new RegExp(`/api/account/memberships/${family}/google-wallet$`),
    );
    const pass = await member("GET", `/api/account/memberships/${family}/pkpass`);
    expect(pass.statusCode).toBe(200);
    expect(pass.headers["content-type"]).toBe("application/vnd.apple.pkpass");
    // A .pkpass is a zip holding pass.json, its manifest and the signature.
    const bytes = pass.rawPayload;
    expect(bytes.subarray(0, 2).toString()).toBe("PK");
    for (const entry of ["pass.json", "manifest.json", "signature"]) expect(bytes.includes(entry)).toBe(true);
    expect(bytes.includes("HC-1001-0001-2026")).toBe(true);
  });

  it("sends Android phones to a Google Wallet link signed by the issuer's service account", async () => {
    const res = await request(t.app, HARBOR, {
      method: "GET",
      url: `/api/passbook/${family}`,
      headers: { "user-agent": "Mozilla/5.0 (Linux; Android 15; Pixel 9)" },
    });
    expect(res.statusCode).toBe(303);
    const link = String(res.headers.location);
    expect(link.startsWith("https://pay.google.com/gp/v/save/")).toBe(true);
    const [header, claims, signature] = link.slice("https://pay.google.com/gp/v/save/".length).split(".");
    const certificate = execFileSync("openssl", [
      "x509",
      "-in",
      file("google.pem"),
      "-pubkey",
      "-noout",
    ]).toString();
    const valid = createVerify("RSA-SHA256")
      .update(`${header}.${claims}`)
      .verify(certificate, Buffer.from(signature ?? "", "base64url"));
    expect(valid).toBe(true);
    const payload = JSON.parse(Buffer.from(claims ?? "", "base64url").toString());
    expect(payload).toMatchObject({
      iss: "crest-wallet@example.iam.gserviceaccount.com",
      aud: "google",
      typ: "savetowallet",
      payload: {
        genericObjects: [
          { id: `3388000000012345678.${family}`, barcode: { type: "QR_CODE", value: "HC-1001-0001-2026" } },
        ],
      },
    });
  });

  it("gives an iPhone the Apple pass from the mailed /passbook link", async () => {
    const res = await request(t.app, HARBOR, {
      method: "GET",
      url: `/api/passbook/${family}`,
      headers: { "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/vnd.apple.pkpass");
  });
});

describe("an inactive card (issue #20 item 11)", () => {
  const onHoldCard = DEMO_MEMBERSHIPS.cards.onHold;
  const refused = (res: LightMyRequestResponse) => [res.statusCode, json(res).code];

  it("serves no code of the paywalled member's inactive card: no QR image, no wallet pass, no e-mail", async () => {
    const onhold = asMember(t.app, await signIn(t.app, HARBOR, DEMO_CUSTOMERS.onHold.email));
    const card = json(await onhold("GET", `/api/account/memberships/${onHoldCard}`));
    expect(card).toMatchObject({ status: "inactive", active: false });
    const inactive = [409, "card_inactive"];
    expect(refused(await onhold("GET", `/api/account/memberships/${onHoldCard}/barcode`))).toEqual(inactive);
    expect(refused(await onhold("GET", `/api/account/memberships/${onHoldCard}/pkpass`))).toEqual(inactive);
    expect(refused(await onhold("GET", `/api/account/memberships/${onHoldCard}/google-wallet`))).toEqual(
      inactive,
    );
    const send = await onhold("POST", `/api/account/memberships/${onHoldCard}/send`, { action: "email" });
    expect(refused(send)).toEqual(inactive);
    const phone = await request(t.app, HARBOR, {
      method: "GET",
      url: `/api/passbook/${onHoldCard}`,
      headers: { "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148" },
    });
    expect(refused(phone)).toEqual(inactive);
  });

  it("stops serving a sub-member's code while the parent has the card suspended", async () => {
    const member = asMember(t.app, await signIn(t.app, HARBOR, DEMO_CUSTOMERS.member.email));
    const partner = DEMO_MEMBERSHIPS.cards.partner;
    const members = `/api/account/memberships/${family}/members/${partner}`;
    await member("PATCH", members, { status: "inactive" });
    const code = await member("GET", `/api/account/memberships/${partner}/barcode`);
    expect(refused(code)).toEqual([409, "card_inactive"]);
    await member("PATCH", members, { status: "active" });
    const back = await member("GET", `/api/account/memberships/${partner}/barcode`);
    expect(back.statusCode).toBe(200);
  });
});
