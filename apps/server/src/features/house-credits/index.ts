/** House credits' public API: what a member can spend at checkout, spending it, giving it back, reading them, and staff's pin. */
export {
  clubCredit,
  creditOf,
  creditsOf,
  issueCredit,
  returnSpentCredits,
  setCreditPinHash,
  spendableCredits,
  spendCredit,
  transactionsOfCredit,
} from "./repository.ts";
export type { HouseCreditRow } from "./tables.ts";
