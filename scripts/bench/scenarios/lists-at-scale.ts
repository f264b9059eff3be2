// Lists at national scale: seed:scale, then the lists' own benchmark (lists.ts) on the bench's database.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ListBenchRow } from '../lists';
import { ROOT } from '../options';
import { record } from '../results';

export function listsAtScale(databaseUrl: string, resultsDir: string): unknown {
  console.log('\nLists at national scale: npm run seed:scale, then npm run bench:lists');
  const env = { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'development' };
  execFileSync('npm', ['run', 'seed:scale'], { cwd: ROOT, stdio: 'inherit', env });
  execFileSync('npm', ['run', 'bench:lists'], { cwd: ROOT, stdio: 'inherit', env });
  const lists = JSON.parse(readFileSync(path.join(resultsDir, 'lists.json'), 'utf8')) as { rows: ListBenchRow[] };
  for (const row of lists.rows)
    record({
      figure: `list: ${row.list}, ${row.case} (median ms)`,
      value: row.after,
      unit: 'ms',
      baseline: row.before,
      baselineLabel: row.before === null ? '—' : 'the case before, same run (bench/lists.ts)',
      target: row.target,
      met: row.ok,
      lowerIsBetter: true,
    });
  return lists;
}
