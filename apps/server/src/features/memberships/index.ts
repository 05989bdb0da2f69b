/** The memberships feature's public API. */
export { type MembershipStanding, setMembershipStanding } from "./standing.ts";
