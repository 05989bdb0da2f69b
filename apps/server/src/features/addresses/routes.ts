/** /api/account/addresses: the routes of `addressEndpoints` (spec-1 §7). */
import { addressEndpoints as endpoints } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import { route } from "../../platform/endpoint-route.ts";
import { addAddress, changeAddress, myAddresses, removeAddress } from "./service.ts";

export async function addressRoutes(app: FastifyInstance) {
  route(app, endpoints.list, async ({ context, query }) => myAddresses(context, query.type));
  route(app, endpoints.add, async ({ context, body }) => addAddress(context, body));
  route(app, endpoints.change, async ({ context, params, body }) =>
    changeAddress(context, params.addressId, body),
  );
  route(app, endpoints.remove, async ({ context, params }) => {
    await removeAddress(context, params.addressId);
    return { success: true };
  });
}
