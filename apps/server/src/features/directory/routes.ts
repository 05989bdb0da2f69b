/**
 * /api/directory: the members' directory (members only), and the staff's keeping of it. Staff
 * of any level read it as members do; adding, changing and removing businesses, locations and
 * contacts needs the manager level (declared on the endpoints; 403 permission_denied below it): what members are told to
 * call or visit is the club's word (docs/decisions/directory-and-realtime.md).
 */
import { directoryEndpoints as endpoints, staffDirectoryEndpoints as staff } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import { setPaginationHeader } from "../../lib/pagination-header.ts";
import { route, staffClub } from "../../platform/endpoint-route.ts";
import { keptAnswers } from "../../platform/kept-answers.ts";
import { DIRECTORY_READS } from "./cached-reads.ts";
import { browseDirectory, directoryBusiness, directoryCategories } from "./service.ts";
import {
  addContact,
  addLocation,
  changeBusiness,
  changeContact,
  changeLocation,
  createBusiness,
  createCategory,
  orderCategories,
  removeBusiness,
  removeCategory,
  removeContact,
  removeLocation,
  renameDirectoryCategory,
  staffBusiness,
  staffBusinesses,
  staffCategories,
} from "./staff-service.ts";

const done = { success: true };

/** A business's page says whether each place is open now: kept at most this long. */
const OPEN_NOW_CLOCK = { forMs: 30_000 };

export async function directoryRoutes(app: FastifyInstance) {
  // Members' answers, kept encoded per club until a directory row changes (DIRECTORY_READS).
  const kept = keptAnswers(app, DIRECTORY_READS);
  route(app, endpoints.list, (call) =>
    kept.sendPage(call.request, call.reply, {
      name: "list",
      query: call.query,
      schema: endpoints.list.answer,
      load: () => browseDirectory(call.context, call.query),
      audience: "members",
    }),
  );
  route(app, endpoints.categories, (call) =>
    kept.send(call.request, call.reply, {
      key: "categories",
      schema: endpoints.categories.answer,
      load: () => directoryCategories(call.context),
      audience: "members",
    }),
  );
  route(app, endpoints.business, (call) =>
    kept.send(call.request, call.reply, {
      key: `business ${call.params.businessId}`,
      schema: endpoints.business.answer,
      load: () => directoryBusiness(call.context, call.params.businessId),
      audience: "members",
      keeping: OPEN_NOW_CLOCK,
    }),
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
  route(
    app,
    staff.businesses,
    async ({ context, query, reply }) => {
      const { items, totalCount } = await staffBusinesses(context, query);
      setPaginationHeader(reply, query, totalCount);
      return items;
    },
    staffClub,
  );
  route(
    app,
    staff.business,
    async ({ context, params }) => staffBusiness(context, params.businessId),
    staffClub,
  );
  route(app, staff.categories, async ({ context }) => staffCategories(context), staffClub);
  route(
    app,
    staff.createCategory,
    async ({ context, body }) => createCategory(context, body.name),
    staffClub,
  );
  route(
    app,
    staff.renameCategory,
    async ({ context, params, body }) =>
      renameDirectoryCategory(context, params.directoryCategoryId, body.name),
    staffClub,
  );
  route(app, staff.orderCategories, async ({ context, body }) => orderCategories(context, body), staffClub);
  route(
    app,
    staff.deleteCategory,
    async ({ context, params }) => removeCategory(context, params.directoryCategoryId),
    staffClub,
  );
}
