import type { FastifyBaseLogger } from 'fastify';
import type { JobWithMetadata } from 'pg-boss';
import type { MailMessage } from '../../integrations/mail/message';

/** The provider's HTTP status, when the transport's error carries one. */
function providerStatusOf(error: unknown): number | null {
  const status = (error as { providerStatus?: unknown } | null)?.providerStatus;
  return typeof status === 'number' ? status : null;
}

/**
 * One warning per failed attempt, so a provider outage shows in the log: the provider's status, which
 * attempt of how many, and when pg-boss tries again (its backoff waits between delay·2^n and
 * delay·2^(n+1) seconds after attempt n+1 fails).
 */
export function logFailedSend(
  log: FastifyBaseLogger,
  transport: string,
  job: JobWithMetadata<MailMessage>,
  error: unknown,
) {
  const attempt = job.retryCount + 1;
  const attempts = job.retryLimit + 1;
  const fields = {
    err: error,
    transport,
    jobId: job.id,
    providerStatus: providerStatusOf(error),
    attempt,
    attempts,
  };
  if (attempt >= attempts) return log.error(fields, `mail send failed (attempt ${attempt} of ${attempts}): giving up`);
  const earliest = job.retryDelay * 2 ** job.retryCount;
  const nextRetryInSeconds = job.retryBackoff
    ? { min: earliest, max: earliest * 2 }
    : { min: job.retryDelay, max: job.retryDelay };
  log.warn(
    { ...fields, nextRetryInSeconds },
    `mail send failed (attempt ${attempt} of ${attempts}): next try in ${nextRetryInSeconds.min}–${nextRetryInSeconds.max} s`,
  );
}
