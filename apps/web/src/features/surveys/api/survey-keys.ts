/** Query keys of the surveys feature: one survey by the endpoint it is read and answered at, and lists. */
export const surveyKeys = {
  all: ["surveys"] as const,
  lists: () => [...surveyKeys.all, "list"] as const,
  accountList: () => [...surveyKeys.lists(), "account"] as const,
  details: () => [...surveyKeys.all, "detail"] as const,
  /** A survey by its endpoint (`/api/public/surveys/{id}`, `/api/surveys/endpoints/{uid}`…). */
  detail: (endpoint: string) => [...surveyKeys.details(), endpoint] as const,
};
