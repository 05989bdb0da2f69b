/** The two demo clubs of the server scripts/e2e.sh started, and the demo logins (README.md). */
import "./localhost-dns.ts";

const port = process.env.E2E_PORT ?? new URL(process.env.E2E_BASE_URL ?? "http://harbor.localhost:3000").port;

/** Harbor Club: Plus plan (the whole product), English, USD, the default domain. */
export const HARBOR = `http://harbor.localhost:${port}`;
/** Club Sierra: Lounge plan, Spanish, EUR. */
export const SIERRA = `http://sierra.localhost:${port}`;

export const DEMO_PASSWORD = "Crest-demo-2026";

export interface DemoUser {
  email: string;
  /** The club the user signs in at. */
  club: string;
}

export const USERS = {
  /** Active member at Harbor Club. */
  member: { email: "member@harbor.example", club: HARBOR },
  /** Signed-in non-member at Harbor Club. */
  guest: { email: "guest@harbor.example", club: HARBOR },
  /** Member flagged createpw: must create a password first. */
  newPassword: { email: "newpass@harbor.example", club: HARBOR },
  /** Harbor Club member whose subscription payment failed over two periods: the paywall. */
  pastDue: { email: "pastdue@harbor.example", club: HARBOR },
  /** Harbor Club member past due on a subscription that is not renewable: the on-hold paywall. */
  onHold: { email: "onhold@harbor.example", club: HARBOR },
  /** Active member at Club Sierra. */
  socio: { email: "socio@sierra.example", club: SIERRA },
  /** Signed-in non-member at Club Sierra. */
  invitado: { email: "invitado@sierra.example", club: SIERRA },
} as const satisfies Record<string, DemoUser>;

export const MOBILE = { width: 375, height: 812 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;
