import type { MailMessage } from '../../integrations/mail/message';

// The queues' names and the mail queue's interface. Domain services import this, never the job
// runner (jobs.ts), which alone wires each queue to its handler.

export const MAIL_QUEUE = 'mail';
export const MAIL_RETRY_LIMIT = 8;
/** Messages fetched per poll and sent concurrently. */
export const MAIL_BATCH = 20;
export const CTFD_SYNC_QUEUE = 'ctfd-sync';
export const CTFD_SYNC_RETRY_LIMIT = 8;
export const MAINTENANCE_QUEUE = 'maintenance';
export const FINALS_REMINDER_QUEUE = 'finals-reminders';
/** Page anchors of the big admin lists, made ready at start and hourly (prepareListAnchors). */
export const LIST_ANCHORS_QUEUE = 'list-anchors';
/** The programme funnel's kept counts: at start, when a change asked (checked each minute), and every 10 minutes. */
export const FUNNEL_COUNTS_QUEUE = 'funnel-counts';
/** Bulk certificate issuing after a stage (services/certificates/issue.ts): one job per run. */
export const CERTIFICATES_QUEUE = 'certificates';
export const CERTIFICATES_RETRY_LIMIT = 2;
/** The playground CTFd's solves per player, read hourly and at start when configured (readPlayground). */
export const PLAYGROUND_QUEUE = 'playground-progress';
/** Mentors' digests after each stage of the programme (services/mentors/digest.ts). */
export const MENTOR_DIGEST_QUEUE = 'mentor-digests';

export interface MailQueue {
  /**
   * Durable: the message is in PostgreSQL when this resolves, and is sent with retries. Resolves to
   * the queue's job id where there is one (announcements follow their mails' progress by it).
   * `userId` is the account the message is for (null: an address with no account): the own-data
   * export and an erasure find mail by it, never by the address, which a later account may hold.
   */
  enqueue(message: MailMessage, userId: number | null): Promise<string | null | void>;
}

/** A mail job's data: the message and the account it is for (mail-records.ts reads `userId`). */
export interface QueuedMail extends MailMessage {
  userId: number | null;
}
