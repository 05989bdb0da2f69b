import { QueryClient } from "@tanstack/react-query";
import { isApiError } from "./api-error.ts";

/** A 4xx will answer the same on a retry; only network failures and 5xx are retried, once. */
const shouldRetry = (failureCount: number, error: unknown): boolean =>
  failureCount < 1 && !(isApiError(error) && error.status < 500);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
