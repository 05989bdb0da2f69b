/** /api/account/addresses: the signed-in customer's shipping and billing addresses (spec-1 §7). */
import { z } from "zod";
import { actionResultSchema } from "../auth/auth.schemas.ts";
import { defineEndpoint } from "../common/endpoint.ts";
import {
  addressesQuerySchema,
  addressIdParamsSchema,
  customerAddressPatchSchema,
  customerAddressSchema,
  newCustomerAddressSchema,
} from "./addresses.schemas.ts";

const common = { access: "customer", tags: ["account"], errors: [400, 401, 404] } as const;

export const addressEndpoints = {
  list: defineEndpoint({
    ...common,
    method: "GET",
    path: "/api/account/addresses",
    summary: "The member's addresses, defaults first (optionally of one type)",
    query: addressesQuerySchema,
    answer: z.array(customerAddressSchema),
  }),
  add: defineEndpoint({
    ...common,
    method: "POST",
    path: "/api/account/addresses",
    summary: "Add an address (country US and type shipping unless given)",
    body: newCustomerAddressSchema,
    answer: customerAddressSchema,
    status: 201,
  }),
  change: defineEndpoint({
    ...common,
    method: "PATCH",
    path: "/api/account/addresses/:addressId",
    summary: "Change an address, or make it the default of its type",
    params: addressIdParamsSchema,
    body: customerAddressPatchSchema,
    answer: customerAddressSchema,
  }),
  remove: defineEndpoint({
    ...common,
    method: "DELETE",
    path: "/api/account/addresses/:addressId",
    summary: "Delete an address",
    params: addressIdParamsSchema,
    answer: actionResultSchema,
  }),
};
