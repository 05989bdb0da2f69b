/**
 * The demo's content: Harbor Club's benefits (two tabs), an activity, two blog posts and a
 * page; Club Sierra's, in Spanish. Bodies are written already clean (the seed skips the
 * sanitiser, which staff input always goes through).
 */
import { DEMO } from "../../demo/demo-ids.ts";
import { type DemoSeed, demoId } from "../../demo/demo-seed.ts";
import { contentPages } from "./tables.ts";

export const DEMO_CONTENT = {
  reciprocalClubs: demoId("content:harbor:reciprocal-clubs"),
  regattaBlog: demoId("content:harbor:blog-regatta"),
  houseRules: demoId("content:harbor:house-rules"),
} as const;

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

export const contentDemoSeed: DemoSeed = {
  async run({ scopeFor }) {
    await scopeFor(DEMO.harbor.companyId)
      .insert(contentPages)
      .values([
        {
          kind: "benefit",
          tab: "dining",
          title: "Ten percent off at the Grill",
          summary: "Members save on every dinner at The Harbor Grill.",
          body: "<p>Show your membership card for <strong>10% off</strong> food and drink at The Harbor Grill, every night.</p>",
          membersOnly: true,
          publishOn: daysAgo(60),
        },
        {
          id: DEMO_CONTENT.reciprocalClubs,
          kind: "benefit",
          tab: "partners",
          title: "Reciprocal clubs",
          summary: "Moorings and rooms at our partner clubs.",
          body: "<p>Members are welcome at the <strong>Harbour Inn Bermuda</strong> and the <strong>Seaport Hotel</strong> at partner rates.</p><ul><li>Two free nights of moorings a season</li><li>Late check-out</li></ul>",
          membersOnly: true,
          publishOn: daysAgo(45),
        },
        {
          kind: "activity",
          title: "Junior sailing week",
          summary: "Five days on the water for sailors aged 8 to 15.",
          body: "<p>Dinghy sailing, knots and a treasure hunt by boat. Lunch at the club each day.</p>",
          publishOn: daysAgo(10),
        },
        {
          id: DEMO_CONTENT.regattaBlog,
          kind: "blog",
          title: "Summer Regatta: how the fleet fared",
          summary: "Thirty-two boats, a fresh southwesterly and a photo finish.",
          body: "<h2>Race day</h2><p>Thirty-two boats crossed the line in a fresh southwesterly. <em>Osprey</em> took line honours by a boat length.</p>",
          publishOn: daysAgo(5),
        },
        {
          kind: "blog",
          title: "New on the menu: the raw bar",
          summary: "Oysters from the bay, six nights a week.",
          body: "<p>The Grill's new raw bar serves oysters from the bay and a daily crudo.</p>",
          publishOn: daysAgo(15),
        },
        {
          id: DEMO_CONTENT.houseRules,
          kind: "page",
          title: "House rules",
          summary: null,
          body: "<h2>Dress code</h2><p>Smart casual in the Grill after 6 PM.</p><h2>Guests</h2><p>Members may bring up to four guests.</p>",
          publishOn: daysAgo(90),
        },
      ]);
    await scopeFor(DEMO.sierra.companyId)
      .insert(contentPages)
      .values([
        {
          kind: "benefit",
          tab: "restaurantes",
          title: "Descuento en el Bistró",
          summary: "Un 10 % de descuento para socios.",
          body: "<p>Presente su tarjeta de socio para obtener un <strong>10 % de descuento</strong> en el Bistró de la Sierra.</p>",
          membersOnly: true,
          publishOn: daysAgo(30),
        },
        {
          kind: "blog",
          title: "Empieza la temporada de esquí",
          summary: "Las pistas abren este fin de semana.",
          body: "<p>La temporada abre el sábado. Alquile su material en la Tienda del Club.</p>",
          publishOn: daysAgo(3),
        },
      ]);
  },
};
