import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client.ts';

const MAX_RETRIES = 2;

/** Retrying cannot fix a client error (bad input, signed out, not found, rate limited). */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/** One client per browser tab, created in the root component. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
