import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-changes';

describe('what an audit entry changed', () => {
  it('lists the fields whose values differ', () => {
    expect(
      auditChanges({ email: 'a@example.org', roles: ['admin'] }, { email: 'b@example.org', roles: ['admin'] }),
    ).toEqual([{ field: 'email', before: 'a@example.org', after: 'b@example.org', isNew: false }]);
  });

  it('shows a field recorded only after the change on its own (a rejection reason)', () => {
    expect(auditChanges({ status: 'pending' }, { status: 'rejected', reason: 'Missing.' })).toEqual([
      { field: 'status', before: 'pending', after: 'rejected', isNew: false },
      { field: 'reason', after: 'Missing.', isNew: true },
    ]);
  });

  it('has no details for creations and deletions', () => {
    expect(auditChanges(null, { name: 'X' })).toEqual([]);
    expect(auditChanges({ name: 'X' }, null)).toEqual([]);
  });
});
