/**
 * Response serialisation: validate the handler's camelCase answer against the route's zod
 * schema, then write it snake_case. A mismatch is a server bug and surfaces as a 500.
 */
import { snakeKeys } from "@crest/domain";
import type { FastifySerializerCompiler } from "fastify";
import { ResponseSerializationError } from "fastify-type-provider-zod";
import type { ZodType } from "zod";

export const snakeSerializerCompiler: FastifySerializerCompiler<ZodType> =
  ({ schema, method, url }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(snakeKeys(result.data));
  };
