/** House credits' public API: what a member can spend at checkout, spending it, giving it back, and reading them. */
export {
  creditOf,
  creditsOf,
  issueCredit,
  returnSpentCredits,
  spendableCredits,
  spendCredit,
  transactionsOfCredit,
} from "./repository.ts";
export type { HouseCreditRow } from "./tables.ts";
