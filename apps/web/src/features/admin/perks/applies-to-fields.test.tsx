import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { catalogue } from "../../../lib/intl/catalogue.ts";
import { jsonResponse, stubApi } from "../../../test/fixtures.ts";
import { renderWithIntl } from "../../../test/render-with-intl.tsx";
import { AppliesToFields } from "./applies-to-fields.tsx";
import { messages } from "./lazy-messages/messages.ts";
import type { AppliesTo } from "./perk-draft.ts";

afterEach(() => vi.unstubAllGlobals());

const WINES = "8d0c1f6e-8a3b-4c1e-9f55-0d1c2b3a4e5f";
const SPIRITS = "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d";
const category = (id: string, name: string) => ({
  id,
  name,
  description: "",
  type: "physical",
  group: "",
  order: 0,
  featured: false,
  hidden: false,
  parent_id: null,
  product_count: 3,
});

/** Renders the fields as the editor holds them, and answers what they were last changed to. */
function renderFields(initial: AppliesTo) {
  const changes: AppliesTo[] = [];
  function Holder() {
    const [value, setValue] = useState(initial);
    return (
      <AppliesToFields
        value={value}
        disabled={false}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
      />
    );
  }
  renderWithIntl(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Holder />
    </QueryClientProvider>,
    { messages: { ...(catalogue.en as Record<string, string>), ...messages.en } },
  );
  return changes;
}

describe("AppliesToFields", { timeout: 30_000 }, () => {
  it("offers any category or each of the club's, and answers the one chosen with its name", async () => {
    const user = userEvent.setup();
    stubApi(() => jsonResponse(200, [category(WINES, "Wines"), category(SPIRITS, "Spirits")]));
    const changes = renderFields({ type: "none", id: "", label: null });
    expect(screen.queryByRole("combobox", { name: "Which Category" })).toBeNull();
    await user.selectOptions(screen.getByRole("combobox", { name: "Applies To" }), "category");
    const which = screen.getByRole("combobox", { name: "Which Category" });
    await screen.findByRole("option", { name: "Spirits" });
    expect([...which.querySelectorAll("option")].map((option) => option.textContent)).toEqual([
      "Any category",
      "Wines",
      "Spirits",
    ]);
    await user.selectOptions(which, WINES);
    expect(changes.at(-1)).toEqual({ type: "category", id: WINES, label: "Wines" });
    // Another kind starts again from "any".
    await user.selectOptions(screen.getByRole("combobox", { name: "Applies To" }), "order");
    expect(changes.at(-1)).toEqual({ type: "order", id: "", label: null });
    expect(screen.queryByRole("combobox", { name: "Which Category" })).toBeNull();
  });

  it("keeps a saved product by its name though no search found it, and searches by the words typed", async () => {
    const user = userEvent.setup();
    const asked: URL[] = [];
    stubApi((url) => {
      asked.push(url);
      return jsonResponse(200, []);
    });
    const saved = { type: "product" as const, id: WINES, label: "Reserve Rioja" };
    renderFields(saved);
    const which = screen.getByRole("combobox", { name: "Which Product" });
    expect(which).toHaveValue(WINES);
    expect(screen.getByRole("option", { name: "Reserve Rioja" })).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "Find a Product" }), "rioja");
    await waitFor(() =>
      expect(
        asked.some(
          (url) => url.pathname === "/admin/api/products" && url.searchParams.get("search") === "rioja",
        ),
      ).toBe(true),
    );
    expect(which).toHaveValue(WINES);
  });
});
