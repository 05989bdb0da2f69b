import type { Product } from "@crest/domain";
import type { QueryClient } from "@tanstack/react-query";
import { renderHook } from "@testing-library/react";
import { createMemoryRouter, type LoaderFunction, matchRoutes, type RouteObject } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { productQuery } from "../../features/catalogue/api/get-product.ts";
import { productsQuery } from "../../features/catalogue/api/get-products.ts";
import { cardOnWire, PARENT, parentCard } from "../../features/memberships/test/membership-fixtures.ts";
import { walletQuery } from "../../features/wallet/api/get-wallet.ts";
import { createQueryClient } from "../../lib/query-client.ts";
import { jsonResponse } from "../../test/fixtures.ts";
import { buildRoutes, PAGES_WITH_DATA } from "./build-routes.tsx";
import { pages } from "./pages.ts";
import { preloadPath } from "./route-preload.ts";
import { useIntentPrefetch } from "./use-intent-prefetch.ts";

// Pages and antd's theme as stand-ins: what is tested is that they start loading, and loading
// the real ones would go on transforming into the next file (the web project reuses workers).
vi.mock("./pages.ts", async (importOriginal) => {
  const { pages } = await importOriginal<typeof import("./pages.ts")>();
  const stand = () => vi.fn(async () => ({ default: () => null }));
  return { pages: Object.fromEntries(Object.keys(pages).map((name) => [name, stand()])) };
});
vi.mock("../../lib/theme/antd-theme.tsx", () => ({ default: () => null }));

type Answer = (path: string) => Response | Promise<Response>;

let client: QueryClient;
let fetchMock: ReturnType<typeof vi.fn>;
let answer: Answer;
/** The first loader loads page-data.ts and the API modules it names: in a test, transforming them takes a while. */
const waitFor = <T>(check: () => T) => vi.waitFor(check, { timeout: 10_000 });

const pathsAsked = (): string[] =>
  fetchMock.mock.calls.map(([input]) => {
    const url = new URL(String(input), "http://harbor.test");
    return `${url.pathname}${url.search}`;
  });

const memberRoutes = (queryClient?: QueryClient): RouteObject[] =>
  buildRoutes({ plan: "Plus", pages: [], navigation: [], account: { isMember: true }, queryClient });

/** The loader of the page route `path` leads to, run as the router runs it on a navigation. */
function load(routes: RouteObject[], path: string): unknown {
  const match = matchRoutes(routes, new URL(path, "http://harbor.test").pathname)?.at(-1);
  const loader = match?.route.loader as LoaderFunction | undefined;
  if (!match || !loader) throw new Error(`no loader at ${path}`);
  const request = new Request(`http://harbor.test${path}`);
  return loader({ params: match.params, request, context: undefined } as Parameters<LoaderFunction>[0]);
}

const category = (id: string, name: string) => ({
  id,
  name,
  group: "menu",
  type: "fandb",
  order: 0,
  featured: false,
  description: "",
  graphic_thumb: null,
  category_above: null,
  parent_category: null,
  child_categories: [],
});

beforeEach(() => {
  client = createQueryClient();
  answer = () => jsonResponse(200, []);
  fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), "http://harbor.test");
    return answer(url.pathname);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  client.clear();
  vi.unstubAllGlobals();
});

