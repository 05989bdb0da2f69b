import { describe, expect, it } from "vitest";
import { z } from "zod";
import { dateTimeSchema } from "./date-time.ts";
import { moneySchema, withWireCurrency } from "./money-codec.ts";
import { codeKeys, fromWire, toWire, wireKeys, wireName, wirePath } from "./wire.ts";

const messageSchema = z.object({ createdAt: dateTimeSchema, bodyText: z.string() });
const threadSchema = z.object({
  threadId: z.string(),
  messages: z.array(messageSchema),
  tokens: z.record(z.string(), z.string()),
  totalDue: moneySchema,
  lines: z.array(z.object({ unitPrice: moneySchema })).optional(),
});

describe("the wire codec", () => {
  it("converts declared fields at any depth, even under a key named messages", () => {
    const wire = toWire(threadSchema, {
      threadId: "t1",
      messages: [{ createdAt: new Date("2026-01-02T03:04:05Z"), bodyText: "hi" }],
      tokens: { colorBgBase: "#fff", "nav.my_club": "My Club" },
      totalDue: 2550,
      lines: [{ unitPrice: 1999 }],
    });
    expect(wire).toEqual({
      thread_id: "t1",
      messages: [{ created_at: "2026-01-02T03:04:05.000Z", body_text: "hi" }],
      tokens: { colorBgBase: "#fff", "nav.my_club": "My Club" },
      total_due: 25.5,
      lines: [{ unit_price: 19.99 }],
    });
  });

  it("keeps the keys of a free-form record both ways", () => {
    const schema = z.object({
      intl: z.object({ messages: z.record(z.string(), z.record(z.string(), z.string())) }),
    });
    const raw = { intl: { messages: { en: { "account.tab.my_wallet": "Wallet", someKey: "x" } } } };
    expect(codeKeys(schema, raw)).toEqual(raw);
    expect(wireKeys(schema, raw)).toEqual(raw);
  });

  it("decodes a wire body into code: keys renamed, amounts to minor units, dates to Date", () => {
    const result = fromWire(threadSchema, {
      thread_id: "t1",
      messages: [{ created_at: "2026-01-02T03:04:05Z", body_text: "hi" }],
      tokens: { some_token: "x" },
      total_due: 12.3,
    });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      threadId: "t1",
      messages: [{ createdAt: new Date("2026-01-02T03:04:05Z"), bodyText: "hi" }],
      tokens: { some_token: "x" },
      totalDue: 1230,
    });
  });

  it("uses the club's currency exponent for amounts", () => {
    const schema = z.object({ price: moneySchema });
    expect(withWireCurrency("JPY", () => toWire(schema, { price: 1500 }))).toEqual({ price: 1500 });
    expect(withWireCurrency("KWD", () => fromWire(schema, { price: 1.234 }).data)).toEqual({ price: 1234 });
  });

  it("honours a wire name that is not the snake_case of the field", () => {
    const schema = z.object({
      amount1: wireName(z.int(), "amount_1"),
      amount2: wireName(z.int(), "amount_2"),
    });
    expect(fromWire(schema, { amount_1: 32, amount_2: 45 }).data).toEqual({ amount1: 32, amount2: 45 });
    expect(toWire(schema, { amount1: 32, amount2: 45 })).toEqual({ amount_1: 32, amount_2: 45 });
    expect(wirePath(schema, ["amount1"])).toBe("amount_1");
  });

  it("names fields at fault by their wire path", () => {
    const schema = z.object({
      password: z.object({ newPassword: z.string().min(8) }),
      extraLines: z.array(z.object({ zipCode: z.string() })),
      settings: z.record(z.string(), z.object({ maxItems: z.int() })),
    });
    const result = fromWire(schema, {
      password: { new_password: "short" },
      extra_lines: [{ zip_code: 5 }],
      settings: { someKey: { max_items: "x" } },
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => wirePath(schema, issue.path)).sort();
    expect(paths).toEqual(["extra_lines.0.zip_code", "password.new_password", "settings.someKey.max_items"]);
  });

  it("lets a strict schema name an undeclared key in wire form", () => {
    const schema = z.object({ firstName: z.string() }).strict();
    const result = fromWire(schema, { first_name: "Ana", is_admin: true });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ code: "unrecognized_keys", keys: ["isAdmin"] });
  });

  it("refuses to encode a value that does not fit its schema", () => {
    expect(() => toWire(threadSchema, { threadId: 1 })).toThrow();
  });

  it("handles unions of objects, nullable and optional wrappers, and recursion", () => {
    type Node = { childNodes: Node[]; nodeName: string };
    const node: z.ZodType<Node> = z.lazy(() => z.object({ nodeName: z.string(), childNodes: z.array(node) }));
    const schema = z.object({
      either: z.union([z.object({ cardId: z.string() }), z.object({ bankId: z.string() })]).nullable(),
      tree: node.optional(),
    });
    expect(
      toWire(schema, {
        either: { bankId: "b" },
        tree: { nodeName: "a", childNodes: [{ nodeName: "b", childNodes: [] }] },
      }),
    ).toEqual({
      either: { bank_id: "b" },
      tree: { node_name: "a", child_nodes: [{ node_name: "b", child_nodes: [] }] },
    });
  });
});
