/**
 * Demo tenancy: two clubs in one global network with distinct themes, slogans, plans and
 * languages (DESIGN §6). Harbor Club is the default domain for localhost and shows the whole
 * product (Plus, every navigation item); Club Sierra is the Lounge example.
 */
import type { PortalConfigInput } from "@crest/domain";
import { DEMO } from "../../demo/demo-ids.ts";
import { type DemoSeed, demoId } from "../../demo/demo-seed.ts";
import { companies, domains, globalNetworks, mobileApps } from "./tables.ts";

const media = (file: string) => `/media/demo/${file}`;

const harborConfig: PortalConfigInput = {
  plan: "Plus",
  debug: true,
  intl: { locale: "en-us", currency: "USD", timezone: "America/New_York", rtl: false },
  theme: { colorPrimary: "#2f5d50", colorSider: "#ffffff", cardRadius: 6 },
  props: {
    logo: { url: media("harbor-logo.svg"), dark: media("harbor-logo-light.svg"), alt: "Harbor Club" },
    favicon: media("harbor-icon.svg"),
    slogans: [
      {
        title: "Welcome aboard",
        subtitle: "Your club, your table, your evenings by the water.",
        image: media("harbor-slogan-1.svg"),
        translations: {
          es: { title: "Bienvenido a bordo", subtitle: "Su club, su mesa, sus noches junto al agua." },
        },
      },
      {
        title: "Every season at the harbor",
        subtitle: "Dining, events and the marina, booked from your phone.",
        image: media("harbor-slogan-2.svg"),
        translations: {
          es: {
            title: "Cada temporada en el puerto",
            subtitle: "Restaurante, eventos y la marina, reservados desde su teléfono.",
          },
        },
      },
      {
        title: "Bring a guest",
        subtitle: "Share passes and perks with the people you sail with.",
        image: media("harbor-slogan-3.svg"),
        translations: {
          es: {
            title: "Traiga un invitado",
            subtitle: "Comparta pases y ventajas con quienes navegan con usted.",
          },
        },
      },
    ],
    navigation: [
      { key: "my-club" },
      { key: "dining" },
      { key: "events" },
      { key: "spa-wellness", membersOnly: true },
      { key: "appointments" },
      { key: "rooms" },
      { key: "directory", membersOnly: true },
      { key: "messages" },
      { key: "guest-pass" },
      { key: "club-benefits" },
    ],
    footer: { text: "Harbor Club · 1 Wharf Road, Newport, RI" },
    sections: {
      privacy:
        "Harbor Club keeps the personal details you give us (name, contact details, membership and booking history) to run your membership. We never sell them. You may ask for a copy or for their deletion at any time by writing to privacy@harbor.example.",
      terms:
        "Membership is personal and may not be transferred. Bookings may be cancelled up to 24 hours ahead unless stated otherwise. Guests must be accompanied by a member.",
      cookie: "We use one essential cookie to keep you signed in. We do not use advertising cookies.",
      faq: [
        {
          id: "guests",
          question: "Can I bring guests?",
          answer: "Yes. Each membership includes guest passes; find them under Guest List.",
        },
        {
          id: "dress-code",
          question: "Is there a dress code?",
          answer: "Smart casual in the dining room; swimwear only at the pool.",
        },
        {
          id: "parking",
          question: "Where do I park?",
          answer: "Members park free in the harbor lot; show your membership card at the gate.",
        },
      ],
    },
  },
  settings: {
    globalNetworks: true,
    guestPass: true,
    // The terrace serves tables and the marina delivers to boats (issue 24).
    diningTable: true,
    diningSlip: true,
    // Harbor texts its members (the SMS opt-in on the profile); Sierra does not.
    sms: true,
    registration: true,
    nomination: true,
    personalDetails: true,
  },
  // The sandbox processor (local test mode) for cards and typed-in bank accounts, and its
  // Plaid-like and GoCardless-like link flows (README "Sandbox processor").
  processorId: "harbor-sandbox",
  processors: [
    {
      id: "harbor-sandbox",
      name: "Sandbox",
      integration: "sandbox",
      key: "pk_sandbox_harbor",
      cardsAccepted: ["visa", "mastercard", "amex", "discover"],
      acceptAch: true,
      default: true,
    },
    { id: "harbor-plaid", name: "plaid", integration: "sandbox", acceptAch: true },
    { id: "harbor-gocardless", name: "gocardless", integration: "sandbox", acceptAch: true },
  ],
};

