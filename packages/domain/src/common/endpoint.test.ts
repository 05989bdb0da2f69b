import { describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod";
import { dateTimeSchema } from "./date-time.ts";
import { type BodyInputOf, defineEndpoint, type InputOf } from "./endpoint.ts";
import { moneySchema, withWireCurrency } from "./money-codec.ts";
import { callerToWire } from "./wire.ts";

// A body with each kind of key: codecs (what the web holds differs from what travels), a
// default, an optional key, and a default one level down.
const bodySchema = z.object({
  amount: moneySchema,
  at: dateTimeSchema,
  useHouseCredits: z.boolean().default(false),
  note: z.string().optional(),
  options: z.object({ save: z.boolean().default(true), label: z.string() }),
});
const payEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/test/pay",
  access: "customer",
  tags: ["test"],
  summary: "A test endpoint",
  body: bodySchema,
  errors: [400],
});

describe("an endpoint's body as the web gives it", () => {
  it("is the schema's output type (what z.encode takes) with the defaulted keys optional", () => {
    expectTypeOf<BodyInputOf<typeof payEndpoint>>().toEqualTypeOf<{
      amount: number;
      at: Date;
      useHouseCredits?: boolean;
      note?: string | undefined;
      options: { save?: boolean; label: string };
    }>();
    const input: InputOf<typeof payEndpoint> = {
      body: { amount: 1050, at: new Date("2026-01-02T03:04:05Z"), options: { label: "x" } },
    };
    expect(input.body.amount).toBe(1050);
  });

  it("refuses the wire's shape, which the encoder cannot take", () => {
    const wireShaped = {
      amount: 1050,
      // @ts-expect-error the time as the ISO text it travels as: the encoder takes a Date
      at: "2026-01-02T03:04:05Z",
      options: { label: "x" },
    } satisfies BodyInputOf<typeof payEndpoint>;
    expect(wireShaped.amount).toBe(1050);
  });

  it("travels with the defaults the caller left out filled in, at every depth", () => {
    const wire = withWireCurrency("USD", () =>
      callerToWire(bodySchema, {
        amount: 1050,
        at: new Date("2026-01-02T03:04:05Z"),
        options: { label: "x" },
      }),
    );
    expect(wire).toEqual({
      amount: 10.5,
      at: "2026-01-02T03:04:05.000Z",
      use_house_credits: false,
      options: { save: true, label: "x" },
    });
  });

  it("keeps what the caller gave over the default, and fills a default inside a union's option", () => {
    const union = z.discriminatedUnion("type", [
      z.object({ type: z.literal("card"), save: z.boolean().default(false) }),
      z.object({ type: z.literal("bank"), verify: z.boolean().default(true) }),
    ]);
    expect(callerToWire(union, { type: "bank" })).toEqual({ type: "bank", verify: true });
    expect(callerToWire(union, { type: "card", save: true })).toEqual({ type: "card", save: true });
  });
});
