import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/database';
import { createTestDatabase } from '../support/app';
import { runScript } from '../support/process';

const database = await createTestDatabase();
const db = createDatabase(database.url, 1);
const dir = await mkdtemp(path.join(tmpdir(), 'ctf-import-command-'));
afterAll(async () => {
  await db.destroy();
  await rm(dir, { recursive: true, force: true });
});

function runImportCommand(...args: string[]) {
  return runScript('scripts/import.ts', { args, env: { DATABASE_URL: database.url } });
}

describe('npm run import', () => {
  it('exits 1 with the usage on arguments it cannot take', () => {
    const run = runImportCommand('players', path.join(dir, 'none.csv'));
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Usage: npm run import -- <users|institutions|applications|results> FILE');
  });

  it('prints the counts and each refused row; a dry run writes nothing, the real run imports', async () => {
    const file = path.join(dir, 'igraci.csv');
    const report = path.join(dir, 'izvestaj.csv');
    await writeFile(
      file,
      'username;email;roles\r\nkomanda_ana;komanda_ana@example.org;\r\nkomanda_bojan;komanda_bojan@example.org;root\r\n',
    );

    const dry = runImportCommand('users', file, '--dry-run', '--report', report);
    expect(dry.status, dry.stderr).toBe(0);
    expect(dry.stdout).toContain('line 3: refused komanda_bojan: unknown role: root');
    expect(dry.stdout).toContain('users from igraci.csv: 1 created, 0 updated, 0 unchanged, 1 refused.');
    expect(dry.stdout).toContain('Dry run: nothing was written.');
    expect(await readFile(report, 'utf8')).toBe(
      '\uFEFF"line","outcome","key","reason","words"\r\n' +
        '"2","created","komanda_ana","",""\r\n' +
        '"3","refused","komanda_bojan","roleUnknown","unknown role: root"\r\n',
    );
    const named = () => db.selectFrom('users').select('username').where('username', 'like', 'komanda_%').execute();
    expect(await named()).toEqual([]);

    const real = runImportCommand('users', file);
    expect(real.status, real.stderr).toBe(0);
    expect(real.stdout).toContain('Imported and recorded in the audit log');
    expect(await named()).toEqual([{ username: 'komanda_ana' }]);
  });

  it('exits 1 naming a competition that does not exist', async () => {
    const file = path.join(dir, 'rezultati.csv');
    await writeFile(file, 'place,username,score\n1,ana,10\n');
    const run = runImportCommand('results', file, '--competition', 'nema-ga');
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('No competition has that slug.');
  });
});