const sierraConfig: PortalConfigInput = {
  plan: "Lounge",
  debug: true,
  intl: { locale: "es-es", currency: "EUR", timezone: "Europe/Madrid", rtl: false },
  theme: { colorPrimary: "#7a2636", colorBackground: "#fbf7f4", cardRadius: 10 },
  props: {
    logo: { url: media("sierra-logo.svg"), dark: media("sierra-logo-light.svg"), alt: "Club Sierra" },
    favicon: media("sierra-icon.svg"),
    slogans: [
      {
        title: "Bienvenido a la sierra",
        subtitle: "Montaña, mesa y amigos, a un toque de distancia.",
        image: media("sierra-slogan-1.svg"),
      },
      {
        title: "Tu club, todo el año",
        subtitle: "Reserva, paga y comparte desde el móvil.",
        image: media("sierra-slogan-2.svg"),
      },
    ],
    navigation: [
      { key: "my-club" },
      { key: "events" },
      { key: "dining", label: "Restaurante" },
      { key: "spa-wellness", membersOnly: true },
      { key: "directory", membersOnly: true },
      { key: "club-benefits" },
      { key: "messages", enabled: false },
    ],
    footer: { text: "Club Sierra · Camino de la Sierra 12, Madrid" },
    sections: {
      privacy:
        "Club Sierra trata sus datos personales solo para gestionar su membresía. Puede solicitar una copia o su eliminación escribiendo a privacidad@sierra.example.",
      terms:
        "La membresía es personal e intransferible. Las reservas pueden cancelarse hasta 24 horas antes.",
      cookie: "Usamos una única cookie esencial para mantener su sesión iniciada.",
      faq: [
        {
          id: "horario",
          question: "¿Cuál es el horario del club?",
          answer: "Todos los días de 8:00 a 23:00.",
        },
      ],
    },
  },
  settings: { globalNetworks: true, registration: true },
  processorId: "sierra-sandbox",
  processors: [
    {
      id: "sierra-sandbox",
      name: "Sandbox",
      integration: "sandbox",
      key: "pk_sandbox_sierra",
      cardsAccepted: ["visa", "mastercard"],
      default: true,
    },
  ],
};

export const configDemoSeed: DemoSeed = {
  async run({ platformDb: db, scopeFor }) {
    await db.insert(globalNetworks).values({ id: DEMO.networkId, name: "Coastal & Sierra Clubs" });
    await db.insert(companies).values([
      {
        id: DEMO.harbor.companyId,
        name: "Harbor Club",
        logoUrl: media("harbor-logo.svg"),
        iconUrl: media("harbor-icon.svg"),
        biography: "A members' club on the water since 1921.",
        website: "https://harbor.example",
        email: "hello@harbor.example",
        phone: "+1 401 555 0100",
        address: "1 Wharf Road",
        city: "Newport",
        state: "RI",
        zipCode: "02840",
        country: "US",
        timezone: "America/New_York",
        backgroundColor: "#f3f6f4",
        globalNetworkId: DEMO.networkId,
      },
      {
        id: DEMO.sierra.companyId,
        name: "Club Sierra",
        logoUrl: media("sierra-logo.svg"),
        iconUrl: media("sierra-icon.svg"),
        biography: "Club de montaña y gastronomía en la sierra de Madrid.",
        website: "https://sierra.example",
        email: "hola@sierra.example",
        phone: "+34 910 000 000",
        address: "Camino de la Sierra 12",
        city: "Madrid",
        zipCode: "28001",
        country: "ES",
        timezone: "Europe/Madrid",
        backgroundColor: "#fbf7f4",
        globalNetworkId: DEMO.networkId,
      },
    ]);
    await scopeFor(DEMO.harbor.companyId).insert(domains).values({
      id: DEMO.harbor.domainId,
      name: DEMO.harbor.domain,
      isDefault: true,
      config: harborConfig,
      token: "demo-harbor-token",
    });
    await scopeFor(DEMO.sierra.companyId).insert(domains).values({
      id: DEMO.sierra.domainId,
      name: DEMO.sierra.domain,
      isDefault: true,
      config: sierraConfig,
      token: "demo-sierra-token",
    });
    await scopeFor(DEMO.harbor.companyId)
      .insert(mobileApps)
      .values({
        id: demoId("app:harbor"),
        name: "Harbor Club",
        status: "published",
        package: "example.harbor.club",
        versionCode: 12,
        domainId: DEMO.harbor.domainId,
        config: { appId: "1234567890", slug: "harbor-club", iconColor: "#2f5d50", splashColor: "#ffffff" },
      });
  },
};
