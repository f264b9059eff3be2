import { describe, expect, it } from 'vitest';
import { findAuditEntries, recordAudit } from '../../src/services/audit/audit';
import { createTestApp } from '../support/app';
import { signedIn } from '../support/calls';
import { createCompetition, makeCompetitor } from '../support/competitions';

const { db } = await createTestApp();
const admin = await signedIn(db, ['admin']);
const actor = { id: admin.user.id, username: admin.user.username };

const labelOf = async (targetType: 'competitor' | 'competition' | 'institution' | 'user', targetId: number) =>
  (
    await db
      .selectFrom('audit_log')
      .select('target_label')
      .where('target_type', '=', targetType)
      .where('target_id', '=', targetId)
      .executeTakeFirstOrThrow()
  ).target_label;

describe('an audit entry', () => {
  it('names its target from the row: the applicant, the competition, the institution, the user', async () => {
    const { user } = await signedIn(db);
    await makeCompetitor(db, user.id);
    const application = await db
      .selectFrom('competitor_applications')
      .select('id')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    const competition = await createCompetition(db, { name: 'Финале 2026' });
    const institution = await db
      .insertInto('institutions')
      .values({
        name: 'Gimnazija „Svetozar Marković”',
        city: 'Ниш (тест)',
        region: 'other',
        type: 'other',
        search_key: 'gimnazija svetozar markovic',
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    await recordAudit(db, { actor, action: 'competitor.accept', targetType: 'competitor', targetId: application.id });
    await recordAudit(db, { actor, action: 'competition.edit', targetType: 'competition', targetId: competition.id });
    await recordAudit(db, { actor, action: 'institution.edit', targetType: 'institution', targetId: institution.id });
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
      action: 'competition.edit',
      targetType: 'competition',
      targetId: competition.id,
      before: { name: 'Staro', dates: [1, 2] },
      after: { name: 'Novo', dates: [] },
    });
    await recordAudit(db, {
      actor,
      action: 'competition.publish',
      targetType: 'competition',
      targetId: competition.id,
    });
    await recordAudit(db, {
      actor,
      action: 'competition.unpublish',
      targetType: 'competition',
      targetId: competition.id,
      before: false,
      after: null,
    });

    const entries = await findAuditEntries(db, 'competition', competition.id);
    expect(entries.map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      { action: 'competition.unpublish', before: false, after: null },
      { action: 'competition.publish', before: null, after: null },
      { action: 'competition.edit', before: { name: 'Staro', dates: [1, 2] }, after: { name: 'Novo', dates: [] } },
    ]);
    expect(entries.every((entry) => entry.actor_username === admin.user.username)).toBe(true);
  });
});
