/**
 * The one router builder (DESIGN §5): route tables, plan rules (Lounge / Plus), the club's
 * page config and navigation items (disabled, moved, members-only; lib/routing/place-row.ts)
 * and the members-only gate, turned into react-router routes. Every screen, gates included,
 * is loaded lazily; a page's first data starts loading with its code (page-data.ts), and both
 * can start on a link's intent (route-preload.ts).
 */
import type { QueryClient } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { Navigate, type RouteObject } from "react-router";
import { NAVIGATION_ROWS } from "../../lib/routing/navigation-rows.ts";
import { type Access, type PlacementSettings, placeRow } from "../../lib/routing/place-row.ts";
import type { RouteGate, RouteHandle } from "../../lib/routing/route-handle.ts";
import { withAntdTheme } from "../../lib/theme/load-antd-theme.tsx";
import { ShellError } from "../errors/shell-error.tsx";
import { StartupLoading } from "../startup/startup-loading.tsx";
import { memberRoutes } from "./member-routes.ts";
import type { PageDataTarget } from "./page-data.ts";
import { pages } from "./pages.ts";
import { withPreload } from "./route-preload.ts";
import type { PageLoader, RouteRow } from "./route-row.ts";
import { visitorRoutes } from "./visitor-routes.ts";

/** What the builder needs to know of the session: whether there is one, and membership. */
export interface RouteSession {
  isMember: boolean;
  /**
   * The member's subscription payment failed (flag `membership_failed_payment`, spec-1 §2.6,
   * §4): the paywall replaces the whole app; only /logout stays reachable.
   */
  paywall?: boolean;
}

export interface BuildRoutesInput extends PlacementSettings {
  /** null for a visitor (GET /api/account answered 401). */
  account: RouteSession | null;
  /** Where pages' first data goes when their routes start it; without one, only code loads ahead. */
  queryClient?: QueryClient;
}

const lazyComponent =
  (load: () => Promise<ComponentType>): RouteObject["lazy"] =>
  async () => ({
    Component: await load(),
  });

const pageLazy = (page: PageLoader) => lazyComponent(async () => (await page()).default);
/**
 * A page drawn with antd, loaded together with antd's theme. Neither shell mounts the theme:
 * the sign-in page (its 150 KB budget) and the home pages draw without antd, and start faster
 * without loading it.
 */
const themedPageLazy = (page: PageLoader) =>
  lazyComponent(() => withAntdTheme(async () => (await page()).default));

/** Pages drawn with plain elements only (app.css), which need no antd theme. */
const PLAIN_PAGES: ReadonlySet<PageLoader> = new Set([pages.login, pages.logout, pages.home, pages.myClub]);
const screenLazy = (page: PageLoader) => (PLAIN_PAGES.has(page) ? pageLazy(page) : themedPageLazy(page));
const loadAntdTheme = () => import("../../lib/theme/antd-theme.tsx");

/**
 * The pages page-data.ts has first requests for (a test holds the two lists together): the
 * others, the profile and the home pages among them, do not load that chunk on a first visit.
 */
export const PAGES_WITH_DATA: ReadonlySet<PageLoader> = new Set([
  pages.dining,
  pages.product,
  pages.memberships,
  pages.wallet,
  pages.addresses,
  pages.orders,
  pages.accountSurveys,
  pages.checkout,
]);

/**
 * Starts a page's first requests without waiting for them or failing. page-data.ts is a chunk
 * of its own: the lists of chunks its imports carry would weigh on the sign-in page.
 */
function startPageData(page: PageLoader, client: QueryClient, target: PageDataTarget): void {
  if (!PAGES_WITH_DATA.has(page)) return;
  import("./page-data.ts")
    .then(({ startPageData }) => startPageData(page, client, target))
    // A failed request is the page's own query's to show; a chunk that fails to load, the route's.
    .catch(() => undefined);
}

const resultsModule = () => import("../../components/results/result-presets.tsx");
const notFound = async () => (await resultsModule()).NotFoundScreen;
const notFoundLazy = lazyComponent(() => withAntdTheme(notFound));
const membersOnlyLazy = lazyComponent(() =>
  withAntdTheme(async () => (await resultsModule()).MembersOnlyResult),
);
const routeErrorLazy: RouteObject["lazy"] = async () => ({
  ErrorBoundary: (await import("../errors/route-error.tsx")).RouteError,
});

function route(
  path: string,
  handle: RouteHandle,
  screen: Pick<RouteObject, "lazy" | "element" | "loader">,
): RouteObject {
  return { path, handle, ...screen } as RouteObject;
}

/**
 * A page's route. Its loader starts the page's first requests and returns at once: the page
 * renders as soon as its code is there, and its own queries show loading and errors as ever.
 * The same code and requests start earlier on a link's intent.
 */
function pageRoute(path: string, handle: RouteHandle, page: PageLoader, client?: QueryClient): RouteObject {
  const loader: RouteObject["loader"] = client
    ? ({ params, request }) => {
        startPageData(page, client, { params, url: new URL(request.url) });
        return null;
      }
    : undefined;
  const screen = route(path, handle, { lazy: screenLazy(page), ...(loader ? { loader } : {}) });
  return withPreload(screen, ({ params, url }) => {
    void page().catch(() => undefined);
    if (!PLAIN_PAGES.has(page)) void loadAntdTheme().catch(() => undefined);
    if (client) startPageData(page, client, { params, url });
  });
}

