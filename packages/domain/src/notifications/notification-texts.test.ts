import { describe, expect, it } from "vitest";
import { notificationText } from "./notification-texts.ts";
import { NOTIFICATION_KINDS } from "./notifications.schemas.ts";

describe("notification texts", () => {
  it("word an order placed in English and Spanish from its facts", () => {
    const facts = { orderNumber: "H-1042", total: "$25.50" };
    expect(notificationText("order_placed", facts, "en")).toEqual({
      title: "Order placed",
      body: "Your order H-1042 for $25.50 was placed. Thank you!",
    });
    expect(notificationText("order_placed", facts, "es")).toEqual({
      title: "Pedido realizado",
      body: "Su pedido H-1042 por $25.50 se ha realizado. ¡Gracias!",
    });
  });

  it("word a club message with its subject in both languages", () => {
    expect(notificationText("club_message", { subject: "Regatta" }, "en").title).toBe(
      "New message from the club",
    );
    expect(notificationText("club_message", { subject: "Regata" }, "es")).toEqual({
      title: "Nuevo mensaje del club",
      body: "Regata",
    });
  });

  it("word every kind in both languages, differently, and never print 'undefined'", () => {
    for (const kind of NOTIFICATION_KINDS) {
      const en = notificationText(kind, {}, "en");
      const es = notificationText(kind, {}, "es");
      expect(en.title).not.toBe(es.title);
      for (const words of [en, es]) {
        expect(words.title.length).toBeGreaterThan(0);
        expect(`${words.title} ${words.body}`).not.toMatch(/undefined|null/);
      }
    }
  });
});
