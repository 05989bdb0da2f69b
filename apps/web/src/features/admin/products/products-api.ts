import {
  type CategoryInput,
  type CategoryPatch,
  PRODUCT_PHOTO_FIELD,
  type ProductInput,
  type ProductPatch,
  type ProductType,
  type StaffProduct,
  type StaffProductsQuery,
  staffCatalogueEndpoints,
  type VariantInput,
  type VariantPatch,
} from "@crest/domain";
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { call, callList } from "../../../lib/endpoint-call.ts";
import { adminKeys } from "../api/admin-keys.ts";
import { nullWhenMissing } from "../api/null-when-missing.ts";

export const PRODUCTS_PAGE_SIZE = 20;
export const CATEGORIES_PAGE_SIZE = 50;

/** Stock moves as members fill carts: these screens read afresh each time they open. */
const FRESH = { staleTime: 0, refetchOnMount: "always" } as const;

/** Query keys of the catalogue back office, under the selected club (dropped when staff switch). */
export const productKeys = {
  all: () => [...adminKeys.club(), "products"] as const,
  page: (filter: ProductsFilter, page: number) => [...productKeys.all(), "page", filter, page] as const,
  one: (productId: string) => [...productKeys.all(), "one", productId] as const,
  categories: () => [...adminKeys.club(), "product-categories"] as const,
  categoryPage: (type: ProductType | "", page: number) =>
    [...productKeys.categories(), "page", type, page] as const,
  allCategories: () => [...productKeys.categories(), "all"] as const,
};

/** What the products list shows: words of the name, a category, a status, a type and an order. */
export interface ProductsFilter {
  search: string;
  category: string;
  status: "" | "active" | "hidden";
  type: "" | ProductType;
  sort: StaffProductsQuery["sort"];
}

export const NO_PRODUCTS_FILTER: ProductsFilter = {
  search: "",
  category: "",
  status: "",
  type: "",
  sort: "position",
};

/** GET /admin/api/products: a page of the club's products, hidden ones too. */
export const useStaffProducts = (filter: ProductsFilter, page: number, enabled = true) =>
  useQuery({
    ...FRESH,
    enabled,
    queryKey: productKeys.page(filter, page),
    placeholderData: keepPreviousData,
    queryFn: () =>
      callList(staffCatalogueEndpoints.products, {
        query: {
          pageNumber: page,
          pageSize: PRODUCTS_PAGE_SIZE,
          sort: filter.sort,
          ...(filter.search.trim() ? { search: filter.search.trim() } : {}),
          ...(filter.category ? { category: filter.category } : {}),
          ...(filter.status ? { status: filter.status } : {}),
          ...(filter.type ? { type: filter.type } : {}),
        },
      }),
  });

/** GET /admin/api/products/{productId}: null when the club has no such product. */
async function getStaffProduct(productId: string): Promise<StaffProduct | null> {
  return nullWhenMissing(call(staffCatalogueEndpoints.product, { params: { productId } }));
}

/** The product being edited, or null when the club has none with this id. */
export const useStaffProduct = (productId: string | undefined) =>
  useQuery({
    ...FRESH,
    queryKey: productKeys.one(productId ?? ""),
    enabled: Boolean(productId),
    queryFn: () => getStaffProduct(productId ?? ""),
  });

/** A product as saved: in place in its own query, and the lists read again. */
async function storeProduct(queryClient: QueryClient, saved: StaffProduct): Promise<void> {
  queryClient.setQueryData(productKeys.one(saved.id), saved);
  await queryClient.invalidateQueries({ queryKey: [...productKeys.all(), "page"] });
}

/** A write that answers the whole product: stored in place when it comes back. */
function useProductWrite<T>(write: (input: T) => Promise<StaffProduct>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: (saved) => storeProduct(queryClient, saved) });
}

/** POST /admin/api/products. */
export const useCreateProduct = () =>
  useProductWrite((body: ProductInput) => call(staffCatalogueEndpoints.createProduct, { body }));

