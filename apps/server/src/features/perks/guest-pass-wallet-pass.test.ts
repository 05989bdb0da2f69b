/**
 * A guest pass in a phone wallet (issue 27): its holder's, and its guest's from the link with the
 * pin; the Apple pass with the pass's code, Google's save link on Android; another member's, a
 * wrong pin or another club's is a 404; a pass scanned already is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, DEMO_CUSTOMERS } from "../../demo/demo-ids.ts";
import { newBuyers } from "../../test/commerce.ts";
import { asMember, signIn, signInStaff } from "../../test/customer-session.ts";
import {
  createTestApp,
  HARBOR,
  json,
  request,
  SIERRA,
  serviceContext,
  type TestApp,
} from "../../test/test-app.ts";
import { walletPassSettings } from "../../test/wallet-pass-settings.ts";
import { guestPassesWithPin } from "./guest-pass-fixture.ts";

let t: TestApp;
let settings: ReturnType<typeof walletPassSettings>;
beforeAll(async () => {
  settings = walletPassSettings();
  t = await createTestApp({ config: { walletPasses: settings.walletPasses } });
});
afterAll(async () => {
  await t.close();
  settings.cleanUp();
});

const ANDROID = "Mozilla/5.0 (Linux; Android 15; Pixel 9)";
const PIN = "86420135";
const googleClaims = (location: unknown) =>
  JSON.parse(
    Buffer.from(
      String(location).slice("https://pay.google.com/gp/v/save/".length).split(".")[1] ?? "",
      "base64url",
    ).toString(),
  );

/** A guest pass issued to member@ (theirs to send), and one sent to a guest with a known pin. */
async function guestPasses() {
  const context = await serviceContext(t.app, DEMO.harbor.companyId);
  const member = { ...context, actor: { kind: "customer" as const, customerId: DEMO_CUSTOMERS.member.id } };
  const { held, sent } = await guestPassesWithPin(member, { name: "Wallet guest pass", pin: PIN, count: 2 });
  if (!held[0]) throw new Error("no pass held");
  return { held: held[0], sent };
}

describe("a guest pass's wallet pass", () => {
  it("is its holder's: an Apple pass with its code, Google's save link on Android; not another member's", async () => {
    const { held, sent } = await guestPasses();
    const cookie = await signIn(t.app, HARBOR, DEMO_CUSTOMERS.member.email);
    const member = asMember(t.app, cookie, HARBOR);
    const url = `/api/account/perks/guest-passes/${held.id}/wallet-pass`;
    // The member's list links it (a pass theirs to send); the one sent is the guest's.
    const listed = json<{ id: string; passbook: string | null }[]>(
      await member("GET", "/api/account/perks/guest-passes"),
    );
    expect(listed.find((pass) => pass.id === held.id)?.passbook).toMatch(new RegExp(`${url}$`));
    expect(listed.find((pass) => pass.id === sent.id)?.passbook).toBeNull();
    const apple = await member("GET", `${url}?wallet=apple`);
    expect(apple.statusCode, apple.body).toBe(200);
    expect(apple.headers["content-type"]).toBe("application/vnd.apple.pkpass");
    expect(apple.rawPayload.subarray(0, 2).toString()).toBe("PK");
    expect(apple.rawPayload.includes(held.serial)).toBe(true);

    const google = await t.app.inject({
      method: "GET",
      url,
      headers: { host: HARBOR, cookie, "user-agent": ANDROID },
    });
    expect(google.statusCode).toBe(303);
    expect(googleClaims(google.headers.location)).toMatchObject({
      payload: {
        genericObjects: [
          { classId: "3388000000012345678.crest_guest_pass", barcode: { value: held.serial } },
        ],
      },
    });
    expect(json(await member("GET", url))).toMatchObject({ code: "wallet_device_not_supported" });
    const [other] = await newBuyers(t.app, 1);
    expect((await other?.send("GET", `${url}?wallet=apple`))?.statusCode).toBe(404);
  });

  it("is its guest's from the link with the pin; a wrong pin or another club is a 404; a scanned pass is refused", async () => {
    const { sent } = await guestPasses();
    const visitor = (url: string, host = HARBOR) =>
      request(t.app, host, { method: "GET", url, remoteAddress: "10.6.0.1" });
    const opened = json<{ passbook: string | null; pk_pass: string | null }>(
      await visitor(`/api/public/passes/guest-pass/${sent.id}/${PIN}`),
    );
    const path = `/api/public/passes/guest-pass/${sent.id}/${PIN}/wallet-pass`;
    expect(opened.passbook).toMatch(new RegExp(`${path}$`));
    expect(opened.pk_pass).toMatch(new RegExp(`${path}\\?wallet=apple$`));
    const apple = await visitor(`${path}?wallet=apple`);
    expect(apple.statusCode, apple.body).toBe(200);
    expect(apple.rawPayload.includes(sent.serial)).toBe(true);
    expect(
      (await visitor(`/api/public/passes/guest-pass/${sent.id}/00000000/wallet-pass?wallet=apple`))
        .statusCode,
    ).toBe(404);
    expect((await visitor(`${path}?wallet=apple`, SIERRA)).statusCode).toBe(404);

    const staffCookie = await signInStaff(t.app, HARBOR);
    const scanned = await request(t.app, HARBOR, {
      method: "POST",
      url: "/admin/api/perks/scan",
      headers: { cookie: staffCookie },
      payload: { serial: sent.serial },
    });
    expect(scanned.statusCode, scanned.body).toBe(200);
    const refused = await visitor(`${path}?wallet=apple`);
    expect([refused.statusCode, json(refused).code]).toEqual([409, "perk_not_usable"]);
  });
});
