/**
 * The demo catalogue: Harbor Club's shop (variants, counted stock, one product with only a few
 * units, one without inventory, one allowing backorders) and dining menu with photos and
 * categories; Club Sierra's smaller shop in euros.
 */
import type { TenantScope } from "../../db/tenant-scope.ts";
import { DEMO, DEMO_CATALOGUE } from "../../demo/demo-ids.ts";
import { type DemoSeed, demoId } from "../../demo/demo-seed.ts";
import {
  catalogueCategories,
  cataloguePhotos,
  catalogueProductCategories,
  catalogueProducts,
  catalogueVariants,
  type VariantAttribute,
} from "./tables.ts";

/** A demo photo, drawn and encoded by scripts/demo-photos/draw.mjs. */
const photo = (name: string) => `/media/demo/${name}.webp`;

interface DemoProduct {
  id: string;
  name: string;
  description: string;
  type?: "physical" | "fandb";
  group?: string;
  priceCents: number;
  weightGrams?: number;
  hasInventory?: boolean;
  allowBackorders?: boolean;
  onHand?: number;
  maxQty?: number;
  photos: string[];
  categories: string[];
  variants?: {
    id?: string;
    attributes: VariantAttribute[];
    onHand: number;
    priceCents?: number;
    /** The variant's own photo (a demo photo's name). */
    photo?: string;
  }[];
}

async function seedProducts(scope: TenantScope, products: DemoProduct[]) {
  for (const [position, product] of products.entries()) {
    const { photos, categories, variants, ...values } = product;
    await scope.insert(catalogueProducts).values({ ...values, position });
    if (photos.length > 0)
      await scope
        .insert(cataloguePhotos)
        .values(photos.map((name, index) => ({ productId: product.id, url: photo(name), position: index })));
    if (categories.length > 0)
      await scope
        .insert(catalogueProductCategories)
        .values(categories.map((categoryId) => ({ productId: product.id, categoryId })));
    if (variants?.length)
      await scope.insert(catalogueVariants).values(
        variants.map((variant, index) => ({
          id: variant.id ?? demoId(`variant:${product.id}:${index}`),
          productId: product.id,
          attributes: variant.attributes,
          onHand: variant.onHand,
          priceCents: variant.priceCents ?? null,
          photoUrl: variant.photo ? photo(variant.photo) : null,
          position: index,
        })),
      );
  }
}

const sizes = (names: string[], onHand: number) =>
  names.map((size) => ({ attributes: [{ name: "Size", value: size }], onHand }));

const H = DEMO_CATALOGUE.harbor;
const category = (key: string) => demoId(`category:harbor:${key}`);

