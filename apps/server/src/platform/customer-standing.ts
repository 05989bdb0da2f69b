/** The customer's standing (spec-1 §3 Customer): merged from every feature's account facet. */
export interface CustomerStanding {
  flag: "createpw" | "changepw" | "membership_failed_payment" | null;
  isMember: boolean;
  houseAccountEnabled: boolean;
}
