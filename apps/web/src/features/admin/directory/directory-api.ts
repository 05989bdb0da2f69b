import {
  type BusinessChanges,
  type BusinessInput,
  type ContactChanges,
  type ContactInput,
  type LocationChanges,
  type LocationInput,
  staffDirectoryEndpoints,
} from "@crest/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, callList } from "../../../lib/endpoint-call.ts";
import { adminKeys } from "../api/admin-keys.ts";
import { nullWhenMissing } from "../api/null-when-missing.ts";

export const BUSINESSES_PAGE_SIZE = 20;

/** Which businesses the staff's list shows: words of their name, and shown, hidden or all. */
export interface BusinessesFilter {
  search: string;
  visibility: "all" | "shown" | "hidden";
}

/** Query keys of the directory back office, under the selected club (dropped when staff switch). */
export const directoryKeys = {
  all: () => [...adminKeys.club(), "directory"] as const,
  page: (filter: BusinessesFilter, page: number) => [...directoryKeys.all(), "page", filter, page] as const,
  one: (businessId: string) => [...directoryKeys.all(), "one", businessId] as const,
  categories: () => [...directoryKeys.all(), "categories"] as const,
};

/** GET /admin/api/directory/businesses: a page of the club's businesses, hidden ones too. */
export const useBusinesses = (filter: BusinessesFilter, page: number) =>
  useQuery({
    queryKey: directoryKeys.page(filter, page),
    placeholderData: keepPreviousData,
    queryFn: () =>
      callList(staffDirectoryEndpoints.businesses, {
        query: {
          pageNumber: page,
          pageSize: BUSINESSES_PAGE_SIZE,
          ...(filter.visibility === "all" ? {} : { visibility: filter.visibility }),
          ...(filter.search.trim() ? { search: filter.search.trim() } : {}),
        },
      }),
  });

/** GET /admin/api/directory/businesses/{id}; null when the club has none such. */
export const useBusiness = (businessId: string | undefined) =>
  useQuery({
    queryKey: directoryKeys.one(businessId ?? ""),
    enabled: Boolean(businessId),
    queryFn: async () => {
      return nullWhenMissing(
        call(staffDirectoryEndpoints.business, { params: { businessId: businessId ?? "" } }),
      );
    },
  });

/** GET /admin/api/directory/categories: the club's categories in the members' order, to choose a business's. */
export const useDirectoryCategories = () =>
  useQuery({
    queryKey: directoryKeys.categories(),
    queryFn: () => call(staffDirectoryEndpoints.categories),
  });

/** Any write of the directory: the lists and the business read again afterwards. */
function useDirectoryWrite<I, O>(write: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: directoryKeys.all() }),
  });
}

/** POST a new business, or PATCH one (its fields, or hidden). */
export const useSaveBusiness = () =>
  useDirectoryWrite((save: { businessId?: string; body: BusinessInput | BusinessChanges }) =>
    save.businessId
      ? call(staffDirectoryEndpoints.updateBusiness, {
          params: { businessId: save.businessId },
          body: save.body as BusinessChanges,
        })
      : call(staffDirectoryEndpoints.createBusiness, { body: save.body as BusinessInput }),
  );

/** POST a location to a business, or PATCH one. */
export const useSaveLocation = (businessId: string) =>
  useDirectoryWrite((save: { locationId?: string; body: LocationInput | LocationChanges }) =>
    save.locationId
      ? call(staffDirectoryEndpoints.updateLocation, {
          params: { locationId: save.locationId },
          body: save.body as LocationChanges,
        })
      : call(staffDirectoryEndpoints.addLocation, {
          params: { businessId },
          body: save.body as LocationInput,
        }),
  );

/** DELETE a location. */
export const useRemoveLocation = () =>
  useDirectoryWrite((locationId: string) =>
    call(staffDirectoryEndpoints.deleteLocation, { params: { locationId } }),
  );

/** POST a contact to a business, or PATCH one. */
export const useSaveContact = (businessId: string) =>
  useDirectoryWrite((save: { contactId?: string; body: ContactInput | ContactChanges }) =>
    save.contactId
      ? call(staffDirectoryEndpoints.updateContact, {
          params: { contactId: save.contactId },
          body: save.body as ContactChanges,
        })
      : call(staffDirectoryEndpoints.addContact, { params: { businessId }, body: save.body as ContactInput }),
  );

/** DELETE a contact. */
export const useRemoveContact = () =>
  useDirectoryWrite((contactId: string) =>
    call(staffDirectoryEndpoints.deleteContact, { params: { contactId } }),
  );

/** DELETE a business with its places and contacts. */
export const useRemoveBusiness = () =>
  useDirectoryWrite((businessId: string) =>
    call(staffDirectoryEndpoints.deleteBusiness, { params: { businessId } }),
  );

/** POST a new directory category (last), or PATCH one's name. */
export const useSaveCategory = () =>
  useDirectoryWrite((save: { directoryCategoryId?: string; name: string }) =>
    save.directoryCategoryId
      ? call(staffDirectoryEndpoints.renameCategory, {
          params: { directoryCategoryId: save.directoryCategoryId },
          body: { name: save.name },
        })
      : call(staffDirectoryEndpoints.createCategory, { body: { name: save.name } }),
  );

/** PUT the categories' order, naming each one once. */
export const useOrderCategories = () =>
  useDirectoryWrite((ids: string[]) => call(staffDirectoryEndpoints.orderCategories, { body: { ids } }));

/** DELETE a category: its businesses stay, without one. */
export const useRemoveCategory = () =>
  useDirectoryWrite((directoryCategoryId: string) =>
    call(staffDirectoryEndpoints.deleteCategory, { params: { directoryCategoryId } }),
  );
