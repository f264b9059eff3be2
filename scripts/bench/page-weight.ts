// The gzipped JavaScript a first visit to each page downloads, from the client build, beside its budget.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './options';

const assets = path.join(ROOT, 'client/dist/assets');

/** Page chunks (by component name) and the budget of everything a first visit downloads. */
const PAGES = [
  { route: '/', chunks: ['HomePage'], budgetKb: 200 },
  { route: '/rezultati-sccquals2025', chunks: ['DataProvider', 'ResultsPage'], budgetKb: 200 },
  { route: '/auth/login', chunks: ['LoginPage'], budgetKb: 200 },
  { route: '/auth/registration', chunks: ['RegistrationPage'], budgetKb: 200 },
  { route: '/app/dashboard', chunks: ['SignedInArea', 'AppLayout', 'DashboardPage'], budgetKb: 250 },
];

function staticImports(file: string): string[] {
  const code = readFileSync(path.join(assets, file), 'utf8');
  return [...code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((m) => m[1]!);
}

function closure(files: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    staticImports(file).forEach(visit);
  };
  files.forEach(visit);
  return seen;
}

export function pageWeights() {
  if (!existsSync(path.join(ROOT, 'client/dist/index.html'))) return [];
  const html = readFileSync(path.join(ROOT, 'client/dist/index.html'), 'utf8');
  const entry = [...html.matchAll(/<script[^>]+src="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
  const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
  console.log('\nPage weight (gzipped JS of a first visit)');
  return PAGES.flatMap((page) => {
    const pageChunks = page.chunks.map((name) => files.find((f) => f.startsWith(`${name}-`)));
    if (pageChunks.some((c) => c === undefined)) {
      console.log(`  ${page.route.padEnd(24)} (page chunk ${page.chunks.join(', ')} not found)`);
      return [];
    }
    const all = closure([...entry, ...(pageChunks as string[])]);
    const kb = [...all].reduce((sum, f) => sum + gzipSync(readFileSync(path.join(assets, f))).length, 0) / 1000;
    console.log(
      `  ${page.route.padEnd(24)} ${kb.toFixed(1).padStart(7)} KB  budget ${page.budgetKb} KB  ${kb <= page.budgetKb ? 'within' : 'OVER'}`,
    );
    return [{ route: page.route, kb: Number(kb.toFixed(1)), budgetKb: page.budgetKb }];
  });
}
