/** Config and account fixtures for page tests: the spec's defaults plus what a test overrides. */

import {
  type Account,
  type NavigationItem,
  type PortalConfig,
  type PortalConfigInput,
  portalConfigSchema,
  type StaffLevel,
} from "@crest/domain";
import { vi } from "vitest";

export function testConfig(
  overrides: PortalConfigInput = {},
  company: Partial<PortalConfig["company"]> = {},
): PortalConfig {
  return portalConfigSchema.parse({
    ...overrides,
    id: "domain-1",
    domainId: "domain-1",
    companyId: "company-1",
    domainName: "club.test",
    token: "t",
    key: "k",
    globalNetwork: null,
    mobileApp: null,
    company: {
      id: "company-1",
      name: "Harbour Club",
      logoUrl: null,
      iconUrl: null,
      biography: null,
      website: "https://harbour.test",
      email: "hello@harbour.test",
      phone: "(401) 555-0100",
      address: "1 Quay Street",
      address2: null,
      city: "Newport",
      state: "RI",
      zipCode: "02840",
      country: "US",
      timezone: "America/New_York",
      timezoneOffset: -300,
      backgroundColor: null,
      fullAddress: "1 Quay Street, Newport, RI 02840",
      ...company,
    },
  });
}

export function testAccount(overrides: Partial<Account> = {}): Account {
  return {
    id: "customer-1",
    userId: "user-1",
    companyId: "company-1",
    email: "ada@example.com",
    pendingEmail: null,
    firstName: "Ada",
    middleName: null,
    lastName: "Lovelace",
    fullName: "Ada Lovelace",
    gender: "F",
    birthdate: "1990-05-01",
    companyName: null,
    companyTitle: null,
    address: "1 Main St",
    address2: null,
    address3: null,
    city: "Newport",
    state: "RI",
    zipCode: "02840",
    country: "US",
    mobile: null,
    phone: { countryCode: "+1", number: "4015550123", full: "+1 (401) 555-0123" },
    website: null,
    optInEmail: true,
    optInSms: false,
    private: false,
    profilePhoto: null,
    totalTouchpoints: 0,
    homeHouseId: null,
    isMember: true,
    houseAccountEnabled: false,
    emailVerified: true,
    flag: null,
    advanced: {},
    globalNetworks: [],
    ...overrides,
  };
}

/** A fetch answer as the server sends it: snake_case JSON. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** A ledger transaction as the API sends it (snake_case, amounts decimal): a house-account charge unless told. */
export function ledgerRowOnWire(overrides: Record<string, unknown> = {}) {
  return {
    id: "7d62e6da-49ef-4a87-90f1-b86c60649942",
    type: "charge",
    status: "invoiced",
    description: "",
    amount: 0,
    amount_due: 0,
    refunded_amount: 0,
    sub_total: 0,
    tax: 0,
    discount: 0,
    currency: "USD",
    payment_type: "houseAccount",
    brand: "",
    last_four: "",
    order_id: null,
    reference_id: null,
    linked_transaction_id: null,
    membership_card_id: null,
    period_start: null,
    period_end: null,
    data: [],
    created_on: "2026-11-26T12:00:00.000Z",
    paid_on: null,
    charged_on: "2026-11-26T12:00:00.000Z",
    due_date: null,
    invoice_id: null,
    order: null,
    ...overrides,
  };
}

/** The API error object of a 400 with field details (snake_case field names, as on the wire). */
export function fieldErrorBody(field: string, details: string) {
  return {
    code: "invalid_request",
    error: "invalid_request",
    title: "Invalid Request",
    error_message: "Invalid Request",
    error_description: "Check the highlighted fields.",
    error_details: [{ field, details }],
    request_id: "req-1",
  };
}

/** A main-navigation item as a club configures it: enabled, in the menu, open to all unless told. */
export const navigationItem = (
  key: NavigationItem["key"],
  extra: Partial<NavigationItem> = {},
): NavigationItem => ({
  key,
  enabled: true,
  navigation: true,
  membersOnly: false,
  ...extra,
});

/** The API's answer to a request that failed on the server (500 internal_error), for a page's error state. */
export function serverFailure(): Response {
  return jsonResponse(500, {
    code: "internal_error",
    error: "internal_error",
    title: "Sorry, an unexpected error occurred",
    error_message: "Sorry, an unexpected error occurred",
  });
}

/** An answer the test releases when it wants: the page shows its loading state until then. */
export function heldAnswer(): { response: Promise<Response>; release(response: Response): void } {
  let release: (response: Response) => void = () => {};
  const response = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { response, release: (answer) => release(answer) };
}

/**
 * Stubs `fetch` as the API: each GET is answered by `read` (from its URL), each write with
 * `{ success: true }`, its path recorded in the answer (and `onWrite` told). Undo with
 * `vi.unstubAllGlobals()`.
 */
export function stubApi(
  read: (url: URL) => Response | Promise<Response>,
  onWrite: (url: URL) => void = () => {},
): string[] {
  const written: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, "http://club.test");
      if (init?.method && init.method !== "GET") {
        written.push(url.pathname);
        onWrite(url);
        return jsonResponse(200, { success: true });
      }
      return read(url);
    }),
  );
  return written;
}

/**
 * GET /admin/api/me as the server answers it: Morgan Hale, a staff user of this level at Harbor
 * Club (the admin screens' tests).
 */
export function staffMeOnWire(level: StaffLevel, overrides: Record<string, unknown> = {}) {
  return {
    user_id: "5f0e8a52-1c1d-4f43-9a8e-2b7a7c1f0a11",
    company_id: "company-1",
    business_location_id: null,
    employee_id: null,
    welcome_message: null,
    last_accessed: null,
    first_name: "Morgan",
    last_name: "Hale",
    mobile_number: null,
    email: "staff@harbor.example",
    username: "staff@harbor.example",
    permission_level: level,
    status: "active",
    created_on: "2026-01-01T00:00:00.000Z",
    modified_on: "2026-01-01T00:00:00.000Z",
    created_by: null,
    companies: [{ id: "company-1", name: "Harbor Club" }],
    selected_domain: "harbor.localhost",
    intl: { locale: "en-us", currency: "USD", timezone: "America/New_York", rtl: false },
    ...overrides,
  };
}
