import { describe, expect, it } from 'vitest';
import { checkInvite } from './invite-form';

const now = new Date('2026-05-01T10:00:00Z');

describe('the finalist invitation (spec section 5)', () => {
  it('takes one email per line, drops blank lines and sends the expiry as an ISO timestamp', () => {
    const check = checkInvite(
      { emails: ' ana@example.org \n\n  \r\nmarko@example.org\n', expires_at: '2026-05-20T18:00' },
      now,
    );
    expect(check).toEqual({
      ok: true,
      emails: ['ana@example.org', 'marko@example.org'],
      invitationExpiresAt: '2026-05-20T16:00:00.000Z',
    });
  });

  it('needs at least one address and an expiry, otherwise nothing is sent', () => {
    expect(checkInvite({ emails: '\n \n', expires_at: '' }, now)).toEqual({
      ok: false,
      errors: { emails: 'emailsRequired', expires_at: 'expiryRequired' },
      invalidLines: [],
    });
  });

  it('names the lines that are not addresses and refuses an expiry in the past', () => {
    expect(checkInvite({ emails: 'ana@example.org\nnot an address', expires_at: '2026-04-30T12:00' }, now)).toEqual({
      ok: false,
      errors: { emails: 'emailLinesInvalid', expires_at: 'expiryPast' },
      invalidLines: ['not an address'],
    });
  });
});
