/**
 * Demo customers (DESIGN §6): the people behind every state the spec names. Their passwords
 * are auth's seed, their membership standing the memberships seed; here are who they are.
 * Eleanor is a member of both clubs of the network: one person, one user_id, two rows.
 */
import { DEMO, DEMO_CUSTOMERS } from "../../demo/demo-ids.ts";
import { type DemoSeed, demoId } from "../../demo/demo-seed.ts";
import { customers } from "./tables.ts";

/** Eleanor's identity across the network. */
const ELEANOR_USER_ID = demoId("user:eleanor");
const ACTIVATED = new Date("2024-03-01T15:00:00Z");

const harborAddress = { city: "Newport", state: "RI", country: "US", phoneCountryCode: "+1" };

export const customersDemoSeed: DemoSeed = {
  logins: [
    { club: "Harbor Club", email: DEMO_CUSTOMERS.member.email, who: "active member (also at Club Sierra)" },
    { club: "Harbor Club", email: DEMO_CUSTOMERS.guest.email, who: "signed-in non-member" },
    {
      club: "Harbor Club",
      email: DEMO_CUSTOMERS.newPassword.email,
      who: "member who must create a password",
    },
    { club: "Harbor Club", email: DEMO_CUSTOMERS.pastDue.email, who: "past-due member (paywall)" },
    { club: "Club Sierra", email: DEMO_CUSTOMERS.socio.email, who: "active member" },
    { club: "Club Sierra", email: DEMO_CUSTOMERS.invitado.email, who: "signed-in non-member" },
  ],
  async run({ scopeFor }) {
    const active = { emailVerifiedAt: ACTIVATED, createdAt: ACTIVATED };
    const eleanor = {
      userId: ELEANOR_USER_ID,
      email: DEMO_CUSTOMERS.member.email,
      firstName: "Eleanor",
      middleName: "Grace",
      lastName: "Whitfield",
      gender: "F" as const,
      birthdate: "1979-06-14",
      mobile: "+1 401 555 0142",
      phoneNumber: "4015550142",
      companyName: "Whitfield Marine Design",
      companyTitle: "Principal",
      website: "https://whitfield-marine.example",
      optInEmail: true,
      totalTouchpoints: 48,
      homeHouseId: DEMO.harbor.companyId,
      ...active,
    };
    const rows: (typeof customers.$inferInsert)[] = [
      {
        ...eleanor,
        ...harborAddress,
        id: DEMO_CUSTOMERS.member.id,
        companyId: DEMO.harbor.companyId,
        address: "14 Bellevue Avenue",
        zipCode: "02840",
      },
      {
        ...eleanor,
        ...harborAddress,
        id: DEMO_CUSTOMERS.memberAtSierra.id,
        companyId: DEMO.sierra.companyId,
        address: "14 Bellevue Avenue",
        zipCode: "02840",
        totalTouchpoints: 6,
      },
      {
        ...harborAddress,
        ...active,
        id: DEMO_CUSTOMERS.guest.id,
        companyId: DEMO.harbor.companyId,
        email: DEMO_CUSTOMERS.guest.email,
        firstName: "Marcus",
        lastName: "Bell",
        gender: "M",
        birthdate: "1988-11-02",
        address: "220 Thames Street",
        address2: "Apt 3B",
        zipCode: "02840",
        mobile: "+1 401 555 0177",
        phoneNumber: "4015550177",
        totalTouchpoints: 3,
      },
      {
        ...harborAddress,
        ...active,
        id: DEMO_CUSTOMERS.newPassword.id,
        companyId: DEMO.harbor.companyId,
        email: DEMO_CUSTOMERS.newPassword.email,
        firstName: "Priya",
        lastName: "Raman",
        gender: "F",
        address: "9 Ocean Drive",
        zipCode: "02840",
        mobile: "+1 401 555 0163",
      },
      {
        ...harborAddress,
        ...active,
        id: DEMO_CUSTOMERS.pastDue.id,
        companyId: DEMO.harbor.companyId,
        email: DEMO_CUSTOMERS.pastDue.email,
        firstName: "Thomas",
        lastName: "O'Connell",
        gender: "M",
        birthdate: "1965-02-27",
        address: "31 Spring Street",
        city: "Middletown",
        zipCode: "02842",
        mobile: "+1 401 555 0118",
        phoneNumber: "4015550118",
        totalTouchpoints: 112,
      },
      {
        ...active,
        id: DEMO_CUSTOMERS.socio.id,
        companyId: DEMO.sierra.companyId,
        email: DEMO_CUSTOMERS.socio.email,
        firstName: "Lucía",
        lastName: "Fernández Ortega",
        gender: "F",
        birthdate: "1984-09-08",
        address: "Calle de Serrano 41",
        address2: "4º izquierda",
        city: "Madrid",
        state: "Madrid",
        zipCode: "28001",
        country: "ES",
        mobile: "+34 612 345 678",
        phoneCountryCode: "+34",
        phoneNumber: "612345678",
        totalTouchpoints: 21,
      },
      {
        ...active,
        id: DEMO_CUSTOMERS.invitado.id,
        companyId: DEMO.sierra.companyId,
        email: DEMO_CUSTOMERS.invitado.email,
        firstName: "Javier",
        lastName: "Morales Ruiz",
        gender: "M",
        city: "Madrid",
        country: "ES",
        mobile: "+34 622 456 789",
        phoneCountryCode: "+34",
        phoneNumber: "622456789",
        totalTouchpoints: 2,
      },
    ];
    for (const row of rows) await scopeFor(row.companyId).insert(customers).values(row);
  },
};