/** PATCH /admin/api/products/{productId}. */
export const useEditProduct = () =>
  useProductWrite(({ productId, patch }: { productId: string; patch: ProductPatch }) =>
    call(staffCatalogueEndpoints.editProduct, { params: { productId }, body: patch }),
  );

/** POST or PATCH a variant; the product (which lists them) is read again. */
export function useSaveVariant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: { productId: string; variantId?: string; body: VariantInput | VariantPatch }) =>
      save.variantId
        ? call(staffCatalogueEndpoints.editVariant, {
            params: { productId: save.productId, variantId: save.variantId },
            body: save.body as VariantPatch,
          })
        : call(staffCatalogueEndpoints.addVariant, {
            params: { productId: save.productId },
            body: save.body as VariantInput,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all() }),
  });
}

/** DELETE a variant no cart holds; answers the product. */
export const useRemoveVariant = () =>
  useProductWrite(({ productId, variantId }: { productId: string; variantId: string }) =>
    call(staffCatalogueEndpoints.removeVariant, { params: { productId, variantId } }),
  );

/** POST /admin/api/products/{productId}/photos, multipart: answers the product. */
export const useUploadPhoto = () =>
  useProductWrite(({ productId, file }: { productId: string; file: File }) => {
    const form = new FormData();
    form.append(PRODUCT_PHOTO_FIELD, file);
    return call(staffCatalogueEndpoints.uploadPhoto, { params: { productId } }, { form });
  });

/** PUT the photos in a new order; answers the product. */
export const useOrderPhotos = () =>
  useProductWrite(({ productId, photoIds }: { productId: string; photoIds: string[] }) =>
    call(staffCatalogueEndpoints.orderPhotos, { params: { productId }, body: { photoIds } }),
  );

/** DELETE a photo and its file; answers the product. */
export const useRemovePhoto = () =>
  useProductWrite(({ productId, photoId }: { productId: string; photoId: string }) =>
    call(staffCatalogueEndpoints.removePhoto, { params: { productId, photoId } }),
  );

/** Where staff load a photo's image: their session reaches it, the shop's /media address does not. */
export const staffPhotoSrc = (productId: string, photoId: string) =>
  `/admin/api/products/${productId}/photos/${photoId}`;

/** GET /admin/api/categories: a page of the club's categories, of one type or both. */
export const useStaffCategories = (type: ProductType | "", page: number) =>
  useQuery({
    ...FRESH,
    queryKey: productKeys.categoryPage(type, page),
    placeholderData: keepPreviousData,
    queryFn: () =>
      callList(staffCatalogueEndpoints.categories, {
        query: { pageNumber: page, pageSize: CATEGORIES_PAGE_SIZE, ...(type ? { type } : {}) },
      }),
  });

/** Every category of the club, over all pages: for the filters' and the editor's choices. */
async function allCategories() {
  const categories = [];
  for (let pageNumber = 1; ; pageNumber++) {
    const { data, pagination } = await callList(staffCatalogueEndpoints.categories, {
      query: { pageNumber, pageSize: 100 },
    });
    categories.push(...data);
    if (!pagination?.hasNextPage) return categories;
  }
}

/** The club's categories, all of them, for choosing one. */
export const useAllCategories = (enabled = true) =>
  useQuery({ ...FRESH, enabled, queryKey: productKeys.allCategories(), queryFn: allCategories });

/** POST or PATCH a category; the categories (and products, which name them) are read again. */
export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: { categoryId?: string; body: CategoryInput | CategoryPatch }) =>
      save.categoryId
        ? call(staffCatalogueEndpoints.editCategory, {
            params: { categoryId: save.categoryId },
            body: save.body as CategoryPatch,
          })
        : call(staffCatalogueEndpoints.createCategory, { body: save.body as CategoryInput }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: productKeys.categories() });
      await queryClient.invalidateQueries({ queryKey: productKeys.all() });
    },
  });
}
