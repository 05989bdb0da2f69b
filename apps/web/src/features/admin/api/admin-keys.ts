/** Query keys of admin mode: the staff session, then what belongs to its selected club. */
export const adminKeys = {
  all: ["admin"] as const,
  me: () => [...adminKeys.all, "me"] as const,
  /** Everything of the selected club: invalidated whole when staff switch clubs. */
  club: () => [...adminKeys.all, "club"] as const,
  company: () => [...adminKeys.club(), "company"] as const,
  domains: () => [...adminKeys.club(), "domains"] as const,
  histories: () => [...adminKeys.club(), "history"] as const,
  history: (domainId: string, page: number) => [...adminKeys.histories(), domainId, page] as const,
};
