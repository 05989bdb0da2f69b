/** /admin/api/shipping (issue 32 item 1): the routes of `shippingStaffEndpoints`. The club is the staff session's. */
import { shippingStaffEndpoints as endpoints } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import { setPaginationHeader } from "../../lib/pagination-header.ts";
import { route, staffClub } from "../../platform/endpoint-route.ts";
import {
  createPickupLocation,
  createRate,
  editPickupLocation,
  editRate,
  orderPickupLocations,
  orderRates,
  removePickupLocation,
  removeRate,
  staffPickupLocation,
  staffPickupLocations,
  staffRate,
  staffRates,
} from "./staff-service.ts";

export async function shippingStaffRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.rates,
    async ({ context, query, reply }) => {
      const { items, totalCount } = await staffRates(context, query);
      setPaginationHeader(reply, query, totalCount);
      return items;
    },
    staffClub,
  );
  route(app, endpoints.rate, async ({ context, params }) => staffRate(context, params.rateId), staffClub);
  route(app, endpoints.createRate, async ({ context, body }) => createRate(context, body), staffClub);
  route(
    app,
    endpoints.editRate,
    async ({ context, params, body }) => editRate(context, params.rateId, body),
    staffClub,
  );
  route(
    app,
    endpoints.deleteRate,
    async ({ context, params }) => removeRate(context, params.rateId),
    staffClub,
  );
  route(app, endpoints.orderRates, async ({ context, body }) => orderRates(context, body), staffClub);
  route(
    app,
    endpoints.pickupLocations,
    async ({ context, query, reply }) => {
      const { items, totalCount } = await staffPickupLocations(context, query);
      setPaginationHeader(reply, query, totalCount);
      return items;
    },
    staffClub,
  );
  route(
    app,
    endpoints.pickupLocation,
    async ({ context, params }) => staffPickupLocation(context, params.locationId),
    staffClub,
  );
  route(
    app,
    endpoints.createPickupLocation,
    async ({ context, body }) => createPickupLocation(context, body),
    staffClub,
  );
  route(
    app,
    endpoints.editPickupLocation,
    async ({ context, params, body }) => editPickupLocation(context, params.locationId, body),
    staffClub,
  );
  route(
    app,
    endpoints.deletePickupLocation,
    async ({ context, params }) => removePickupLocation(context, params.locationId),
    staffClub,
  );
  route(
    app,
    endpoints.orderPickupLocations,
    async ({ context, body }) => orderPickupLocations(context, body),
    staffClub,
  );
}
