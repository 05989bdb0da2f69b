import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { catalogue } from "../../../lib/intl/catalogue.ts";
import { heldAnswer, jsonResponse, staffMeOnWire } from "../../../test/fixtures.ts";
import { renderWithIntl } from "../../../test/render-with-intl.tsx";
import { messages as shellMessages } from "../lazy-messages/messages.ts";
import { BusinessPage } from "./business-page.tsx";
import { messages } from "./lazy-messages/messages.ts";

afterEach(() => vi.unstubAllGlobals());

const BUSINESS_ID = "3d4c2b1a-5e6f-4a7b-8c9d-0e1f2a3b4c5d";
const CATEGORIES = [
  { id: "11111111-1111-4111-8111-111111111111", name: "Marina & Boating" },
  { id: "22222222-2222-4222-8222-222222222222", name: "Wellness" },
  { id: "33333333-3333-4333-8333-333333333333", name: "Dining" },
];
const [, WELLNESS, DINING] = CATEGORIES as [unknown, { id: string }, { id: string; name: string }];

/** A manager, who may change the directory. */
const me = staffMeOnWire("manager", { email: "manager@harbor.example", username: "manager@harbor.example" });

/** A business as the staff's read answers it (snake_case, on the wire). */
const businessOnWire = (category: { id: string; name: string } | null) => ({
  id: BUSINESS_ID,
  type: "business",
  name: "Quay Chandlery",
  category_id: category?.id ?? null,
  category: category?.name ?? null,
  slogan: null,
  brief: null,
  graphic: null,
  address: null,
  has_products: false,
  about: null,
  website: null,
  email: null,
  phone_number: null,
  banner: null,
  survey_id: null,
  contact_id: null,
  social: {},
  media: [],
  products: [],
  locations: [],
  contacts: [],
  hidden: false,
});

/**
 * Answers the staff probe, the categories (held until the test releases them, if given) and the
 * business; every write's method and body are kept, answered with the business as it was.
 */
function stubServer(
  business: ReturnType<typeof businessOnWire>,
  categories: Promise<Response> | null = null,
): { method: string; body: Record<string, unknown> }[] {
  const writes: { method: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, "http://club.test");
      const method = init?.method ?? "GET";
      if (method !== "GET") {
        writes.push({ method, body: JSON.parse(String(init?.body ?? "{}")) });
        return jsonResponse(method === "POST" ? 201 : 200, business);
      }
      if (url.pathname === "/admin/api/me") return jsonResponse(200, me);
      if (url.pathname === "/admin/api/directory/categories")
        return categories ?? jsonResponse(200, CATEGORIES);
      if (url.pathname === `/admin/api/directory/businesses/${BUSINESS_ID}`)
        return jsonResponse(200, business);
      return jsonResponse(404, { code: "not_found" });
    }),
  );
  return writes;
}

function renderPage(path: string) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return renderWithIntl(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/directory/new" element={<BusinessPage />} />
          <Route path="/admin/directory/:businessId" element={<BusinessPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
    {
      messages: {
        ...(catalogue.en as Record<string, string>),
        ...shellMessages.en,
        ...messages.en,
      },
    },
  );
}

const optionNames = (select: HTMLElement) =>
  within(select)
    .getAllByRole("option")
    .map((option) => option.textContent);

describe("BusinessPage's category", { timeout: 20_000 }, () => {
  it("offers no category and the club's categories in their order, and creates the business in the one chosen", async () => {
    const user = userEvent.setup();
    const writes = stubServer(businessOnWire(null));
    renderPage("/admin/directory/new");
    const select = await screen.findByRole("combobox", { name: "Category" });
    await waitFor(() =>
      expect(optionNames(select)).toEqual(["No Category", "Marina & Boating", "Wellness", "Dining"]),
    );
    expect(select).toHaveValue("");
    await user.type(screen.getByRole("textbox", { name: "Name" }), "Quay Chandlery");
    await user.selectOptions(select, "Wellness");
    await user.click(screen.getByRole("button", { name: "Create Business" }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      method: "POST",
      body: expect.objectContaining({ name: "Quay Chandlery", category_id: WELLNESS.id }),
    });
    // Created: the editor of the new business, read afresh.
    expect(await screen.findByRole("heading", { level: 1, name: "Edit Business" })).toBeVisible();
    expect(await screen.findByRole("textbox", { name: "Name" })).toHaveValue("Quay Chandlery");
  });

  it("shows a business's category before the list arrives, and saves no category as null", async () => {
    const user = userEvent.setup();
    const categories = heldAnswer();
    const writes = stubServer(businessOnWire(DINING), categories.response);
    renderPage(`/admin/directory/${BUSINESS_ID}`);
    const select = await screen.findByRole("combobox", { name: "Category" });
    // Its own category is known from the business: never shown as none while the list is read.
    expect(optionNames(select)).toEqual(["No Category", "Dining"]);
    expect(select).toHaveValue(DINING.id);
    categories.release(jsonResponse(200, CATEGORIES));
    await waitFor(() => expect(optionNames(select)).toHaveLength(4));
    expect(select).toHaveValue(DINING.id);
    await user.selectOptions(select, "No Category");
    await user.click(screen.getByRole("button", { name: "Save Business" }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({ method: "PATCH", body: expect.objectContaining({ category_id: null }) });
    expect(await screen.findByText("Business saved.")).toBeVisible();
  });
});