async function seedHarbor(scope: TenantScope) {
  await scope.insert(catalogueCategories).values([
    { id: H.apparel, name: "Apparel", description: "Wear the club's colours.", order: 1, featured: true },
    { id: H.hoodies, name: "Hoodies & Polos", parentId: H.apparel, order: 1 },
    { id: category("headwear"), name: "Headwear", parentId: H.apparel, order: 2 },
    {
      id: category("accessories"),
      name: "Accessories",
      description: "For the boat and the home.",
      order: 2,
      featured: true,
    },
    { id: category("starters"), name: "Starters", type: "fandb", group: "dining", order: 1 },
    { id: H.dinner, name: "Mains", type: "fandb", group: "dining", order: 2, featured: true },
    { id: category("drinks"), name: "Drinks", type: "fandb", group: "dining", order: 3 },
    { id: category("desserts"), name: "Desserts", type: "fandb", group: "dining", order: 4 },
  ]);
  const hoodieVariants = ["Navy", "Green"].flatMap((colour) =>
    ["S", "M", "L"].map((size) => ({
      ...(colour === "Navy" && size === "M" ? { id: H.hoodieNavyM } : {}),
      attributes: [
        { name: "Colour", value: colour },
        { name: "Size", value: size },
      ],
      onHand: colour === "Navy" && size === "M" ? 4 : 8,
      // Each colour has its own photo, shown when the member picks it (issue 24 item 9).
      photo: colour === "Navy" ? "shop-hoodie-1" : "shop-hoodie-2",
    })),
  );
  await seedProducts(scope, [
    {
      id: H.hoodie,
      name: "Club Hoodie",
      description: "Heavyweight cotton hoodie with the Harbor Club burgee embroidered on the chest.",
      priceCents: 6500,
      weightGrams: 700,
      hasInventory: true,
      photos: ["shop-hoodie-1", "shop-hoodie-2"],
      categories: [H.hoodies],
      variants: hoodieVariants,
    },
    {
      id: H.polo,
      name: "Regatta Polo",
      description: "Breathable piqué polo for race days.",
      priceCents: 4800,
      weightGrams: 300,
      hasInventory: true,
      photos: ["shop-polo"],
      categories: [H.hoodies],
      variants: [
        ...sizes(["S", "M", "L"], 10),
        { attributes: [{ name: "Size", value: "XL" }], onHand: 6, priceCents: 5200 },
      ],
    },
    {
      id: H.cap,
      name: "Harbor Cap",
      description: "Washed cotton cap with an adjustable strap.",
      priceCents: 2500,
      weightGrams: 150,
      hasInventory: true,
      onHand: 40,
      photos: ["shop-cap"],
      categories: [category("headwear")],
    },
    {
      id: H.lastUnits,
      name: "Club Burgee",
      description: "The club's own flag, hand-finished. Only a few left this season.",
      priceCents: 3500,
      weightGrams: 200,
      hasInventory: true,
      onHand: DEMO_CATALOGUE.lastUnitsOnHand,
      maxQty: 2,
      photos: ["shop-burgee"],
      categories: [category("accessories")],
    },
    {
      id: H.mug,
      name: "Harbor Mug",
      description: "Stoneware mug. More on order: backorders welcome.",
      priceCents: 1400,
      weightGrams: 450,
      hasInventory: true,
      allowBackorders: true,
      onHand: 5,
      photos: ["shop-mug"],
      categories: [category("accessories")],
    },
    {
      id: H.tote,
      name: "Canvas Tote",
      description: "Sturdy canvas tote, made to order.",
      priceCents: 1800,
      weightGrams: 400,
      photos: ["shop-tote"],
      categories: [category("accessories")],
    },
    ...[
      {
        key: "chowder",
        name: "Clam Chowder",
        description: "New England style, with oyster crackers.",
        priceCents: 1100,
        photos: ["dining-chowder"],
        categories: [category("starters")],
      },
      {
        key: "salad",
        name: "Garden Salad",
        description: "Greens from the island farm, lemon vinaigrette.",
        priceCents: 1200,
        photos: ["dining-salad"],
        categories: [category("starters")],
      },
      {
        key: "lemonade",
        name: "Fresh Lemonade",
        description: "Squeezed to order.",
        priceCents: 500,
        photos: ["dining-lemonade"],
        categories: [category("drinks")],
      },
      {
        key: "tart",
        name: "Berry Tart",
        description: "Seasonal berries, almond cream.",
        priceCents: 900,
        photos: ["dining-tart"],
        categories: [category("desserts")],
      },
    ].map(({ key, ...item }) => ({
      ...item,
      id: demoId(`product:harbor:${key}`),
      type: "fandb" as const,
      group: "dining",
      maxQty: 10,
    })),
    {
      id: H.burger,
      name: "Harbor Burger",
      description: "Dry-aged beef, aged cheddar, onion jam, brioche bun, hand-cut fries.",
      type: "fandb",
      group: "dining",
      priceCents: 1900,
      maxQty: 10,
      photos: ["dining-burger-1", "dining-burger-2"],
      categories: [H.dinner],
    },
  ]);
}

async function seedSierra(scope: TenantScope) {
  const ropa = demoId("category:sierra:ropa");
  await scope
    .insert(catalogueCategories)
    .values([{ id: ropa, name: "Ropa", description: "La ropa del club.", order: 1, featured: true }]);
  await seedProducts(scope, [
    {
      id: DEMO_CATALOGUE.sierra.camiseta,
      name: "Camiseta del club",
      description: "Algodón orgánico con el escudo del club.",
      priceCents: 2500,
      weightGrams: 200,
      hasInventory: true,
      photos: ["sierra-camiseta"],
      categories: [ropa],
      variants: sizes(["S", "M", "L"], 5),
    },
    {
      id: DEMO_CATALOGUE.sierra.gorra,
      name: "Gorra de montaña",
      description: "Gorra ligera para las rutas.",
      priceCents: 1800,
      weightGrams: 120,
      hasInventory: true,
      onHand: 10,
      photos: ["sierra-gorra"],
      categories: [ropa],
    },
  ]);
}

export const catalogueDemoSeed: DemoSeed = {
  async run({ scopeFor }) {
    await seedHarbor(scopeFor(DEMO.harbor.companyId));
    await seedSierra(scopeFor(DEMO.sierra.companyId));
  },
};
