/**
 * OpenAPI 3.1 generated from the routes' zod schemas, served at /api/docs. Each part is drawn
 * as it travels: request bodies and queries as the client sends them, answers as the server
 * writes them (a codec's wire side: decimal amounts, ISO dates), with wire (snake_case) field
 * names. Only the schemas' property names are renamed; the document itself is never
 * case-converted, so `requestBody` stays `requestBody`.
 */
import { createHash } from "node:crypto";
import { toSnake } from "@crest/domain";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { type ZodType, z } from "zod";

type Json = Record<string, unknown>;

const isZod = (schema: unknown): schema is ZodType =>
  typeof schema === "object" && schema !== null && "_zod" in schema;

/** A zod schema as the JSON Schema of what travels (its input side). */
function jsonSchemaOf(schema: ZodType): Json {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
    target: "draft-2020-12",
  }) as Json;
  return json;
}

/** Renames every object's property names to their wire names, at any depth. */
export function wireJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(wireJsonSchema);
  if (typeof schema !== "object" || schema === null) return schema;
  const out: Json = {};
  const renames = new Map<string, string>();
  const properties = (schema as Json).properties;
  if (properties && typeof properties === "object") {
    const renamed: Json = {};
    for (const [name, inner] of Object.entries(properties as Json)) {
      const { wireName, ...rest } = (inner ?? {}) as Json;
      const wire = typeof wireName === "string" ? wireName : toSnake(name);
      renames.set(name, wire);
      renamed[wire] = wireJsonSchema(rest);
    }
    out.properties = renamed;
  }
  for (const [key, value] of Object.entries(schema)) {
    if (key === "properties") continue;
    if (key === "required" && Array.isArray(value)) {
      out.required = value.map((name) => (typeof name === "string" ? (renames.get(name) ?? name) : name));
    } else if (key !== "wireName") {
      out[key] = wireJsonSchema(value);
    }
  }
  return out;
}

/**
 * A recursive shape (the category tree) comes with its own `$defs` and `#/$defs/…` refs, which
 * OpenAPI resolves at the document's root. They move to `components.schemas`, named by their
 * content so every build of the document names them alike.
 */
function hoistDefinitions(schema: unknown, components: Json): unknown {
  if (typeof schema !== "object" || schema === null || !("$defs" in schema)) return schema;
  const { $defs, ...rest } = schema as Json;
  const names = new Map<string, string>();
  for (const [name, definition] of Object.entries($defs as Json)) {
    const hash = createHash("sha256").update(JSON.stringify(definition)).digest("hex").slice(0, 12);
    names.set(`#/$defs/${name}`, `#/components/schemas/Shape${hash}`);
  }
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (typeof value !== "object" || value === null) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        key === "$ref" && typeof inner === "string" ? (names.get(inner) ?? inner) : rewrite(inner),
      ]),
    );
  };
  for (const [name, definition] of Object.entries($defs as Json)) {
    const target = names.get(`#/$defs/${name}`) ?? "";
    components[target.slice("#/components/schemas/".length)] = rewrite(definition);
  }
  return rewrite(rest);
}

export const openApiPlugin = fp(async (app: FastifyInstance) => {
  const components: Json = {};
  const wire = (schema: unknown): unknown =>
    isZod(schema) ? hoistDefinitions(wireJsonSchema(jsonSchemaOf(schema)), components) : schema;
  // Path parameter names are the route's own (`{domainId}`), so they keep their names.
  const plain = (schema: unknown): unknown =>
    isZod(schema) ? hoistDefinitions(jsonSchemaOf(schema), components) : schema;
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Crest API",
        version: "1.0.0",
        description:
          "Member portal API. JSON keys are snake_case; amounts are decimal major units of the club's currency; instants are ISO 8601.",
      },
      tags: [
        { name: "config", description: "Portal config by domain" },
        { name: "auth", description: "Customer sign-in, registration and passwords" },
        { name: "account", description: "The signed-in customer's account" },
        { name: "admin", description: "Staff session and admin mode" },
        { name: "wallet", description: "The member's cards, bank accounts and house account" },
        { name: "reference", description: "Countries and US states for address forms" },
        {
          name: "sandbox",
          description: "The sandbox processor's own API (test mode; the only place a card number may go)",
        },
        { name: "surveys", description: "Survey forms, endpoints and experiences; public forms" },
        { name: "health", description: "Liveness and readiness" },
      ],
    },
    transform: ({ schema, url }) => {
      if (!schema) return { schema, url };
      const { body, querystring, params, headers, response, ...rest } = schema as Json;
      const transformed: Json = { ...rest };
      if (body) transformed.body = wire(body);
      if (querystring) transformed.querystring = wire(querystring);
      if (params) transformed.params = plain(params);
      if (headers) transformed.headers = plain(headers);
      if (response && typeof response === "object") {
        transformed.response = Object.fromEntries(
          Object.entries(response as Json).map(([status, answer]) => [status, wire(answer)]),
        );
      }
      return { schema: transformed as typeof schema, url };
    },
    // The recursive shapes `transform` hoisted, once every route is drawn.
    transformObject: (documents) => {
      if (!("openapiObject" in documents)) return documents.swaggerObject;
      const { openapiObject } = documents;
      openapiObject.components ??= {};
      Object.assign(openapiObject.components, {
        schemas: { ...openapiObject.components.schemas, ...components },
      });
      return openapiObject;
    },
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });
});
