/** /api/directory: the members' directory (members only), and the staff's keeping of it. */
import { directoryEndpoints as endpoints, staffDirectoryEndpoints as staff } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import { setPaginationHeader } from "../../lib/pagination-header.ts";
import { route } from "../../platform/endpoint-route.ts";
import { browseDirectory, directoryBusiness, directoryCategories } from "./service.ts";
import {
  addContact,
  addLocation,
  changeBusiness,
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

  route(app, staff.createBusiness, async ({ context, body }) => createBusiness(context, body), staffClub);
  route(
    app,
    staff.updateBusiness,
    async ({ context, params, body }) => changeBusiness(context, params.businessId, body),
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
    async ({ context, params, body }) => addLocation(context, params.businessId, body),
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
    async ({ context, params, body }) => addContact(context, params.businessId, body),
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
