/**
 * The demo directories: Harbor Club's eight businesses (the marina, the pro shop, the spa, two
 * restaurants open past midnight, partner hotels) and Club Sierra's, in Spanish. Hours are read
 * in each location's own zone; one Harbor partner hotel is in another zone on purpose.
 */

import type { TenantScope } from "../../db/tenant-scope.ts";
import { DEMO } from "../../demo/demo-ids.ts";
import type { DemoSeed } from "../../demo/demo-seed.ts";
import { demoId } from "../../demo/demo-seed.ts";
import { directoryBusinesses, directoryCategories, directoryContacts, directoryLocations } from "./tables.ts";

/** Ids other features' tests may refer to. */
export const DEMO_DIRECTORY = {
  harborGrill: demoId("directory:harbor:harbor-grill"),
  marina: demoId("directory:harbor:marina"),
  sierraBistro: demoId("directory:sierra:bistro"),
} as const;

const EVERY_DAY = (text: string) => ({
  sunday: text,
  monday: text,
  tuesday: text,
  wednesday: text,
  thursday: text,
  friday: text,
  saturday: text,
});
const WEEKDAYS_ONLY = (text: string) => ({
  monday: text,
  tuesday: text,
  wednesday: text,
  thursday: text,
  friday: text,
});

interface DemoBusiness {
  key: string;
  category: string;
  name: string;
  slogan: string;
  brief: string;
  about: string;
  phoneNumber: string;
  email: string;
  website?: string;
  products?: string[];
  location: {
    address: string;
    latitude: number;
    longitude: number;
    hours: Record<string, string>;
    timeZone: string;
  };
  contact: { names: string; phones: string[]; email: string };
}

const HARBOR: DemoBusiness[] = [
  {
    key: "marina",
    category: "Marina & Boating",
    name: "Harbor Marina",
    slogan: "Your berth on the bay",
    brief: "Slips, moorings, fuel dock and the launch service.",
    about: "Two hundred slips for members' boats, a fuel dock and a launch service to the moorings.",
    phoneNumber: "(617) 555-0110",
    email: "marina@harbor.example",
    website: "https://harbor.example/marina",
    products: ["Transient slip", "Launch pass"],
    location: {
      address: "1 Harbor Way, Boston, MA 02210",
      latitude: 42.3493,
      longitude: -71.0394,
      hours: EVERY_DAY("7:00 AM - 8:00 PM"),
      timeZone: "America/New_York",
    },
    contact: {
      names: "Tom Keel, Harbormaster",
      phones: ["(617) 555-0111"],
      email: "harbormaster@harbor.example",
    },
  },
  {
    key: "pro-shop",
    category: "Shops",
    name: "The Pro Shop",
    slogan: "Gear for the water and the greens",
    brief: "Sailing kit, club apparel and repairs.",
    about: "Foul-weather gear, club apparel and a rigging repair service.",
    phoneNumber: "(617) 555-0120",
    email: "proshop@harbor.example",
    products: ["Club burgee", "Foul-weather jacket"],
    location: {
      address: "3 Harbor Way, Boston, MA 02210",
      latitude: 42.3495,
      longitude: -71.0391,
      hours: { ...WEEKDAYS_ONLY("9:00 AM - 6:00 PM"), saturday: "10:00 AM - 4:00 PM" },
      timeZone: "America/New_York",
    },
    contact: { names: "Rita Sails", phones: ["(617) 555-0121"], email: "rita@harbor.example" },
  },
  {
    key: "spa",
    category: "Wellness",
    name: "Tidewater Spa",
    slogan: "Unwind by the water",
    brief: "Massage, facials and the thermal suite.",
    about: "Six treatment rooms, a thermal suite and a relaxation deck over the harbor.",
    phoneNumber: "(617) 555-0130",
    email: "spa@harbor.example",
    location: {
      address: "5 Harbor Way, Boston, MA 02210",
      latitude: 42.3498,
      longitude: -71.0389,
      hours: EVERY_DAY("8:00 AM - 9:00 PM"),
      timeZone: "America/New_York",
    },
    contact: { names: "Ana Calm", phones: ["(617) 555-0131"], email: "ana@harbor.example" },
  },
  {
    key: "harbor-grill",
    category: "Dining",
    name: "The Harbor Grill",
    slogan: "Late suppers on the waterfront",
    brief: "Seafood and steaks, served until two at the weekend.",
    about:
      "The club's grill room: raw bar, grilled fish and steaks, and a late kitchen on Friday and Saturday.",
    phoneNumber: "(617) 555-0140",
    email: "grill@harbor.example",
    products: ["Raw bar", "Chef's tasting menu"],
    location: {
      address: "7 Harbor Way, Boston, MA 02210",
      latitude: 42.3501,
      longitude: -71.0386,
      hours: {
        tuesday: "5:00 PM - 11:00 PM",
        wednesday: "5:00 PM - 11:00 PM",
        thursday: "5:00 PM - 11:00 PM",
        friday: "5:00 PM - 2:00 AM",
        saturday: "5:00 PM - 2:00 AM",
        sunday: "11:00 AM - 9:00 PM",
      },
      timeZone: "America/New_York",
    },
    contact: { names: "Marco Flint, Maître d'", phones: ["(617) 555-0141"], email: "marco@harbor.example" },
  },
  {
    key: "night-heron",
    category: "Dining",
    name: "Night Heron Bar",
    slogan: "Cocktails under the stars",
    brief: "The rooftop bar: small plates and music until one.",
    about: "Rooftop cocktails and small plates, open late every night.",
    phoneNumber: "(617) 555-0150",
    email: "heron@harbor.example",
    location: {
      address: "7 Harbor Way, Rooftop, Boston, MA 02210",
      latitude: 42.3501,
      longitude: -71.0386,
      hours: EVERY_DAY("6:00 PM - 1:00 AM"),
      timeZone: "America/New_York",
    },
    contact: { names: "June Bell", phones: ["(617) 555-0151"], email: "june@harbor.example" },
  },
  {
    key: "seaport-hotel",
    category: "Partner Hotels",
    name: "Seaport Hotel",
    slogan: "Members stay for less",
    brief: "Partner rates for members and their guests.",
    about: "Fifteen percent off the best rate for members, with late check-out.",
    phoneNumber: "(617) 555-0160",
    email: "stay@seaport.example",
    website: "https://seaport.example",
    location: {
      address: "200 Seaport Blvd, Boston, MA 02210",
      latitude: 42.3516,
      longitude: -71.0432,
      hours: EVERY_DAY("12:00 AM - 11:59 PM"),
      timeZone: "America/New_York",
    },
    contact: { names: "Front desk", phones: ["(617) 555-0161"], email: "desk@seaport.example" },
  },
  {
    key: "harbor-inn-bermuda",
    category: "Partner Hotels",
    name: "Harbour Inn Bermuda",
    slogan: "A reciprocal club's harbour",
    brief: "Moorings and rooms for visiting members.",
    about: "Our reciprocal partner in Hamilton: moorings, rooms and the club bar.",
    phoneNumber: "+1 441 555 0170",
    email: "stay@harbourinn.example",
    location: {
      address: "Front Street, Hamilton HM 12, Bermuda",
      latitude: 32.2915,
      longitude: -64.7829,
      hours: EVERY_DAY("8:00 AM - 10:00 PM"),
      timeZone: "Atlantic/Bermuda",
    },
    contact: { names: "Reservations", phones: ["+1 441 555 0171"], email: "reservations@harbourinn.example" },
  },
  {
    key: "sailing-school",
    category: "Marina & Boating",
    name: "Harbor Sailing School",
    slogan: "Learn the ropes",
    brief: "Lessons for juniors and adults, April to October.",
    about: "Dinghy and keelboat courses for every age.",
    phoneNumber: "(617) 555-0180",
    email: "school@harbor.example",
    location: {
      address: "1 Harbor Way, Dock C, Boston, MA 02210",
      latitude: 42.349,
      longitude: -71.0397,
      hours: { ...WEEKDAYS_ONLY("3:00 PM - 7:00 PM"), saturday: "9:00 AM - 5:00 PM" },
      timeZone: "America/New_York",
    },
    contact: { names: "Cap. Lee Bowline", phones: ["(617) 555-0181"], email: "lee@harbor.example" },
  },
];

