/** A ticket in the holder's phone wallet: the Apple pass, Google's save link, and who may have it. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newBuyers, newCardCheckout } from "../../test/commerce.ts";
import { createTicketType } from "../../test/event-fixtures.ts";
import { createTestApp, json, type TestApp } from "../../test/test-app.ts";
import { walletPassSettings } from "../../test/wallet-pass-settings.ts";

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

describe("a ticket's wallet pass", () => {
  it("is the holder's: an Apple pass with the ticket's code, Google's save link on Android, refused once given away", async () => {
    const [buyer, other] = await newBuyers(t.app, 2);
    if (!buyer || !other) throw new Error("no buyers");
    const type = await createTicketType(t.app, { priceCents: 1_000 });
    await buyer.send("POST", "/api/cart/tickets", { items: [{ ticket_type_id: type.id, quantity: 1 }] });
    expect((await buyer.send("POST", "/api/checkout", await newCardCheckout(t.app))).statusCode).toBe(200);
    const [ticket] = json<{ tickets: { id: string; serial: string; passbook: string | null }[] }>(
      await buyer.send("GET", `/api/account/events/${type.eventId}`),
    ).tickets;
    if (!ticket) throw new Error("no ticket");
    expect(ticket.passbook).toMatch(new RegExp(`/api/account/events/tickets/${ticket.id}/wallet-pass$`));
    const url = `/api/account/events/tickets/${ticket.id}/wallet-pass`;

    const apple = await buyer.send("GET", `${url}?wallet=apple`);
    expect(apple.statusCode, apple.body).toBe(200);
    expect(apple.headers["content-type"]).toBe("application/vnd.apple.pkpass");
    expect(apple.rawPayload.subarray(0, 2).toString()).toBe("PK");
    expect(apple.rawPayload.includes(ticket.serial)).toBe(true);

    const google = await t.app.inject({
      method: "GET",
      url,
      headers: { host: "harbor.localhost", cookie: buyer.cookie, "user-agent": ANDROID },
    });
    expect(google.statusCode).toBe(303);
    const claims = String(google.headers.location)
      .slice("https://pay.google.com/gp/v/save/".length)
      .split(".")[1];
    expect(JSON.parse(Buffer.from(claims ?? "", "base64url").toString())).toMatchObject({
      payload: {
        genericObjects: [{ classId: "3388000000012345678.crest_ticket", barcode: { value: ticket.serial } }],
      },
    });
    const desktop = await buyer.send("GET", url);
    expect(json(desktop)).toMatchObject({ code: "wallet_device_not_supported" });
    expect((await other.send("GET", `${url}?wallet=apple`)).statusCode).toBe(404);

    await buyer.send("PATCH", `/api/account/events/tickets/${ticket.id}/transfer`, {
      email: "friend@example.org",
    });
    expect((await buyer.send("GET", `${url}?wallet=apple`)).statusCode).toBe(404);
  });
});
