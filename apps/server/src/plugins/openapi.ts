/**
 * OpenAPI generated from the routes' zod schemas, served at /api/docs. The schemas are
 * camelCase (as the code is); the document shows the snake_case the wire carries.
 */
import { toSnake } from "@crest/domain";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

type Json = unknown;

/** Renames `properties` keys and `required` entries to snake_case throughout a JSON Schema. */
export function snakeJsonSchema(schema: Json): Json {
  if (Array.isArray(schema)) return schema.map(snakeJsonSchema);
  if (typeof schema !== "object" || schema === null) return schema;
  const out: Record<string, Json> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === "properties" && value && typeof value === "object") {
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, inner]) => [toSnake(name), snakeJsonSchema(inner)]),
      );
    } else if (key === "required" && Array.isArray(value)) {
      out[key] = value.map((name) => (typeof name === "string" ? toSnake(name) : name));
    } else {
      out[key] = snakeJsonSchema(value);
    }
  }
  return out;
}

export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Crest API",
        version: "1.0.0",
        description: "Member portal API. JSON bodies are snake_case.",
      },
      tags: [
        { name: "config", description: "Portal config by domain" },
        { name: "auth", description: "Customer sign-in, registration and passwords" },
        { name: "account", description: "The signed-in customer's account" },
        { name: "admin", description: "Staff session and admin mode" },
        { name: "health", description: "Liveness and readiness" },
      ],
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      return { ...transformed, schema: snakeJsonSchema(transformed.schema) as typeof transformed.schema };
    },
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });
});
