/**
 * The data each page asks for first (issue 23 item 4, issue 24 item 11), so its requests start
 * while the page's code downloads: from the route's loader on navigation, and earlier still
 * from a link's intent (prefetch-on-intent.ts). The query options are the pages' own, named
 * here in one place. This module, with the API modules and zod, is a chunk of its own, loaded
 * with the member's first screen and then ready for every tap (build-routes.tsx): the start-up
 * bundle (the sign-in page's budget) carries none of it. prefetchQuery never throws: a failed
 * request is the page's own query's to show, as without a prefetch.
 */
import type { Product } from "@crest/domain";
import type { QueryClient } from "@tanstack/react-query";
import type { Params } from "react-router";
import { addressesQuery } from "../../features/addresses/api/get-addresses.ts";
import { cartQuery } from "../../features/cart/api/get-cart.ts";
import {
  type CatalogueType,
  catalogueKeys,
  type ProductFilter,
} from "../../features/catalogue/api/catalogue-keys.ts";
import { categoriesQuery } from "../../features/catalogue/api/get-categories.ts";
import { productQuery } from "../../features/catalogue/api/get-product.ts";
import { productsQuery } from "../../features/catalogue/api/get-products.ts";
import { cardPaymentsQuery } from "../../features/memberships/api/get-card-payments.ts";
import { cardSubscriptionQuery } from "../../features/memberships/api/get-card-subscription.ts";
import { membershipCardsQuery } from "../../features/memberships/api/get-membership-cards.ts";
import { membershipInvitationsQuery } from "../../features/memberships/api/get-membership-invitations.ts";
import { subMembersQuery } from "../../features/memberships/api/get-sub-members.ts";
import { ordersQuery } from "../../features/orders/api/get-orders.ts";
import { accountSurveysQuery } from "../../features/surveys/api/get-account-surveys.ts";
import { walletQuery } from "../../features/wallet/api/get-wallet.ts";
import { pages } from "./pages.ts";
import type { PageLoader } from "./route-row.ts";

/** Where the member is going: the route's parameters and the whole address. */
export interface PageDataTarget {
  params: Params;
  url: URL;
}

/** Starts the requests a page will make first; resolves when they are settled. */
export type PageData = (client: QueryClient, target: PageDataTarget) => Promise<void>;

/** A product the lists already hold, with when they fetched it (both answers are the same view). */
function listedProduct(client: QueryClient, listKey: readonly unknown[], id: string) {
  for (const query of client.getQueryCache().findAll({ queryKey: listKey })) {
    const data = query.state.data as { pages?: { data: Product[] }[] } | undefined;
    const product = data?.pages?.flatMap((page) => page.data).find((item) => item.id === id);
    if (product) return { product, updatedAt: query.state.dataUpdatedAt };
  }
  return undefined;
}

/**
 * One product: taken from the list the member tapped it in when that list holds it (so the
 * dish shows at once), fetched otherwise or once that copy is stale.
 */
async function prefetchProduct(client: QueryClient, id: string): Promise<void> {
  const options = productQuery(id);
  if (client.getQueryData(options.queryKey) === undefined) {
    const listed = listedProduct(client, [...catalogueKeys.all, "products"], id);
    if (listed) client.setQueryData(options.queryKey, listed.product, { updatedAt: listed.updatedAt });
  }
  await client.prefetchQuery(options);
}

/** A catalogue's categories, then the products the page lists first (per section or all). */
async function prefetchCatalogue(
  client: QueryClient,
  type: CatalogueType,
  { bySection, category }: { bySection: boolean; category: string | undefined },
): Promise<void> {
  const categories = client.prefetchQuery(categoriesQuery(type));
  let filters: ProductFilter[] = [{ type, category }];
  if (bySection) {
    await categories;
    const tree = client.getQueryData(categoriesQuery(type).queryKey) ?? [];
    const sections = tree.filter((section) => !category || section.id === category);
    if (sections.length > 0) filters = sections.map((section) => ({ type, category: section.id }));
  }
  await Promise.all([
    categories,
    ...filters.map((filter) => client.prefetchInfiniteQuery(productsQuery(filter))),
  ]);
}

/** The overlay id the address opens (`?drawer=product.<id>`, lib/overlays), if of this kind. */
const drawerId = (url: URL, name: string): string | undefined => {
  const value = url.searchParams.get("drawer") ?? "";
  return value.startsWith(`${name}.`) ? value.slice(name.length + 1) : undefined;
};

/** The memberships tab: the cards and invitations, then each card's detail (its drawer). */
async function prefetchMemberships(client: QueryClient): Promise<void> {
  void client.prefetchQuery(membershipInvitationsQuery);
  await client.prefetchQuery(membershipCardsQuery);
  // A member holds a handful of cards; their details are warm before one is tapped.
  const detail = (client.getQueryData(membershipCardsQuery.queryKey) ?? []).flatMap((card) => [
    ...(card.subscription
      ? [
          client.prefetchQuery(cardSubscriptionQuery(card.id)),
          client.prefetchQuery(cardPaymentsQuery(card.id)),
        ]
      : []),
    ...(card.parentMembershipCardId === null && card.maxInvites > 0
      ? [client.prefetchQuery(subMembersQuery(card.id))]
      : []),
  ]);
  await Promise.all(detail);
}

/** Each page's first requests, by its name in pages.ts; a page without an entry asks for nothing first. */
export const pageData: Partial<Record<keyof typeof pages, PageData>> = {
  dining: (client, { params, url }) => {
    if (params.id) return prefetchProduct(client, params.id);
    if (url.pathname.endsWith("/categories")) return client.prefetchQuery(categoriesQuery("fandb"));
    return prefetchCatalogue(client, "fandb", {
      bySection: true,
      category: url.searchParams.get("category") ?? undefined,
    });
  },
  product: async (client, { url }) => {
    const id = drawerId(url, "product");
    await Promise.all([
      prefetchCatalogue(client, "product", {
        bySection: false,
        category: url.searchParams.get("category") ?? undefined,
      }),
      id ? prefetchProduct(client, id) : undefined,
    ]);
  },
  memberships: prefetchMemberships,
  wallet: (client) => client.prefetchQuery(walletQuery),
  addresses: (client) => client.prefetchQuery(addressesQuery()),
  orders: (client) => client.prefetchInfiniteQuery(ordersQuery),
  accountSurveys: (client) => client.prefetchQuery(accountSurveysQuery),
  // The cart, the cards to pay with and the addresses to ship to (checkout's delivery choice).
  checkout: async (client) => {
    await Promise.all([
      client.prefetchQuery(cartQuery),
      client.prefetchQuery(walletQuery),
      client.prefetchQuery(addressesQuery("shipping")),
    ]);
  },
};

const pageNames = new Map<PageLoader, keyof typeof pages>(
  Object.entries(pages).map(([name, page]) => [page, name as keyof typeof pages]),
);

/** Starts the first requests of `page` (a loader of pages.ts), if it has any; settles when they do. */
export async function startPageData(
  page: PageLoader,
  client: QueryClient,
  target: PageDataTarget,
): Promise<void> {
  const name = pageNames.get(page);
  const data = name ? pageData[name] : undefined;
  await data?.(client, target);
}
