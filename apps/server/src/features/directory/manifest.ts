/** The directory feature's manifest (see docs/adding-a-feature.md). */
import type { FeatureManifest } from "../../platform/feature.ts";
import { DIRECTORY_READS } from "./cached-reads.ts";
import { directoryDemoSeed } from "./demo.ts";
import { insertCategory } from "./repository.ts";
import { directoryRoutes } from "./routes.ts";
import { addContact, addLocation, createBusiness } from "./staff-service.ts";
import * as tables from "./tables.ts";

export const directoryFeature: FeatureManifest = {
  name: "directory",
  tables,
  routes: directoryRoutes,
  demo: directoryDemoSeed,
  cachedReads: [
    {
      area: DIRECTORY_READS,
      tables: [
        tables.directoryCategories,
        tables.directoryBusinesses,
        tables.directoryLocations,
        tables.directoryContacts,
      ],
    },
  ],
  isolation: {
    // A business with a location and a contact, and its category (`directoryCategoryId`, the
    // staff's category routes' path name): another club reaches none of them, and none is in
    // what Club Sierra's lists answer (the staff's categories among them).
    create: async (context) => {
      const category = await insertCategory(context.scope, { name: "Isolation Cafes" });
      const business = await createBusiness(context, {
        name: "Isolation Cafe",
        type: "business",
        categoryId: category.id,
      });
      const location = await addLocation(context, business.id, {
        name: "Isolation Cafe",
        timeZone: "America/New_York",
        hours: {},
      });
      const contact = await addContact(context, business.id, { names: "Isolation", phones: [] });
      return {
        params: {
          businessId: business.id,
          locationId: location.id,
          contactId: contact.id,
          directoryCategoryId: category.id,
        },
        bodies: {
          "PATCH /admin/api/directory/businesses/{businessId}": { name: "Renamed" },
          "POST /admin/api/directory/businesses/{businessId}/locations": {
            name: "Second",
            timeZone: "America/New_York",
          },
          "POST /admin/api/directory/businesses/{businessId}/contacts": { names: "Second" },
          "PATCH /admin/api/directory/locations/{locationId}": { name: "Renamed" },
          "PATCH /admin/api/directory/contacts/{contactId}": { names: "Renamed" },
          "PATCH /admin/api/directory/categories/{directoryCategoryId}": { name: "Renamed" },
        },
      };
    },
  },
};
