/** /api/account/addresses: the signed-in customer's shipping and billing addresses (spec-1 §7). */
import {
  actionResultSchema,
  addressesQuerySchema,
  addressIdParamsSchema,
  apiErrorSchema,
  customerAddressPatchSchema,
  customerAddressSchema,
  newCustomerAddressSchema,
} from "@crest/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { contextOf } from "../../platform/contexts.ts";
import { addAddress, changeAddress, myAddresses, removeAddress } from "./service.ts";

const tags = ["account"];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

export async function addressRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/account/addresses",
    {
      config: { access: "customer" },
      schema: {
        tags,
        summary: "The member's addresses, defaults first (optionally of one type)",
        querystring: addressesQuerySchema,
        response: { 200: z.array(customerAddressSchema), ...errors },
      },
    },
    async (request) => myAddresses(contextOf(request), request.query.type),
  );

  app.post(
    "/api/account/addresses",
    {
      config: { access: "customer" },
      schema: {
        tags,
        summary: "Add an address (country US and type shipping unless given)",
        body: newCustomerAddressSchema,
        response: { 201: customerAddressSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await addAddress(contextOf(request), request.body)),
  );

  app.patch(
    "/api/account/addresses/:addressId",
    {
      config: { access: "customer" },
      schema: {
        tags,
        summary: "Change an address, or make it the default of its type",
        params: addressIdParamsSchema,
        body: customerAddressPatchSchema,
        response: { 200: customerAddressSchema, ...errors },
      },
    },
    async (request) => changeAddress(contextOf(request), request.params.addressId, request.body),
  );

  app.delete(
    "/api/account/addresses/:addressId",
    {
      config: { access: "customer" },
      schema: {
        tags,
        summary: "Delete an address",
        params: addressIdParamsSchema,
        response: { 200: actionResultSchema, ...errors },
      },
    },
    async (request) => {
      await removeAddress(contextOf(request), request.params.addressId);
      return { success: true };
    },
  );
}
