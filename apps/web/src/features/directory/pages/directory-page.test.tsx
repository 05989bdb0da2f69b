import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  heldAnswer,
  jsonResponse,
  serverFailure,
  stubApi,
  testAccount,
  testConfig,
} from "../../../test/fixtures.ts";
import { renderPage } from "../../../test/render-page.tsx";
import DirectoryPage from "./directory-page.tsx";

const account = testAccount({ isMember: true });
const config = testConfig({ plan: "Plus" });
const DINING = "5b0f6c2e-1d3a-4e5f-8a9b-0c1d2e3f4a5b";
const GRILL = "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";

const summary = {
  id: GRILL,
  type: "business",
  name: "The Harbor Grill",
  category_id: DINING,
  category: "Dining",
  slogan: "Fresh off the boat",
  brief: "Seafood on the quay",
  graphic: null,
  address: "1 Quay Street",
  has_products: false,
};
const detail = {
  ...summary,
  about: "Our kitchen cooks what the boats bring in.",
  website: null,
  email: "grill@harbor.example",
  phone_number: "+1 401 555 0101",
  banner: null,
  survey_id: null,
  contact_id: null,
  social: {},
  media: [],
  products: [],
  locations: [
    {
      id: "l1",
      business_id: GRILL,
      name: "On the quay",
      email: null,
      website: null,
      phone_number: null,
      toll_free_number: null,
      latitude: null,
      longitude: null,
      hours: { friday: "5:00 PM - 2:00 AM" },
      time_zone: "America/New_York",
      address: "1 Quay Street",
      opening: { is_open: true, closes_at: "2:00 AM", next_opening: "2030-06-01T21:00:00.000Z" },
    },
  ],
  contacts: [],
};

/** The API as the directory asks it: categories, the list (by category and search) and one business. */
const stubDirectory = (
  list: (url: URL) => Response | Promise<Response>,
  business = () => jsonResponse(200, detail),
) =>
  stubApi((url) => {
    if (url.pathname === "/api/directory/categories")
      return jsonResponse(200, [{ id: DINING, name: "Dining" }]);
    return url.pathname === "/api/directory/businesses" ? list(url) : business();
  });

const open = (path = "/directory") =>
  renderPage(<DirectoryPage />, { route: "/directory/:tab?/:id?", path, config, account });

afterEach(() => vi.unstubAllGlobals());

describe("DirectoryPage", () => {
  it("shows a skeleton while the list loads, then the businesses", async () => {
    const held = heldAnswer();
    stubDirectory(() => held.response);
    const { container } = open();
    expect(await screen.findByRole("heading", { level: 1, name: "Directory" })).toBeVisible();
    expect(container.querySelector(".ant-skeleton")).not.toBeNull();
    held.release(jsonResponse(200, [summary]));
    expect(await screen.findByRole("button", { name: "The Harbor Grill" })).toBeVisible();
    expect(screen.getByText("Seafood on the quay")).toBeVisible();
    expect(container.querySelector(".ant-skeleton")).toBeNull();
  });

  it("says 'No items to show' when the club lists nothing", async () => {
    stubDirectory(() => jsonResponse(200, []));
    open();
    expect(await screen.findByText("No items to show")).toBeVisible();
    expect(screen.queryByText("Your filters produced no results!")).toBeNull();
  });

  it("says 'Your filters produced no results!' when a search or a category matches nothing", async () => {
    const searched: string[] = [];
    stubDirectory((url) => {
      searched.push(url.searchParams.get("search") ?? "");
      return jsonResponse(200, url.searchParams.get("search") ? [] : [summary]);
    });
    const user = userEvent.setup();
    open();
    await screen.findByRole("button", { name: "The Harbor Grill" });
    await user.click(screen.getByRole("searchbox", { name: "Search the directory" }));
    await user.paste("submarine");
    await user.keyboard("{Enter}");
    expect(await screen.findByText("Your filters produced no results!")).toBeVisible();
    expect(searched).toContain("submarine");
  });

  it("an empty category tab is filtered-empty too", async () => {
    stubDirectory((url) => jsonResponse(200, url.searchParams.get("category_id") ? [] : [summary]));
    open(`/directory/${DINING}`);
    expect(await screen.findByText("Your filters produced no results!")).toBeVisible();
  });

  it("says what went wrong when the list cannot be read, instead of an empty directory", async () => {
    stubDirectory(serverFailure);
    open();
    expect(await screen.findByRole("alert")).toHaveTextContent("Sorry, an unexpected error occurred");
    expect(screen.queryByText("No items to show")).toBeNull();
  });

  it("opens a business from its address: hours, open now with its closing time, tap to call", async () => {
    stubDirectory(() => jsonResponse(200, [summary]));
    open(`/directory/all/${GRILL}`);
    const drawer = await screen.findByRole("dialog");
    expect(await within(drawer).findByText("Our kitchen cooks what the boats bring in.")).toBeVisible();
    expect(within(drawer).getByText(/Open now · Closes at 2:00 AM/)).toBeVisible();
    expect(within(drawer).getByRole("link", { name: "Call +1 401 555 0101" }).getAttribute("href")).toBe(
      "tel:+14015550101",
    );
  });

  it("says what went wrong when a business cannot be read", async () => {
    stubDirectory(() => jsonResponse(200, [summary]), serverFailure);
    open(`/directory/all/${GRILL}`);
    const drawer = await screen.findByRole("dialog");
    await waitFor(() =>
      expect(within(drawer).getByRole("alert")).toHaveTextContent("Sorry, an unexpected error occurred"),
    );
  });
});
