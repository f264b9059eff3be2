import { describe, expect, it } from 'vitest';
import { up as fillDeletedLabels } from '../../../migrations/0112_audit_labels_of_deleted';
import { deleteInstitution } from '../../src/services/admin/institutions';
import { findAuditEntries, recordAudit } from '../../src/services/audit/audit';
import { deleteCompetition } from '../../src/services/competitions/competitions';
import { createTestApp } from '../support/app';
import { signedIn } from '../support/calls';
import { createInstitution } from '../support/competitors';
import { createCompetition, makeCompetitor } from '../support/competitions';
import { auditEntries } from '../support/audit';

const { db } = await createTestApp();
const admin = await signedIn(db, ['admin']);
const actor = { id: admin.user.id, username: admin.user.username };

const labelOf = async (type: 'competitor' | 'competition' | 'institution' | 'user', id: number) => {
  const [first] = await auditEntries(db, { type, id }, ['target_label']);
  if (!first) throw new Error(`no audit entry about ${type} ${id}`);
  return first.target_label;
};

describe('an audit entry', () => {
  it('names its target from the row: the applicant, the competition, the institution, the user', async () => {
    const { user } = await signedIn(db);
    const application = await makeCompetitor(db, user.id);
    const competition = await createCompetition(db, { name: 'Финале 2026' });
    const institution = await createInstitution(db, {
      name: 'Gimnazija „Svetozar Marković”',
      city: 'Ниш (тест)',
      region: 'other',
      type: 'other',
      search_key: 'gimnazija svetozar markovic',
    });

    await recordAudit(db, { actor, action: 'competitor.accept', targetType: 'competitor', targetId: application.id });
    await recordAudit(db, {
      actor,
      action: 'competition.restore',
      targetType: 'competition',
      targetId: competition.id,
    });
    await recordAudit(db, { actor, action: 'institution.update', targetType: 'institution', targetId: institution.id });
    await recordAudit(db, { actor, action: 'user.suspend', targetType: 'user', targetId: user.id });

    expect(await labelOf('competitor', application.id)).toBe('Jovana Marković');
    expect(await labelOf('competition', competition.id)).toBe('Финале 2026');
    expect(await labelOf('institution', institution.id)).toBe('Gimnazija „Svetozar Marković”');
    expect(await labelOf('user', user.id)).toBe(user.username);
  });

  it('keeps the values before and after as given, and nothing for a side not given', async () => {
    const competition = await createCompetition(db);
    await recordAudit(db, {
      actor,
      action: 'competition.restore',
      targetType: 'competition',
      targetId: competition.id,
      before: { name: 'Staro', dates: [1, 2] },
      after: { name: 'Novo', dates: [] },
    });
    await recordAudit(db, {
      actor,
      action: 'competition.archive',
      targetType: 'competition',
      targetId: competition.id,
    });
    await recordAudit(db, {
      actor,
      action: 'competition.delete',
      targetType: 'competition',
      targetId: competition.id,
      before: false,
      after: null,
    });

    const entries = await findAuditEntries(db, 'competition', competition.id);
    expect(entries.map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      { action: 'competition.delete', before: false, after: null },
      { action: 'competition.archive', before: null, after: null },
      { action: 'competition.restore', before: { name: 'Staro', dates: [1, 2] }, after: { name: 'Novo', dates: [] } },
    ]);
    expect(entries.every((entry) => entry.actor_username === admin.user.username)).toBe(true);
  });

  it('keeps the name of a record it outlives: a deleted institution or competition is named, not "#87"', async () => {
    const institution = await createInstitution(db, {
      name: 'Ugašena škola',
      city: 'Bor',
      region: 'other',
      type: 'other',
      search_key: 'ugasena skola bor',
    });
    await deleteInstitution(db, actor, institution.id);
    const competition = await createCompetition(db, { name: 'Otkazano takmičenje' });
    await deleteCompetition(db, actor, competition.slug);

    const deleted = await db
      .selectFrom('audit_log')
      .select(['action', 'target_label'])
      .where((eb) =>
        eb.or([
          eb.and([eb('target_type', '=', 'institution'), eb('target_id', '=', institution.id)]),
          eb.and([eb('target_type', '=', 'competition'), eb('target_id', '=', competition.id)]),
        ]),
      )
      .orderBy('id')
      .execute();
    expect(deleted).toEqual([
      { action: 'institution.delete', target_label: 'Ugašena škola' },
      { action: 'competition.delete', target_label: 'Otkazano takmičenje' },
    ]);
  });

  it('names entries written before that fix, from their record or another entry about it (migration 0112)', async () => {
    const entry = (targetId: number, label: string | null, before: unknown) =>
      db
        .insertInto('audit_log')
        .values({
          actor_id: actor.id,
          actor_username: actor.username,
          action: 'institution.delete',
          target_type: 'institution',
          target_id: targetId,
          target_label: label,
          before: before === null ? null : JSON.stringify(before),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const gone = 2_000_000_000 - Math.floor(Math.random() * 1_000_000);
    const deleted = await entry(gone, null, { id: gone, name: 'Stara gimnazija', city: 'Pirot' });
    const earlier = await entry(gone - 1, 'Škola koja je bila', null);
    const later = await entry(gone - 1, null, null);
    const nameless = await entry(gone - 2, null, null);
    await fillDeletedLabels(db);
    const labels = await db
      .selectFrom('audit_log')
      .select(['id', 'target_label'])
      .where('id', 'in', [deleted.id, earlier.id, later.id, nameless.id])
      .orderBy('id')
      .execute();
    expect(labels.map((row) => row.target_label)).toEqual([
      'Stara gimnazija',
      'Škola koja je bila',
      'Škola koja je bila',
      null,
    ]);
  });
});
