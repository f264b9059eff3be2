import type { FastifyBaseLogger } from 'fastify';
import type { JobWithMetadata } from 'pg-boss';
import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../../integrations/mail/message';
import { logFailedSend } from './mail-failures';

/** A logger that keeps each warn and error call. */
function recordingLog() {
  const lines: { level: 'warn' | 'error'; fields: Record<string, unknown>; message: string }[] = [];
  const log = {
    warn: (fields: Record<string, unknown>, message: string) => lines.push({ level: 'warn', fields, message }),
    error: (fields: Record<string, unknown>, message: string) => lines.push({ level: 'error', fields, message }),
  } as unknown as FastifyBaseLogger;
  return { log, lines };
}

const job = (retryCount: number, retryBackoff = true) =>
  ({ id: 'job-1', retryCount, retryLimit: 3, retryDelay: 5, retryBackoff }) as JobWithMetadata<MailMessage>;
const outage = Object.assign(new Error('provider answered 503'), { providerStatus: 503 });

describe('logFailedSend', () => {
  it("warns with the attempt, the provider's status and the backoff window before the next try", () => {
    const { log, lines } = recordingLog();
    logFailedSend(log, 'resend', job(2), outage);
    expect(lines).toEqual([
      {
        level: 'warn',
        fields: {
          err: outage,
          transport: 'resend',
          jobId: 'job-1',
          providerStatus: 503,
          attempt: 3,
          attempts: 4,
          nextRetryInSeconds: { min: 20, max: 40 },
        },
        message: 'mail send failed (attempt 3 of 4): next try in 20–40 s',
      },
    ]);
  });

  it('without backoff, the next try comes after the fixed delay', () => {
    const { log, lines } = recordingLog();
    logFailedSend(log, 'resend', job(1, false), outage);
    expect(lines[0]!.fields.nextRetryInSeconds).toEqual({ min: 5, max: 5 });
    expect(lines[0]!.message).toBe('mail send failed (attempt 2 of 4): next try in 5–5 s');
  });

  it('logs an error, not a warning, when the last attempt fails', () => {
    const { log, lines } = recordingLog();
    logFailedSend(log, 'resend', job(3), outage);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.level).toBe('error');
    expect(lines[0]!.fields).not.toHaveProperty('nextRetryInSeconds');
    expect(lines[0]!.message).toBe('mail send failed (attempt 4 of 4): giving up');
  });

  it('reports no provider status for an error without one (a network failure, a thrown value)', () => {
    for (const error of [new Error('connect ECONNREFUSED'), { providerStatus: '503' }, null, 'text']) {
      const { log, lines } = recordingLog();
      logFailedSend(log, 'resend', job(0), error);
      expect(lines[0]!.fields.providerStatus).toBeNull();
    }
  });
});
