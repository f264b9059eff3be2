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

  it('leaves out bookkeeping and fields only the record before names', () => {
    const before = { id: 87, name: 'Gimnazija', city: 'Niš', created_at: '2026-01-01T00:00:00Z', version: 1 };
    expect(auditChanges(before, { ...before, city: 'Niška Banja', version: 2 })).toEqual([
      { field: 'city', before: 'Niš', after: 'Niška Banja', isNew: false },
    ]);
    expect(auditChanges({ name: 'Finale', archived: false, version: 3 }, { archived: true, registrations: 4 })).toEqual(
      [
        { field: 'archived', before: false, after: true, isNew: false },
        { field: 'registrations', after: 4, isNew: true },
      ],
    );
  });
});
