/**
 * /api/directory: the members' directory (members only), and the staff's keeping of it. Staff
 * of any level read it as members do; adding, changing and removing businesses, locations and
 * contacts needs the manager level (declared on the endpoints; 403 permission_denied below it): what members are told to
 * call or visit is the club's word (docs/decisions/directory-and-realtime.md).
 */
import { directoryEndpoints as endpoints, staffDirectoryEndpoints as staff } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import { setPaginationHeader } from "../../lib/pagination-header.ts";
import { route } from "../../platform/endpoint-route.ts";
import { browseDirectory, directoryBusiness, directoryCategories } from "./service.ts";
import {
  addContact,
  addLocation,
  changeBusiness,
  changeContact,
  changeLocation,
  createBusiness,
  removeBusiness,
  removeContact,
  removeLocation,
} from "./staff-service.ts";

const staffClub = { config: { tenant: false } };
const done = { success: true };

export async function directoryRoutes(app: FastifyInstance) {
  route(app, endpoints.list, async ({ context, query, reply }) => {
    const { items, totalCount } = await browseDirectory(context, query);
    setPaginationHeader(reply, query, totalCount);
    return items;
  });
  route(app, endpoints.categories, async ({ context }) => directoryCategories(context));
  route(app, endpoints.business, async ({ context, params }) =>
    directoryBusiness(context, params.businessId),
  );

  route(
    app,
    staff.createBusiness,
    async ({ context, body }) => {
      return createBusiness(context, body);
    },
    staffClub,
  );
  route(
    app,
    staff.updateBusiness,
    async ({ context, params, body }) => {
      return changeBusiness(context, params.businessId, body);
    },
    staffClub,
  );
  route(
    app,
    staff.deleteBusiness,
    async ({ context, params }) => {
      await removeBusiness(context, params.businessId);
      return done;
    },
    staffClub,
  );
  route(
    app,
    staff.addLocation,
    async ({ context, params, body }) => {
      return addLocation(context, params.businessId, body);
    },
    staffClub,
  );
  route(
    app,
    staff.updateLocation,
    async ({ context, params, body }) => {
      return changeLocation(context, params.locationId, body);
    },
    staffClub,
  );
  route(
    app,
    staff.deleteLocation,
    async ({ context, params }) => {
      await removeLocation(context, params.locationId);
      return done;
    },
    staffClub,
  );
  route(
    app,
    staff.addContact,
    async ({ context, params, body }) => {
      return addContact(context, params.businessId, body);
    },
    staffClub,
  );
  route(
    app,
    staff.updateContact,
    async ({ context, params, body }) => {
      return changeContact(context, params.contactId, body);
    },
    staffClub,
  );
  route(
    app,
    staff.deleteContact,
    async ({ context, params }) => {
      await removeContact(context, params.contactId);
      return done;
    },
    staffClub,
  );
}
