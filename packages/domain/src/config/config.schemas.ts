/**
 * Tenancy and portal configuration (spec-1 §3: Company, Domain, Portal config, Intl, Props,
 * Slogan, Page config, Theme tokens; spec-2 §1 navigation). A stored config may be partial;
 * parsing it fills in the spec's defaults, so every reader sees a complete config.
 */
import { z } from "zod";
import { FIELD_MESSAGES } from "../common/field-messages.ts";
import { isColor } from "../common/rules.ts";

export const PLANS = ["Lounge", "Plus"] as const;
export const planSchema = z.enum(PLANS);
export type Plan = z.infer<typeof planSchema>;

export const LANGUAGES = ["en", "es"] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;

export const colorSchema = z.string().refine(isColor, { message: FIELD_MESSAGES.color_invalid });

const messagesSchema = z.record(z.string(), z.string());

export const intlSchema = z.object({
  rtl: z.boolean().default(false),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, FIELD_MESSAGES.currency_invalid)
    .default("USD"),
  locale: z.string().min(2).default("en-us"),
  timezone: z.string().min(1).default("UTC"),
  /** Club-specific overrides of catalogue messages, per language. */
  messages: z
    .object({ en: messagesSchema.default({}), es: messagesSchema.default({}) })
    .default({ en: {}, es: {} }),
});
export type Intl = z.infer<typeof intlSchema>;

export const sloganSchema = z.object({
  title: z.string(),
  subtitle: z.string().default(""),
  image: z.string().default(""),
  mobile: z.string().optional(),
  /** The slide in other languages, shown when the member switches to one (issue 24). */
  translations: z
    .partialRecord(languageSchema, z.object({ title: z.string(), subtitle: z.string().default("") }))
    .optional(),
});
export type Slogan = z.infer<typeof sloganSchema>;

/** The main navigation items of spec-2 §1, identified by key. */
export const NAVIGATION_KEYS = [
  "my-club",
  "dining",
  "events",
  "spa-wellness",
  "appointments",
  "rooms",
  "directory",
  "messages",
  "guest-pass",
  "club-benefits",
] as const;
export const navigationKeySchema = z.enum(NAVIGATION_KEYS);
export type NavigationKey = z.infer<typeof navigationKeySchema>;

export const navigationItemSchema = z.object({
  key: navigationKeySchema,
  /** A club's own name for the item; the catalogue's name when absent. */
  label: z.string().optional(),
  /** Base path override; the route table's path when absent. */
  path: z.string().startsWith("/").optional(),
  enabled: z.boolean().default(true),
  /** Shown in the side menu (an enabled page may still be reachable only by link). */
  navigation: z.boolean().default(true),
  membersOnly: z.boolean().default(false),
});
export type NavigationItem = z.infer<typeof navigationItemSchema>;

/** spec-1 §3 Page config: a route-table page by uri, possibly moved, disabled or members-only. */
export const pageConfigSchema = z.object({
  uri: z.string().min(1),
  path: z.string().startsWith("/").optional(),
  enabled: z.boolean().default(true),
  membersOnly: z.boolean().default(false),
});
export type PageConfig = z.infer<typeof pageConfigSchema>;

export const faqEntrySchema = z.object({ id: z.string().min(1), question: z.string(), answer: z.string() });

export const propsSchema = z.object({
  layout: z.object({ pageWidth: z.number().int().positive().default(1320) }).default({ pageWidth: 1320 }),
  navigation: z.array(navigationItemSchema).default([]),
  sider: z
    .object({
      width: z.number().int().positive().default(280),
      collapsed: z.number().int().positive().default(112),
    })
    .default({ width: 280, collapsed: 112 }),
  footer: z.object({ text: z.string().default("") }).default({ text: "" }),
  colors: z.record(z.string(), colorSchema).default({}),
  logo: z
    .object({
      url: z.string().default(""),
      /** The logo drawn for dark backgrounds (the slogan panel), when it differs. */
      dark: z.string().optional(),
      alt: z.string().optional(),
    })
    .default({ url: "" }),
  social: z.array(z.object({ network: z.string(), url: z.string() })).default([]),
  slogans: z.array(sloganSchema).default([]),
  fonts: z
    .object({
      body: z.string().optional(),
      heading: z.string().optional(),
      urls: z.array(z.string()).default([]),
    })
    .default({ urls: [] }),
  assets: z.record(z.string(), z.string()).default({}),
  /** Content pages: legal texts and the FAQ, per language where the club gives both. */
  sections: z
    .object({
      privacy: z.string().default(""),
      terms: z.string().default(""),
      cookie: z.string().default(""),
      faq: z.array(faqEntrySchema).default([]),
    })
    .default({ privacy: "", terms: "", cookie: "", faq: [] }),
  favicon: z.string().default(""),
});
export type Props = z.infer<typeof propsSchema>;

export const BREAKPOINTS = { xs: 375, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1600, xxxl: 1920 } as const;

/** spec-1 §3 and §9 defaults. */
export const themeSchema = z.object({
  colorPrimary: colorSchema.default("#57806e"),
  colorText: colorSchema.default("#1f2a24"),
  colorBackground: colorSchema.default("#f6f7f5"),
  colorSider: colorSchema.default("#ffffff"),
  colorHeader: colorSchema.default("#ffffff"),
  cardRadius: z.number().int().min(0).max(48).default(4),
  fontFamily: z.string().default("Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"),
  headingFontFamily: z.string().optional(),
  controlHeight: z.number().int().min(24).max(72).default(48),
  drawerPadding: z.number().int().min(0).default(40),
  notificationWidth: z.number().int().positive().default(420),
  breakpoints: z
    .object({
      xs: z.number().int().default(BREAKPOINTS.xs),
      sm: z.number().int().default(BREAKPOINTS.sm),
      md: z.number().int().default(BREAKPOINTS.md),
      lg: z.number().int().default(BREAKPOINTS.lg),
      xl: z.number().int().default(BREAKPOINTS.xl),
      xxl: z.number().int().default(BREAKPOINTS.xxl),
      xxxl: z.number().int().default(BREAKPOINTS.xxxl),
    })
    .default(BREAKPOINTS),
  /** Any further design tokens a club sets (antd token names), passed to the theme as is. */
  tokens: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
});
export type Theme = z.infer<typeof themeSchema>;

