/** House credits' public API: what a member can spend at checkout, spending it, and giving it back. */
export { issueCredit, returnSpentCredits, spendableCredits, spendCredit } from "./repository.ts";