const gateScreen = (gate: RouteGate): Pick<RouteObject, "lazy"> =>
  gate === "membersOnly" ? { lazy: membersOnlyLazy } : { lazy: notFoundLazy };

const redirect = (path: string, rowId: string, to: string): RouteObject =>
  route(path, { rowId, gate: "redirect", redirectTo: to }, { element: <Navigate to={to} replace /> });

const GATES: Record<Access, RouteGate> = {
  open: "page",
  needsPlus: "needsPlus",
  disabled: "disabled",
  membersOnly: "membersOnly",
};

/** One row's routes on a signed-in portal, placed by the club's settings (lib/routing/place-row.ts). */
function memberRowRoutes(row: RouteRow, input: BuildRoutesInput, isMember: boolean): RouteObject[] {
  const { paths, access } = placeRow(row, input, isMember);
  const gate: RouteGate = access === "open" && !row.page ? "missing" : GATES[access];
  return paths.map((path) =>
    gate === "page" && row.page
      ? pageRoute(path, { rowId: row.id, gate }, row.page, input.queryClient)
      : route(path, { rowId: row.id, gate }, gateScreen(gate)),
  );
}

/** The club-benefits base path (possibly moved by config) where guest passes and vouchers live. */
export const clubBenefitsPath = (settings: PlacementSettings): string =>
  placeRow(NAVIGATION_ROWS["club-benefits"], settings, true).base;

function memberChildren(input: BuildRoutesInput, session: RouteSession): RouteObject[] {
  const plus = input.plan === "Plus";
  const vouchers = `${clubBenefitsPath(input).replace(/\/+$/, "")}/vouchers`;
  const redirects = plus
    ? [redirect("/login", "login", "/")]
    : [redirect("/login", "login", "/account"), redirect("/", "home", "/account")];
  const rows = memberRoutes.flatMap((row) => {
    if (plus && (row.id === "guest-pass" || row.id === "guest-voucher")) {
      return row.paths.map((path) => redirect(path, row.id, vouchers));
    }
    if (!plus && row.id === "home") return [];
    return memberRowRoutes(row, input, session.isMember);
  });
  return [
    ...redirects,
    ...rows,
    route("*", { rowId: "not-found", gate: "notFound" }, { lazy: notFoundLazy }),
  ];
}

function visitorChildren(): RouteObject[] {
  const rows = visitorRoutes.flatMap((row) =>
    row.paths.map((path) =>
      row.page
        ? pageRoute(path, { rowId: row.id, gate: "page" }, row.page)
        : route(path, { rowId: row.id, gate: "missing" }, { lazy: notFoundLazy }),
    ),
  );
  const login = { lazy: pageLazy(pages.login) };
  return [
    ...rows,
    route("/login", { rowId: "login", gate: "page" }, login),
    route("*", { rowId: "login", gate: "page" }, login),
  ];
}

/** The paywall at every path: no shell, no navigation, no page of the portal (spec-1 §2.6). */
const paywallRoute: RouteObject = {
  path: "*",
  handle: { rowId: "paywall", gate: "page" } satisfies RouteHandle,
  lazy: themedPageLazy(pages.paywall),
  hydrateFallbackElement: <StartupLoading />,
  errorElement: <ShellError />,
};

/** The routes for a visitor (account null) or a signed-in customer on a Lounge or Plus club. */
export function buildRoutes(input: BuildRoutesInput): RouteObject[] {
  const session = input.account;
  const logout: RouteObject = {
    path: "/logout",
    handle: { rowId: "logout", gate: "page" } satisfies RouteHandle,
    lazy: pageLazy(pages.logout),
    hydrateFallbackElement: <StartupLoading />,
  };
  // Moving between the clubs of a network (spec-1 §4): pages the browser passes through,
  // signed in or not, paywall or not; no shell.
  const networkSwitch: RouteObject[] = [
    { path: "/global-switch/pass", rowId: "network-pass", page: pages.networkPass },
    { path: "/global-switch/arrive", rowId: "network-arrive", page: pages.networkArrive },
  ].map(({ path, rowId, page }) => ({
    path,
    handle: { rowId, gate: "page" } satisfies RouteHandle,
    lazy: pageLazy(page),
    hydrateFallbackElement: <StartupLoading />,
  }));
  const transit = [logout, ...networkSwitch];
  if (session?.paywall) return [...transit, paywallRoute];
  const shell = session
    ? async () => (await import("../shells/member-shell.tsx")).MemberShell
    : async () => (await import("../shells/public-shell.tsx")).PublicShell;
  return [
    ...transit,
    {
      id: "shell",
      lazy: lazyComponent(shell),
      hydrateFallbackElement: <StartupLoading />,
      // The shell itself failed (a chunk did not load): no antd, just a way to reload.
      errorElement: <ShellError />,
      children: [
        {
          // Errors inside a page render within the shell; react-router clears them on navigation.
          lazy: routeErrorLazy,
          children: session ? memberChildren(input, session) : visitorChildren(),
        },
      ],
    },
  ];
}
