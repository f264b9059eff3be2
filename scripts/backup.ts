// npm run backup [-- --out FILE]: a pg_dump (custom format) of DATABASE_URL's database, or of the
// embedded one in DATA_DIR (also while the server runs), into DATA_DIR/backups/ unless --out says.
// The dump is every account's data: it is written 0600, and DATA_DIR/backups/ is kept 0700.
import { chmod, mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { resolveDatabase } from '../server/src/db/connect';
import { loadConfig } from '../server/src/env';
import { backupDatabase } from './lib/backup';
import { runCli } from './lib/cli';

await runCli(async () => {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const config = loadConfig();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.resolve(values.out ?? path.join(config.dataDir, 'backups', `platform-${stamp}.dump`));
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  // Our own folder, also one an earlier version made 0755; a folder named by --out is the caller's.
  if (!values.out) await chmod(path.dirname(file), 0o700);
  const database = await resolveDatabase(config, { attachIfRunning: true });
  try {
    const { tool } = await backupDatabase(database.url, file, config.pgBinDir);
    console.log(`Backup written: ${file} (${(await stat(file)).size} bytes, ${tool})`);
  } finally {
    await database.embedded?.stop();
  }
});