const SIERRA: DemoBusiness[] = [
  {
    key: "bistro",
    category: "Restaurantes",
    name: "Bistró de la Sierra",
    slogan: "Cocina de montaña",
    brief: "Cocina de temporada, abierta hasta la madrugada los fines de semana.",
    about: "Producto local y vinos de la sierra.",
    phoneNumber: "+34 910 555 010",
    email: "bistro@sierra.example",
    location: {
      address: "Calle Mayor 1, 28001 Madrid",
      latitude: 40.4168,
      longitude: -3.7038,
      hours: { ...WEEKDAYS_ONLY("1:00 PM - 11:30 PM"), saturday: "1:00 PM - 2:00 AM" },
      timeZone: "Europe/Madrid",
    },
    contact: { names: "Lucía Robles", phones: ["+34 910 555 011"], email: "lucia@sierra.example" },
  },
  {
    key: "tienda",
    category: "Tiendas",
    name: "Tienda del Club",
    slogan: "Todo para la montaña",
    brief: "Material de esquí y ropa del club.",
    about: "Alquiler y venta de material de esquí.",
    phoneNumber: "+34 910 555 020",
    email: "tienda@sierra.example",
    location: {
      address: "Calle Mayor 3, 28001 Madrid",
      latitude: 40.417,
      longitude: -3.7035,
      hours: EVERY_DAY("10:00 - 20:00"),
      timeZone: "Europe/Madrid",
    },
    contact: { names: "Pablo Nieve", phones: ["+34 910 555 021"], email: "pablo@sierra.example" },
  },
];

async function seedClub(scope: TenantScope, club: string, businesses: DemoBusiness[]) {
  const categories = [...new Set(businesses.map((business) => business.category))];
  const categoryIds = new Map(categories.map((name) => [name, demoId(`directory-category:${club}:${name}`)]));
  await scope
    .insert(directoryCategories)
    .values(categories.map((name, position) => ({ id: categoryIds.get(name) as string, name, position })));
  for (const business of businesses) {
    const id = demoId(`directory:${club}:${business.key}`);
    await scope.insert(directoryBusinesses).values({
      id,
      categoryId: categoryIds.get(business.category) ?? null,
      name: business.name,
      slogan: business.slogan,
      brief: business.brief,
      about: business.about,
      phoneNumber: business.phoneNumber,
      email: business.email,
      website: business.website ?? null,
      products: business.products ?? [],
    });
    await scope
      .insert(directoryLocations)
      .values({ businessId: id, name: business.name, ...business.location });
    await scope.insert(directoryContacts).values({ businessId: id, primary: true, ...business.contact });
  }
}

export const directoryDemoSeed: DemoSeed = {
  async run({ scopeFor }) {
    await seedClub(scopeFor(DEMO.harbor.companyId), "harbor", HARBOR);
    await seedClub(scopeFor(DEMO.sierra.companyId), "sierra", SIERRA);
  },
};
