import { QueryClient } from '@tanstack/react-query';
import { httpStatusOf } from '../lib/errors';

export const MAX_QUERY_RETRIES = 6;

/** Answers that will not change on a retry: bad input, not signed in, not allowed, not there. */
const FINAL_STATUSES = new Set([400, 401, 403, 404]);

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const status = httpStatusOf(error);
  return failureCount < MAX_QUERY_RETRIES && (status === undefined || !FINAL_STATUSES.has(status));
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryQuery },
      mutations: { retry: false },
    },
  });
}
