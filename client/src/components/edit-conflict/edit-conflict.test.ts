import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}

/**
 * The forms with the shared version check, each proven in e2e/edit-conflicts.test.ts ("saving over
 * a newer version changes only the fields this editor changed, on every such form").
 */
const FORMS = [
  'features/admin/institutions/InstitutionEdit.tsx',
  'features/admin/institutions/InstitutionForm.tsx',
  'features/admin/team/RosterRulesDialog.tsx',
  'features/admin/users/UserEditForm.tsx',
  'features/organizer/BasicInfoPanel.tsx',
  'features/organizer/CompetitionForm.tsx',
  'features/programme/CategoryDialog.tsx',
  'features/programme/SeasonDialog.tsx',
];

describe('the edit forms with a version check', () => {
  const users = sources(SRC)
    .filter((file) => !file.includes(`${path.sep}components${path.sep}edit-conflict${path.sep}`))
    .filter((file) => /edit-conflict\/(use-edit-conflict|EditConflictNotice)'/.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(SRC, file).split(path.sep).join('/'))
    .sort((a, b) => a.localeCompare(b));

  it('are the ones the browser test lists (a new one is added there too)', () => {
    expect(users).toEqual(FORMS);
  });

  it('send a save through conflict.edit (only the changed fields), never the version by hand', () => {
    for (const file of users) expect(readFileSync(path.join(SRC, file), 'utf8'), file).not.toMatch(/\.version\(\)/);
    const saving = users.filter((file) => /conflict\.edit\(/.test(readFileSync(path.join(SRC, file), 'utf8')));
    expect(saving).toEqual([
      'features/admin/institutions/InstitutionEdit.tsx',
      'features/admin/team/RosterRulesDialog.tsx',
      'features/admin/users/UserEditForm.tsx',
      'features/organizer/BasicInfoPanel.tsx',
      'features/programme/CategoryDialog.tsx',
      'features/programme/SeasonDialog.tsx',
    ]);
  });
});
