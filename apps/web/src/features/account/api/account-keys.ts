/** Query keys of the account feature (all → detail, then the account's sub-resources). */
export const accountKeys = {
  all: ["account"] as const,
  detail: () => [...accountKeys.all, "detail"] as const,
};
