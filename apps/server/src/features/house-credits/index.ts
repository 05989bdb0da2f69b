/** House credits' public API: what a member can spend at checkout, and spending it. */
export { spendableCredits, spendCredit } from "./house-credit-repository.ts";