/** spec-1 §6 feature flags from the club settings. */
export const settingsSchema = z.object({
  nomination: z.boolean().default(false),
  personalDetails: z.boolean().default(false),
  contact: z.boolean().default(false),
  guestPass: z.boolean().default(false),
  registration: z.boolean().default(true),
  sms: z.boolean().default(false),
  editPrimaryInfo: z.boolean().default(true),
  guestDirectory: z.boolean().default(false),
  globalNetworks: z.boolean().default(false),
  /** Food and drinks may be brought to a table (issue 24); pickup is always offered. */
  diningTable: z.boolean().default(false),
  /** Food and drinks may be brought to a boat's slip (a marina club). */
  diningSlip: z.boolean().default(false),
});
export type Settings = z.infer<typeof settingsSchema>;

export const processorSchema = z.object({
  id: z.string(),
  name: z.string(),
  uri: z.string().default(""),
  key: z.string().default(""),
  cardsAccepted: z.array(z.string()).default([]),
  acceptAch: z.boolean().default(false),
  default: z.boolean().default(false),
  integration: z.string().default("sandbox"),
});
export type Processor = z.infer<typeof processorSchema>;

/** The editable part of a domain's portal config: what staff PATCH and what /config answers. */
export const portalConfigInputSchema = z.object({
  environment: z.string().default("Production"),
  debug: z.boolean().default(false),
  plan: planSchema.default("Lounge"),
  analytics: z.record(z.string(), z.string()).default({}),
  pages: z.array(pageConfigSchema).default([]),
  props: propsSchema.default(propsSchema.parse({})),
  theme: themeSchema.default(themeSchema.parse({})),
  intl: intlSchema.default(intlSchema.parse({})),
  features: z.record(z.string(), z.boolean()).default({}),
  settings: settingsSchema.default(settingsSchema.parse({})),
  processorId: z.string().nullable().default(null),
  processors: z.array(processorSchema).default([]),
});
export type PortalConfigInput = z.input<typeof portalConfigInputSchema>;
export type PortalConfigSettings = z.infer<typeof portalConfigInputSchema>;

export const companySchema = z.object({
  id: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  iconUrl: z.string().nullable(),
  biography: z.string().nullable(),
  website: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  country: z.string().nullable(),
  timezone: z.string(),
  timezoneOffset: z.number(),
  backgroundColor: z.string().nullable(),
  fullAddress: z.string(),
});
export type Company = z.infer<typeof companySchema>;

export const globalNetworkSchema = z.object({
  id: z.string(),
  name: z.string(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  iconUrl: z.string().nullable(),
  logoUrl: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  zipCode: z.string().nullable(),
  version: z.string(),
  portal: z.object({ url: z.string(), version: z.string() }),
});
export type GlobalNetwork = z.infer<typeof globalNetworkSchema>;

export const mobileAppSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  name: z.string(),
  status: z.string(),
  package: z.string(),
  versionCode: z.number().int(),
  domainId: z.string().nullable(),
  credentialsId: z.string().nullable(),
  config: z.object({
    appId: z.string().optional(),
    slug: z.string().optional(),
    iconColor: z.string().optional(),
    splashColor: z.string().optional(),
    iphoneScreenshots: z.array(z.string()).default([]),
    ipadScreenshots: z.array(z.string()).default([]),
  }),
});
export type MobileApp = z.infer<typeof mobileAppSchema>;

/** GET /config: the portal config plus company (spec-1 §7). */
export const portalConfigSchema = portalConfigInputSchema.extend({
  id: z.string(),
  domainId: z.string(),
  companyId: z.string(),
  domainName: z.string(),
  token: z.string(),
  key: z.string(),
  globalNetwork: z.object({ id: z.string(), name: z.string() }).nullable(),
  company: companySchema,
  /** The app-store id when the club has a native app; drives the app banner meta tag. */
  mobileApp: z.object({ appId: z.string(), name: z.string() }).nullable(),
});
export type PortalConfig = z.infer<typeof portalConfigSchema>;

export const domainSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  name: z.string(),
  type: z.string(),
  externalEmailId: z.string().nullable(),
  externalDomainId: z.string().nullable(),
  externalSslId: z.string().nullable(),
  sslRegistered: z.boolean(),
  emailAuthenticated: z.boolean(),
  registered: z.boolean(),
  settings: z.record(z.string(), z.unknown()),
  config: portalConfigInputSchema,
  referenceType: z.string().nullable(),
  referenceId: z.string().nullable(),
  allowSsl: z.boolean(),
  fullUrl: z.string(),
  default: z.boolean(),
  passwordProtected: z.boolean(),
  pageStyleId: z.string().nullable(),
  paymentProcessorId: z.string().nullable(),
  authenticatedPageStyleId: z.string().nullable(),
  memberPageStyleId: z.string().nullable(),
  environment: z.string(),
  /** The spec's portal version (4), not the config's: that is `configVersion`. */
  version: z.number().int(),
  /** The config's version, one more with each save: a save sends the one it edited. */
  configVersion: z.number().int(),
});
export type Domain = z.infer<typeof domainSchema>;

export const languageOf = (locale: string): Language => (locale.toLowerCase().startsWith("es") ? "es" : "en");