describe("route loaders (issue 23 item 4)", { timeout: 20_000 }, () => {
  it("start the page's first request and return before it answers: the page shows without waiting", async () => {
    let reply: (response: Response) => void = () => {};
    answer = () => new Promise((resolve) => (reply = resolve));
    expect(load(memberRoutes(client), "/account/wallet")).toBeNull();
    await waitFor(() => expect(pathsAsked()).toEqual(["/api/account/wallet"]));
    // The request the page's own query (the same options) will find on its way.
    expect(client.getQueryState(walletQuery.queryKey)?.fetchStatus).toBe("fetching");
    reply(jsonResponse(404, { code: "not_found", title: "Not Found", error_details: [] }));
  });

  it("leave a failed request to the page's own query to show, without failing the navigation", async () => {
    answer = () => jsonResponse(404, { code: "not_found", title: "Not Found", error_details: [] });
    expect(load(memberRoutes(client), "/account/wallet")).toBeNull();
    await waitFor(() => expect(client.getQueryState(walletQuery.queryKey)?.status).toBe("error"));
  });

  it("ask for the dining menu's sections, then each section's dishes, as the menu does", async () => {
    answer = (path) =>
      path.startsWith("/api/public/categories")
        ? jsonResponse(200, [category("mains", "Mains"), category("drinks", "Drinks")])
        : jsonResponse(200, []);
    load(memberRoutes(client), "/dining");
    const mains = productsQuery({ type: "fandb", category: "mains" }).queryKey;
    const drinks = productsQuery({ type: "fandb", category: "drinks" }).queryKey;
    await waitFor(() => {
      expect(client.getQueryState(mains)?.status).toBe("success");
      expect(client.getQueryState(drinks)?.status).toBe("success");
    });
    expect(pathsAsked()[0]).toBe("/api/public/categories/components/fandb");
  });

  it("show a dish the menu already listed from that list, without a request of its own", async () => {
    const dish = { id: "8b0c4f8e-1111-4111-8111-000000000001", name: "Harbor Burger" } as Product;
    client.setQueryData(productsQuery({ type: "fandb", category: "mains" }).queryKey, {
      pages: [{ data: [dish], pagination: null }],
      pageParams: [1],
    });
    load(memberRoutes(client), `/dining/${dish.id}`);
    await waitFor(() => expect(client.getQueryData(productQuery(dish.id).queryKey)).toBe(dish));
    expect(pathsAsked()).toEqual([]);
  });

  it("ask for the memberships tab's cards, then the details each card's drawer shows", async () => {
    answer = (path) =>
      path === "/api/account/memberships"
        ? jsonResponse(200, [cardOnWire(parentCard(1))])
        : jsonResponse(200, []);
    load(memberRoutes(client), "/account/memberships");
    await waitFor(() => expect(pathsAsked()).toContain(`/api/account/memberships/${PARENT}/members`));
    expect(pathsAsked()).toContain("/api/account/memberships");
  });

  it("ask for nothing where a page asks for nothing first, and are left out without a query client", async () => {
    expect(load(memberRoutes(client), "/account")).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pathsAsked()).toEqual([]);
    expect(matchRoutes(memberRoutes(), "/account/wallet")?.at(-1)?.route.loader).toBeUndefined();
  });
});

describe("PAGES_WITH_DATA", () => {
  it("names exactly the pages page-data.ts has first requests for", async () => {
    const { pageData } = await import("./page-data.ts");
    const named = Object.entries(pages)
      .filter(([, page]) => PAGES_WITH_DATA.has(page))
      .map(([name]) => name);
    expect(named.sort()).toEqual(Object.keys(pageData).sort());
  });
});

describe("preloadPath (issue 24 item 11)", { timeout: 20_000 }, () => {
  it("starts the code and the first data of the page a link leads to", async () => {
    preloadPath(memberRoutes(client), "/account/addresses");
    expect(pages.addresses).toHaveBeenCalled();
    await waitFor(() => expect(pathsAsked()).toEqual(["/api/account/addresses"]));
  });

  it("loads and asks for nothing for a link to a screen not built yet", async () => {
    vi.mocked(pages.addresses).mockClear();
    preloadPath(memberRoutes(client), "/guest-vouchers/7/1234");
    expect(Object.values(pages).filter((page) => vi.mocked(page).mock.calls.length > 0)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pathsAsked()).toEqual([]);
  });
});

describe("useIntentPrefetch (issue 24 item 11)", { timeout: 20_000 }, () => {
  const touchLinkTo = (href: string) => {
    const anchor = document.createElement("a");
    anchor.href = href;
    document.body.append(anchor);
    return () => anchor.dispatchEvent(new Event("touchstart", { bubbles: true }));
  };
  const firstScreenIn = () => createMemoryRouter([{ path: "*", Component: () => null }]);

  it("once the first screen is in, lets a touch on a link start its page's data", async () => {
    renderHook(() => useIntentPrefetch(firstScreenIn(), memberRoutes(client), true));
    const touch = touchLinkTo("/account/addresses");
    await waitFor(() => {
      touch();
      expect(pathsAsked()).toEqual(["/api/account/addresses"]);
    });
  });

  it("listens to nothing for a visitor", async () => {
    renderHook(() => useIntentPrefetch(firstScreenIn(), memberRoutes(client), false));
    const touch = touchLinkTo("/account/addresses");
    await new Promise((resolve) => setTimeout(resolve, 500));
    touch();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pathsAsked()).toEqual([]);
  });
});
