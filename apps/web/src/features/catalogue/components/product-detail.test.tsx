import type { Product } from "@crest/domain";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, testAccount } from "../../../test/fixtures.ts";
import { renderPage } from "../../../test/render-page.tsx";
import { CatalogueMessages } from "../lazy-messages/catalogue-messages.tsx";
import { ProductDetail } from "./product-detail.tsx";

afterEach(() => vi.unstubAllGlobals());

const variant = (
  id: string,
  colour: string,
  size: string,
  available: number,
  photo: string | null = null,
) => ({
  id,
  label: `${colour} / ${size}`,
  attributes: { Colour: colour, Size: size },
  price: 6500,
  available,
  soldOut: available === 0,
  photo: photo ? { url: photo } : null,
});
const hoodie: Product = {
  id: "11111111-1111-4111-8111-111111111111",
  name: "Club Hoodie",
  description: "Heavyweight cotton.",
  hasInventory: true,
  allowBackorders: false,
  categories: [],
  price: 6500,
  photos: [],
  attributes: [
    { name: "Colour", options: ["Navy", "Green"] },
    { name: "Size", options: ["S", "M"] },
  ],
  variants: [
    variant("22222222-2222-4222-8222-222222222222", "Navy", "S", 0),
    variant("33333333-3333-4333-8333-333333333333", "Navy", "M", 2),
    variant("44444444-4444-4444-8444-444444444444", "Green", "S", 8),
  ],
  group: "product",
  type: "physical",
  minQty: 1,
  maxQty: null,
  available: 10,
  soldOut: false,
};

const emptyCart = {
  currency: "USD",
  discount_total: 0,
  total: 0,
  total_due: 0,
  total_items: 2,
  sub_total: 0,
  tax_total: 0,
  shipping: 0,
  handling_total: 0,
  postpay_total: 0,
  discount_items: [],
  items: { reservations: [], appointments: [], tickets: [], products: [] },
};

describe("ProductDetail (spec-1 §3 Product, §5 quantity stepper)", { timeout: 20_000 }, () => {
  it("starts on a variant in stock, keeps sold-out values out of reach, bounds the quantity by what is left, and adds the choice", async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init?: RequestInit) => {
        if (init?.body) bodies.push(JSON.parse(String(init.body)));
        return jsonResponse(200, emptyCart);
      }),
    );
    renderPage(
      <CatalogueMessages>
        <ProductDetail product={hoodie} />
      </CatalogueMessages>,
      { route: "/p", path: "/p", account: testAccount() },
    );
    const user = userEvent.setup();
    expect(await screen.findByText("Only 2 left")).toBeVisible();
    // Navy M is chosen: Navy S is sold out, so S cannot be chosen with Navy.
    expect((screen.getByRole("radio", { name: "M" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("radio", { name: "S" }) as HTMLInputElement).disabled).toBe(true);
    const more = screen.getByRole("button", { name: "Increase quantity" });
    await user.click(more);
    expect((more as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole("button", { name: "Add to Cart" }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      items: [{ product_id: hoodie.id, variant_id: "33333333-3333-4333-8333-333333333333", quantity: 2 }],
    });
  });

  it("shows the chosen variant's own photo first, and the product's when the choice has none (issue 24, item 9)", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(200, emptyCart)),
    );
    const colours: Product = {
      ...hoodie,
      photos: [{ url: "/media/demo/hoodie.webp" }],
      variants: [
        variant("22222222-2222-4222-8222-222222222222", "Navy", "S", 3, "/media/demo/hoodie-navy.webp"),
        variant("33333333-3333-4333-8333-333333333333", "Navy", "M", 2, "/media/demo/hoodie-navy.webp"),
        variant("44444444-4444-4444-8444-444444444444", "Green", "S", 8, "/media/demo/hoodie-green.webp"),
        variant("55555555-5555-4555-8555-555555555555", "Green", "M", 8),
      ],
    };
    renderPage(
      <CatalogueMessages>
        <ProductDetail product={colours} />
      </CatalogueMessages>,
      { route: "/p", path: "/p", account: testAccount() },
    );
    const user = userEvent.setup();
    const main = async (name: string) =>
      (await screen.findAllByRole<HTMLImageElement>("img", { name }))[0]?.getAttribute("src");
    expect(await main("Club Hoodie, Navy / S")).toBe("/media/demo/hoodie-navy.webp");
    const choose = (name: string) =>
      user.click(screen.getByRole("radio", { name }).closest("label") as HTMLElement);
    await choose("Green");
    expect(await main("Club Hoodie, Green / S")).toBe("/media/demo/hoodie-green.webp");
    expect(screen.queryByRole("img", { name: "Club Hoodie, Navy / S" })).toBeNull();
    // Green M has no photo of its own: the product's photos are shown.
    await choose("M");
    expect(await main("Club Hoodie, photo 1")).toBe("/media/demo/hoodie.webp");
    expect(screen.queryByRole("img", { name: /Green/ })).toBeNull();
  });
});
